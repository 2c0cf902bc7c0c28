import type { InterestDecisionResponseSchema } from '@mithaq/contracts/interests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useInvalidateInterestData } from './invalidate-interest-data';

/** `POST /api/profiles/{id}/decline-interest`, where {id} is the member who sent the interest. */
export function declineInterest(profileId: string) {
  return apiRequest<typeof InterestDecisionResponseSchema>(
    `/api/profiles/${encodeURIComponent(profileId)}/decline-interest`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useDeclineInterest() {
  const invalidate = useInvalidateInterestData();
  return useMutation({ mutationFn: declineInterest, onSuccess: () => invalidate() });
}
