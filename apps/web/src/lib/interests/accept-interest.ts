import type { InterestDecisionResponseSchema } from '@mithaq/contracts/interests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useInvalidateInterestData } from './invalidate-interest-data';

/** `POST /api/profiles/{id}/accept-interest`, where {id} is the member who sent the interest. */
export function acceptInterest(profileId: string) {
  return apiRequest<typeof InterestDecisionResponseSchema>(
    `/api/profiles/${encodeURIComponent(profileId)}/accept-interest`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useAcceptInterest() {
  const invalidate = useInvalidateInterestData();
  return useMutation({ mutationFn: acceptInterest, onSuccess: () => invalidate() });
}
