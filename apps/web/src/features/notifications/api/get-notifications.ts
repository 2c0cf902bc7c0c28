import type { NotificationFeed } from '@mithaq/contracts/notifications';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationFeedQueryKey } from '../../../lib/notification-keys';

export type NotificationPages = InfiniteData<NotificationFeed>;

/** `GET /api/notifications?cursor=`: newest first, a page at a time (the server's page size). */
export function getNotifications(cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/notifications', { query: { cursor: cursor ?? undefined } }, { signal });
}

export const notificationFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationFeedQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The page opens on fresh data: what it shows as new is what it marks read.
    staleTime: 0,
  });

/** The feed at /notifications, 'Load more' fetching older pages by `nextCursor`. */
export function useNotificationFeed() {
  return useInfiniteQuery(notificationFeedQueryOptions());
}
