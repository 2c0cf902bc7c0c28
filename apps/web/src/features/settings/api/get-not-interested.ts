import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notInterestedQueryKey } from '../../../lib/shortlist/not-interested';

/** `GET /api/not-interested?cursor=`: the members marked "not interested", most recent first. */
export function getNotInterested(cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/not-interested', { query: cursor ? { cursor } : {} }, { signal });
}

export const notInterestedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...notInterestedQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getNotInterested(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The list, 'Load more' fetching older pages by `nextCursor`. */
export function useNotInterested() {
  return useInfiniteQuery(notInterestedQueryOptions());
}
