import { useToken } from '../../../lib/session';
import { useUnreadNotificationCountQuery } from '../api/get-unread-count';

/**
 * The Notifications badge in the top navigation: the server feed's unread items
 * (docs/decisions/0028-notification-feed.md).
 */
export function useUnreadNotificationCount(): number {
  const token = useToken();
  const count = useUnreadNotificationCountQuery();
  return token ? (count.data?.unreadCount ?? 0) : 0;
}
