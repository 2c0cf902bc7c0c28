import { IconBookmark, IconChartDonut, IconHeart, IconHeartHandshake, IconUsers } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { DASHBOARD_TABS, type DashboardTab } from '../dashboard-tab';
import classes from './dashboard-tabs.module.css';

const ICONS: Record<DashboardTab, ReactNode> = {
  matches: <IconChartDonut size={16} />,
  all: <IconUsers size={16} />,
  saved: <IconBookmark size={16} />,
  interests: <IconHeart size={16} />,
  accepted: <IconHeartHandshake size={16} />,
};

interface DashboardTabsProps {
  value: DashboardTab;
  onChange: (tab: DashboardTab) => void;
  /** Between the tabs and the chosen tab's panel (the photo suggestion). */
  aside?: ReactNode;
  /** The chosen tab's panel; the others are not drawn. */
  children: ReactNode;
}

/**
 * The dashboard's tabs (WAI-ARIA APG "Tabs with automatic activation"): the arrow keys move along
 * them (mirrored right to left), Home and End go to either end, and a tab is chosen as it is reached.
 */
export function DashboardTabs({ value, onChange, aside, children }: DashboardTabsProps) {
  const t = useT();
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: DashboardTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  // On a phone the list scrolls sideways: the chosen tab (Accepted Interests, opened from a link) is
  // brought into view rather than left cut off at the edge.
  useEffect(() => {
    const list = listRef.current;
    const chosen = document.getElementById(`${id}-tab-${value}`);
    if (!list || !chosen) return;
    const { left, right } = chosen.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    if (left < box.left || right > box.right) list.scrollLeft += left < box.left ? left - box.left : right - box.right;
  }, [id, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = DASHBOARD_TABS.indexOf(value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (at + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = DASHBOARD_TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = DASHBOARD_TABS[next] as DashboardTab;
    onChange(tab);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`)?.focus();
  };

  return (
    <>
      <div role="tablist" ref={listRef} className={classes.list}>
        {DASHBOARD_TABS.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              className={classes.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
            >
              <span className={classes.icon} aria-hidden>
                {ICONS[tab]}
              </span>
              {t(`browse.tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      {aside}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
