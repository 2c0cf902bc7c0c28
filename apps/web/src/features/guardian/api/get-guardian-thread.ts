import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `GET /api/guardian-view/conversations/{userId}`: read-only; reading marks nothing read. */
export const getGuardianThread = (userId: string, signal?: AbortSignal) =>
  guardianRequest('GET /api/guardian-view/conversations/:userId', { params: { userId } }, { signal });

export const guardianThreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...guardianViewKey, 'thread', userId],
    queryFn: ({ signal }) => getGuardianThread(userId, signal),
  });

export const useGuardianThread = (userId: string) => useQuery(guardianThreadQueryOptions(userId));
