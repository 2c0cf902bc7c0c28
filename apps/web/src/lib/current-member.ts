import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useToken } from './session';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe() {
  return apiRequest('GET /api/auth/me');
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

/** The signed-in member; disabled while signed out. A 401 clears the session (api-client). */
export function useMe() {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(token), retry: false });
}
