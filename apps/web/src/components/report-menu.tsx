import { Menu } from '@mantine/core';
import { IconEyeOff, IconFlag } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useT } from '../i18n/use-t';

/** A menu entry a list adds to its cards, labelled in the list's own catalog. */
export interface CardMenuAction {
  label: string;
  onSelect: () => void;
}

interface ReportMenuProps {
  /** The card's "more" button. */
  target: ReactElement;
  onReport: () => void;
  /** "Not interested" (browse, search and My matches). */
  notInterested?: CardMenuAction;
}

/**
 * The profile card's menu: Report (docs/decisions/0014-safety-and-member-rights.md), and "Not interested" where the
 * list offers it. Loaded when a member reaches for it (profile-card.tsx).
 */
export function ReportMenu({ target, onReport, notInterested }: ReportMenuProps) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {notInterested && (
          <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={notInterested.onSelect}>
            {notInterested.label}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFlag size={16} />} c="red.9" onClick={onReport}>
          {t('member.card.report')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
