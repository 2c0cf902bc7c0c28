import '../styles/mantine-app';
import type { Member } from '@mithaq/contracts';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { useUnreadMessageCount } from '../../features/messages';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';
import { NavIconLink } from './nav-icon-link';
import { ProfileMenu } from './profile-menu';

/**
 * The signed-in member's corner of the top navigation: messages and notifications with their
 * unread badges, and the profile menu. Loaded only once someone is signed in (top-nav.tsx).
 */
export function MemberControls({ member }: { member: Member }) {
  const unreadMessages = useUnreadMessageCount();
  const unreadNotifications = useUnreadNotificationCount();
  return (
    <>
      <NavIconLink to="/messages" label="Messages" count={unreadMessages} icon={<IconMessageCircle size={22} />} />
      <NavIconLink
        to="/notifications"
        label="Notifications"
        count={unreadNotifications}
        icon={<IconBell size={22} />}
      />
      <ProfileMenu member={member} />
    </>
  );
}
