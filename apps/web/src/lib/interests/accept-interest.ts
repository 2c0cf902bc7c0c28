import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useInvalidateInterestData } from './invalidate-interest-data';

/** `POST /api/profiles/{id}/accept-interest`, where {id} is the member who sent the interest. */
export function acceptInterest(profileId: string) {
  return apiRequest('POST /api/profiles/:id/accept-interest', { params: { id: profileId } });
}

export function useAcceptInterest() {
  const invalidate = useInvalidateInterestData();
  return useMutation({ mutationFn: acceptInterest, onSuccess: () => invalidate() });
}
