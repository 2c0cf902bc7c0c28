import { Menu } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useT } from '../i18n/use-t';

interface ReportMenuProps {
  /** The card's "more" button. */
  target: ReactElement;
  onReport: () => void;
}

/**
 * The profile card's menu: Report (docs/decisions/0014-safety-and-member-rights.md). Loaded when a member reaches for
 * it (profile-card.tsx).
 */
export function ReportMenu({ target, onReport }: ReportMenuProps) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFlag size={16} />} c="red.9" onClick={onReport}>
          {t('member.card.report')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
