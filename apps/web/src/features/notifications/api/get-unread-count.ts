import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type UnreadNotificationCount, unreadNotificationCountQueryKey } from '../../../lib/notification-keys';
import { useToken } from '../../../lib/session';

/** The feed's unread count: its newest item is the smallest page the server answers it with. */
export async function getUnreadNotificationCount({ signal }: { signal?: AbortSignal } = {}) {
  const feed = await apiRequest('GET /api/notifications', { query: { limit: 1 } }, { signal });
  return { unreadCount: feed.unreadCount } satisfies UnreadNotificationCount;
}

/**
 * Kept by the stream's `notification` event (and lowered at once when the member reads), so it does
 * not poll; the stream refetches it whenever it (re)connects, and a focused tab after a minute.
 */
export const unreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadNotificationCountQueryKey,
    queryFn: getUnreadNotificationCount,
    staleTime: 60_000,
  });

export function useUnreadNotificationCountQuery() {
  const token = useToken();
  return useQuery({ ...unreadNotificationCountQueryOptions(), enabled: Boolean(token) });
}
