import { INBOX_POLL_MS } from '@mithaq/contracts/messaging-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useIsStreamConnected } from '../../../lib/live/stream-status';
import { useToken } from '../../../lib/session';

/** Everything messaging caches lives under this prefix. */
export const messagesQueryKey = ['messages'] as const;
export const inboxQueryKey = [...messagesQueryKey, 'inbox'] as const;

/** `GET /api/messages/inbox`: every conversation, newest activity first, and the unread total. */
export function getInbox({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('GET /api/messages/inbox', {}, { signal });
}

export const inboxQueryOptions = () => queryOptions({ queryKey: inboxQueryKey, queryFn: getInbox, staleTime: 5_000 });

/**
 * The inbox, shared by the nav badge and /messages. Polled silently every 20 s, but not while the
 * live stream is open: its `inbox` events replace the list instead (spec sections 4, 7 and 9).
 */
export function useInbox() {
  const token = useToken();
  const isLive = useIsStreamConnected();
  return useQuery({
    ...inboxQueryOptions(),
    enabled: Boolean(token),
    refetchInterval: isLive ? false : INBOX_POLL_MS,
  });
}
