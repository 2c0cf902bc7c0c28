/** `GET /api/messages/inbox`: every conversation, newest activity first, and the unread total. */
export const INBOX_PATH = '/api/messages/inbox';

/** `GET /api/messages/{userId}?before=`: the newest page of a conversation, or the page older than `before`. */
export function threadPath(userId: string, before: string | null): string {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return `/api/messages/${encodeURIComponent(userId)}${query}`;
}
