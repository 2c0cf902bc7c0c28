import type { BrowseQuery } from '@mithaq/contracts/profiles-api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { browseProfilesQuery } from './profiles-path';

/** The filters the browse screen sends (spec section 2, plus age, sect and marital status). */
export type BrowseFilters = Omit<BrowseQuery, 'cursor' | 'limit'>;

/** Shares the `['profiles']` prefix that interest mutations invalidate. */
export const browseProfilesQueryKey = (filters: BrowseFilters) => ['profiles', 'browse', filters] as const;

/** `GET /api/profiles?location=&...&cursor=&limit=` (profiles-path.ts). */
export function getProfiles(filters: BrowseFilters, cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/profiles', { query: browseProfilesQuery(filters, cursor) }, { signal });
}

export const browseProfilesQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: browseProfilesQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProfiles(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** Pages of profiles, 'Load more' fetching the next by `nextCursor`; the old list stays while a filter reloads. */
export function useBrowseProfiles(filters: BrowseFilters) {
  return useInfiniteQuery({ ...browseProfilesQueryOptions(filters), placeholderData: keepPreviousData });
}
