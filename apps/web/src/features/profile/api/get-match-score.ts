import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const matchScoreQueryKey = (id: string) => ['profiles', 'match-score', id] as const;

/** GET /api/profiles/{id}/match-score: both directions of fit, explained (matches only; 403 otherwise). */
export function getMatchScore(id: string) {
  return apiRequest('GET /api/profiles/:id/match-score', { params: { id } });
}

export const matchScoreQueryOptions = (id: string) =>
  queryOptions({ queryKey: matchScoreQueryKey(id), queryFn: () => getMatchScore(id), retry: false });

export function useMatchScore(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...matchScoreQueryOptions(id), enabled });
}
