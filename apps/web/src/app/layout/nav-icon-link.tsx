import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { formatBadgeCount } from '../../lib/format';

interface NavIconLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with an unread badge capped at 9+ (spec section 2). */
export function NavIconLink({ to, label, count, icon }: NavIconLinkProps) {
  const t = useT();
  const badge = formatBadgeCount(count);
  const accessibleName = badge ? t('member.nav.unread', { label, badge }) : label;
  return (
    <Tooltip label={label}>
      <Indicator label={badge} disabled={!badge} size={18} color="red.8" offset={4} inline>
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={accessibleName} color="dark">
          {icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
