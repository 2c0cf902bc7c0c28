import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const visibilityQueryKey = ['visits', 'visibility'] as const;

/** `GET /api/me/visibility`: incognito (as it counts now), and whether the member's visits and activity are shown. */
export function getVisibility(signal?: AbortSignal) {
  return apiRequest('GET /api/me/visibility', {}, { signal });
}

export const visibilityQueryOptions = () =>
  queryOptions({ queryKey: visibilityQueryKey, queryFn: ({ signal }) => getVisibility(signal), staleTime: 30_000 });

export function useVisibility() {
  return useQuery(visibilityQueryOptions());
}
