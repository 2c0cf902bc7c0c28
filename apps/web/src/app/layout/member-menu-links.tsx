import { Badge, NavLink } from '@mantine/core';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnreadMessageCount } from '../../features/messages';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';
import { useT } from '../../i18n/use-t';
import { formatBadgeCount } from '../../lib/format';
import { WithQueries } from '../guards';

function CountedLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const badge = formatBadgeCount(count);
  const isCurrent = pathname === to;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={isCurrent}
      aria-current={isCurrent ? 'page' : undefined}
      leftSection={icon}
      rightSection={
        badge ? (
          <Badge size="sm" color="red.8" aria-hidden>
            {badge}
          </Badge>
        ) : null
      }
      aria-label={badge ? t('member.nav.unread', { label, badge }) : undefined}
    />
  );
}

function MessagesLink() {
  const t = useT();
  const count = useUnreadMessageCount();
  return (
    <CountedLink
      to="/messages"
      label={t('member.nav.messages')}
      count={count}
      icon={<IconMessageCircle size={18} aria-hidden />}
    />
  );
}

function NotificationsLink() {
  const t = useT();
  const count = useUnreadNotificationCount();
  return (
    <CountedLink
      to="/notifications"
      label={t('member.nav.notifications')}
      count={count}
      icon={<IconBell size={18} aria-hidden />}
    />
  );
}

/**
 * The drawer's Messages and Notifications entries, with the same unread badges as the icons of the
 * top navigation (spec section 2; the notifications count is the server feed's,
 * docs/decisions/0028-notification-feed.md).
 */
export function MemberMenuLinks() {
  return (
    <WithQueries>
      <MessagesLink />
      <NotificationsLink />
    </WithQueries>
  );
}
