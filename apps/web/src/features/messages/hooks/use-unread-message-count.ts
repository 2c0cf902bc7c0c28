import { useToken } from '../../../lib/session';
import { useInbox } from '../api/get-inbox';

/** The Messages badge in the top navigation: unread messages across all conversations. */
export function useUnreadMessageCount(): number {
  const token = useToken();
  const inbox = useInbox();
  return token ? (inbox.data?.unreadCount ?? 0) : 0;
}
