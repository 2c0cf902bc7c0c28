import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useInvalidateInterestData } from './invalidate-interest-data';

/** `POST /api/profiles/{id}/decline-interest`, where {id} is the member who sent the interest. */
export function declineInterest(profileId: string) {
  return apiRequest('POST /api/profiles/:id/decline-interest', { params: { id: profileId } });
}

export function useDeclineInterest() {
  const invalidate = useInvalidateInterestData();
  return useMutation({ mutationFn: declineInterest, onSuccess: () => invalidate() });
}
