import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `GET /api/guardian-view/me`: who the guardian is and whose account they see. */
export const getGuardianMe = (signal?: AbortSignal) => guardianRequest('GET /api/guardian-view/me', {}, { signal });

export const guardianMeQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...guardianViewKey, 'me', token],
    queryFn: ({ signal }) => getGuardianMe(signal),
    enabled: Boolean(token),
    retry: false,
  });

export const useGuardianMe = (token: string | null) => useQuery(guardianMeQueryOptions(token));
