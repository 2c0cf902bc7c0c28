import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const savedSearchesQueryKey = ['saved-searches'] as const;

/** `GET /api/saved-searches`: the member's saved searches, with the most they may keep (docs/decisions/0065-coming-back.md). */
export function getSavedSearches(signal?: AbortSignal) {
  return apiRequest('GET /api/saved-searches', {}, { signal });
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
    staleTime: 30_000,
  });

/** The saved searches, each with its alerts and how many new members fit it since its last alert. */
export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
