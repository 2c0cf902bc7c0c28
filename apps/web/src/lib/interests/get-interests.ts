import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useToken } from '../session';

/** Prefix for everything interest-related; mutations invalidate it (house style rule 8). */
export const interestsQueryKey = ['interests'] as const;

/** `GET /api/profiles/interests`: received, sent and accepted lists (spec section 3 "Interests response"). */
export function getInterests({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('GET /api/profiles/interests', {}, { signal });
}

export const interestsQueryOptions = () =>
  queryOptions({ queryKey: [...interestsQueryKey, 'lists'], queryFn: getInterests, staleTime: 15_000 });

interface UseInterestsOptions {
  /** Poll interval in ms while signed in (the nav badge polls; pages do not). */
  refetchInterval?: number;
}

/**
 * The member's interest lists. Browse, notifications and the nav badge share this one cache
 * entry, so a refresh anywhere updates all of them.
 */
export function useInterests({ refetchInterval }: UseInterestsOptions = {}) {
  const token = useToken();
  return useQuery({ ...interestsQueryOptions(), enabled: Boolean(token), refetchInterval });
}
