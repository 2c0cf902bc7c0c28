import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Everything of this feature in the query cache sits under `['visits']`. */
export const visitorsQueryKey = ['visits', 'visitors'] as const;

/**
 * `GET /api/me/visitors?cursor=`: who opened the member's profile in the last 90 days, newest first;
 * named for premium members, counted for free ones, nothing while their own visits are hidden.
 */
export function getVisitors(cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/me/visitors', { query: { cursor: cursor ?? undefined } }, { signal });
}

export const visitorsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: visitorsQueryKey,
    queryFn: ({ pageParam, signal }) => getVisitors(pageParam, signal),
    initialPageParam: null as string | null,
    // Only the premium answer is paged; the preview and the hidden answer are one page each.
    getNextPageParam: (last) => (last.view === 'full' ? last.nextCursor : null),
    staleTime: 30_000,
  });

/** The visitors, a page at a time; the dashboard's card reads the same first page. */
export function useVisitors() {
  return useInfiniteQuery(visitorsQueryOptions());
}
