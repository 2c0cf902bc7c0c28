import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const guardianQueryKey = ['guardians'] as const;

/** `GET /api/guardians`: the member's one current guardian, or null. */
export function getGuardian(signal?: AbortSignal) {
  return apiRequest('GET /api/guardians', {}, { signal });
}

export const guardianQueryOptions = () =>
  queryOptions({ queryKey: guardianQueryKey, queryFn: ({ signal }) => getGuardian(signal) });

export const useGuardian = () => useQuery(guardianQueryOptions());
