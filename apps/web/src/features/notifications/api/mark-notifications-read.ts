import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  notificationFeedQueryKey,
  type UnreadNotificationCount,
  unreadNotificationCountQueryKey,
} from '../../../lib/notification-keys';
import type { NotificationPages } from './get-notifications';

/** `POST /api/notifications/read` `{all: true}`: every notification read, on every device. */
export function markAllNotificationsRead() {
  return apiRequest('POST /api/notifications/read', { body: { all: true } });
}

/**
 * Reads every notification. The badge drops at once, before the server answers (the member has seen
 * them); the server's count then replaces it (an item that arrived meanwhile stays unread), and a
 * failure refetches the true count and feed.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: unreadNotificationCountQueryKey });
      queryClient.setQueryData<UnreadNotificationCount>(unreadNotificationCountQueryKey, { unreadCount: 0 });
      queryClient.setQueryData<NotificationPages>(notificationFeedQueryKey, (feed) =>
        feed
          ? {
              ...feed,
              pages: feed.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.read ? item : { ...item, read: true })),
                unreadCount: 0,
              })),
            }
          : feed,
      );
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<UnreadNotificationCount>(unreadNotificationCountQueryKey, { unreadCount });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: unreadNotificationCountQueryKey });
      void queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
    },
  });
}
