import { BROWSE_PAGE_SIZE, type BrowseQuery } from '@mithaq/contracts/discovery';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The filters the browse screen sends (spec section 2, and the advanced search of docs/decisions/0064-finding-the-right-person.md). */
export type BrowseFilters = Omit<BrowseQuery, 'cursor' | 'limit'>;

/** Shares the `['profiles']` prefix that interest mutations invalidate. */
export const browseProfilesQueryKey = (filters: BrowseFilters) => ['profiles', 'browse', filters] as const;

/** The query of `GET /api/profiles`: the filters set (trimmed), the cursor, then the page size. */
export function browseProfilesQuery(filters: BrowseFilters, cursor: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') query[key] = String(value).trim();
  }
  if (cursor) query.cursor = cursor;
  query.limit = String(BROWSE_PAGE_SIZE);
  return query;
}

/** `GET /api/profiles?location=&...&cursor=&limit=`, the query from `browseProfilesQuery`. */
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
