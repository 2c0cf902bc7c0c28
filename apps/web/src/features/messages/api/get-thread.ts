import { THREAD_POLL_MS } from '@mithaq/contracts/messaging-constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isClientError } from '../lib/errors';
import { messagesQueryKey } from './get-inbox';

export const threadQueryKey = (userId: string) => [...messagesQueryKey, 'thread', userId] as const;

/**
 * `GET /api/messages/{userId}?before=`: the newest page (which also marks the other member's messages
 * read, when the viewer may read them), or the page older than `before`.
 */
export function getThread(userId: string, before: string | null, signal?: AbortSignal) {
  return apiRequest(
    'GET /api/messages/:userId',
    { params: { userId }, query: { before: before ?? undefined } },
    { signal },
  );
}

/** Page 0 is the newest; 'Load older messages' fetches the next by `olderCursor`. */
export const threadQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: threadQueryKey(userId),
    queryFn: ({ pageParam, signal }) => getThread(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (newest) => newest.olderCursor,
  });

/** The open conversation, polled silently every 10 s whether or not the stream is open (spec section 9). */
export function useThread(userId: string) {
  return useInfiniteQuery({
    ...threadQueryOptions(userId),
    refetchInterval: THREAD_POLL_MS,
    // A 404 (not a match, or gone) will not change on a retry; a dropped connection may.
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });
}
