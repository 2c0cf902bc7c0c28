import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../current-member';
import { interestsQueryKey } from './get-interests';

/** Browse lists (and any profile view) live under this prefix. */
export const profilesQueryKey = ['profiles'] as const;

/**
 * Spec section 4 "Interest": after send, accept or decline the interest and profile lists reload;
 * `me` reloads too because accepting changes `acceptedInterests`, which decides who is a match.
 */
export function useInvalidateInterestData() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profilesQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
    [queryClient],
  );
}
