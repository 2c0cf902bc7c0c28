import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const fitQueryKey = (id: string) => ['profiles', 'fit', id] as const;

/** `GET /api/discovery/fit/:id`: the viewer's preferences one by one, the other's as a count. */
export function getFit(id: string, signal?: AbortSignal) {
  return apiRequest('GET /api/discovery/fit/:id', { params: { id } }, { signal });
}

export const fitQueryOptions = (id: string) =>
  queryOptions({ queryKey: fitQueryKey(id), queryFn: ({ signal }) => getFit(id, signal), staleTime: 60_000 });

/** How the two fit, fetched when "Why?" opens. */
export function useFit(id: string, enabled: boolean) {
  return useQuery({ ...fitQueryOptions(id), enabled });
}
