import { useToken } from '../../../lib/session';
import { useUnreadNotificationCountQuery } from '../api/get-unread-count';

/** The Notifications badge in the top navigation: the server feed's unread items (issue 19). */
export function useUnreadNotificationCount(): number {
  const token = useToken();
  const count = useUnreadNotificationCountQuery();
  return token ? (count.data?.unreadCount ?? 0) : 0;
}
