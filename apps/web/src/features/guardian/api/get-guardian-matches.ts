import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `GET /api/guardian-view/matches`: the member's matches, newest first. */
export const getGuardianMatches = (signal?: AbortSignal) =>
  guardianRequest('GET /api/guardian-view/matches', {}, { signal });

export const guardianMatchesQueryOptions = () =>
  queryOptions({ queryKey: [...guardianViewKey, 'matches'], queryFn: ({ signal }) => getGuardianMatches(signal) });

export const useGuardianMatches = () => useQuery(guardianMatchesQueryOptions());
