import { useMemo } from 'react';
import { useMe } from '../../lib/current-member';

/** Who is looking: their matches (`acceptedInterests`, spec section 4 "Match") and whether they are premium. */
export function useViewer() {
  const me = useMe().data;
  return useMemo(
    () => ({
      id: me?._id ?? null,
      matchIds: new Set(me?.acceptedInterests ?? []),
      isPremium: me?.membershipTier === 'premium',
    }),
    [me],
  );
}
