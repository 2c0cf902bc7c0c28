import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = (id: string) => ['profiles', 'detail', id] as const;

/** GET /api/profiles/{id}: what this viewer may see of another member, and where they stand. */
export function getProfile(id: string) {
  return apiRequest('GET /api/profiles/:id', { params: { id } });
}

export const profileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileQueryKey(id), queryFn: () => getProfile(id), retry: false, staleTime: 30_000 });

export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}
