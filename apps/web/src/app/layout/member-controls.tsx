import '../styles/mantine-app';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { useUnreadMessageCount } from '../../features/messages';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';
import { useT } from '../../i18n/use-t';
import { useMe } from '../../lib/current-member';
import { NavIconLink } from './nav-icon-link';
import { ProfileMenu } from './profile-menu';

/**
 * The signed-in member's corner of the top navigation: messages and notifications with their
 * unread badges, and the profile menu, once the member has loaded. Loaded only while signed in
 * (top-nav.tsx).
 */
export function MemberControls() {
  const t = useT();
  const member = useMe().data;
  const unreadMessages = useUnreadMessageCount();
  const unreadNotifications = useUnreadNotificationCount();
  if (!member) return null;
  return (
    <>
      <NavIconLink
        to="/messages"
        label={t('member.nav.messages')}
        count={unreadMessages}
        icon={<IconMessageCircle size={22} />}
      />
      <NavIconLink
        to="/notifications"
        label={t('member.nav.notifications')}
        count={unreadNotifications}
        icon={<IconBell size={22} />}
      />
      <ProfileMenu member={member} />
    </>
  );
}
