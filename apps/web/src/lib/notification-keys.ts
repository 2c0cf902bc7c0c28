/**
 * The member's notification feed and its unread count live under these query keys; the live stream
 * (features/messages) writes the count its `notification` event carries and refreshes the feed,
 * without the two features importing each other.
 */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationFeedQueryKey = [...notificationsQueryKey, 'feed'] as const;
export const unreadNotificationCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

/** The count's cache entry: `GET /api/notifications?limit=1` reduced to what the nav badge needs. */
export interface UnreadNotificationCount {
  unreadCount: number;
}
