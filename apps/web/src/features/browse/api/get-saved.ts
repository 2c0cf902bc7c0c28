import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedListQueryKey } from '../../../lib/shortlist/save-member';

/** `GET /api/shortlist?cursor=`: the Saved list, most recently saved first, 24 at a time. */
export function getSaved(cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/shortlist', { query: cursor ? { cursor } : {} }, { signal });
}

export const savedListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: savedListQueryKey,
    queryFn: ({ pageParam, signal }) => getSaved(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** The Saved list, a page at a time (Load more); a card's Save toggle or note changes it in place. */
export function useSavedList() {
  return useInfiniteQuery(savedListQueryOptions());
}
