import { BROWSE_PAGE_SIZE } from '@mithaq/contracts/discovery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the `['profiles']` prefix that interest mutations invalidate: a card leaves once an interest is sent. */
export const myMatchesQueryKey = (strict: boolean) => ['profiles', 'matches', { strict }] as const;

/** `GET /api/discovery/matches?strict=&cursor=&limit=` (docs/decisions/0064-finding-the-right-person.md "My matches"). */
export function getMyMatches(strict: boolean, cursor: string | null, signal?: AbortSignal) {
  const query: Record<string, string> = {};
  if (strict) query.strict = 'true';
  if (cursor) query.cursor = cursor;
  query.limit = String(BROWSE_PAGE_SIZE);
  return apiRequest('GET /api/discovery/matches', { query }, { signal });
}

export const myMatchesQueryOptions = (strict: boolean) =>
  infiniteQueryOptions({
    queryKey: myMatchesQueryKey(strict),
    queryFn: ({ pageParam, signal }) => getMyMatches(strict, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** My matches, a page at a time; `strict` shows them as asked, without widening. */
export function useMyMatches(strict: boolean) {
  return useInfiniteQuery(myMatchesQueryOptions(strict));
}
