import { Button, Center } from '@mantine/core';
import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { type ComponentType, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useViewer } from '../../use-viewer';
import type { BrowseProfileCardProps } from '../browse-profile-card';
import classes from './todays-picks.module.css';

// "Why?" is occasional: the explanation's code, and its request, come on the first one (as the lists' do).
const FitModal = lazy(() => import('../fit-modal-loader').then((m) => m.loadFitModal()));

/** What a desktop's grid shows before "Show all": two rows of three, three rows of two on a tablet. */
const FIRST_ON_WIDE_SCREENS = 6;

export interface PicksListProps {
  picks: DiscoveredProfile[];
  /** The lists' card (browse-profile-card.tsx), handed down by the page: todays-picks.tsx says why. */
  Card: ComponentType<BrowseProfileCardProps>;
  /** The section's heading, which names the list. */
  labelledBy: string;
}

/**
 * The picks as the lists' cards (browse-profile-card.tsx), with the fit line and its "Why?": a row
 * scrolled sideways on a phone, a grid on wider screens (todays-picks.module.css).
 */
export function PicksList({ picks, Card, labelledBy }: PicksListProps) {
  const t = useT();
  const viewer = useViewer();
  const listId = useId();
  const [isCollapsed, setCollapsed] = useState(true);
  const [why, setWhy] = useState<{ profile: DiscoveredProfile; opened: boolean } | null>(null);
  // The "Why?" pressed, focused again on closing (profile-results.tsx says why).
  const whyButton = useRef<HTMLElement | null>(null);
  const openWhy = useCallback((profile: DiscoveredProfile) => {
    whyButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWhy({ profile, opened: true });
  }, []);
  const closeWhy = () => {
    setWhy((shown) => shown && { ...shown, opened: false });
    whyButton.current?.focus({ preventScroll: true });
  };
  const canCollapse = picks.length > FIRST_ON_WIDE_SCREENS;

  return (
    <>
      <ul
        id={listId}
        className={classes.list}
        aria-labelledby={labelledBy}
        data-collapsed={canCollapse && isCollapsed ? '' : undefined}
      >
        {picks.map((profile) => (
          <li key={profile._id} className={classes.item}>
            <Card
              profile={profile}
              isMatch={viewer.matchIds.has(profile._id)}
              isPremiumViewer={viewer.isPremium}
              onWhy={openWhy}
              headingOrder={3}
            />
          </li>
        ))}
      </ul>
      {canCollapse && (
        // A phone scrolls the row instead: every pick is in it.
        <Center visibleFrom="sm">
          <Button
            variant="default"
            aria-expanded={!isCollapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((v) => !v)}
          >
            {isCollapsed ? t('picks.showAll', { count: picks.length }) : t('picks.showFewer')}
          </Button>
        </Center>
      )}
      {why && (
        <Suspense fallback={null}>
          <FitModal profile={why.profile} opened={why.opened} onClose={closeWhy} />
        </Suspense>
      )}
    </>
  );
}
