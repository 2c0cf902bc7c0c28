import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import type { TodayPicks } from '@mithaq/contracts/picks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the `['profiles']` prefix that interest mutations invalidate: a pick leaves once an interest is sent. */
export const todaysPicksQueryKey = ['profiles', 'picks', 'today'] as const;

/**
 * Today's picks as the page keeps them: the cards as the one page of a list (`pages[0].profiles`), like
 * every other list of cards, so that a card's marks (saved, not interested) reach them at once
 * (lib/shortlist/shortlist-cache.ts).
 */
export type PicksOfTheDay = Omit<TodayPicks, 'picks'> & { pages: { profiles: DiscoveredProfile[] }[] };

/** `GET /api/picks/today` (docs/decisions/0065-coming-back.md "Daily picks"). */
export async function getTodaysPicks(signal?: AbortSignal): Promise<PicksOfTheDay> {
  const { picks, ...day } = await apiRequest('GET /api/picks/today', {}, { signal });
  return { ...day, pages: [{ profiles: picks }] };
}

export const todaysPicksQueryOptions = () =>
  queryOptions({ queryKey: todaysPicksQueryKey, queryFn: ({ signal }) => getTodaysPicks(signal), staleTime: 60_000 });

/** The latest morning's picks, best fit first, with the member's plan's number a day. */
export function useTodaysPicks() {
  return useQuery(todaysPicksQueryOptions());
}
