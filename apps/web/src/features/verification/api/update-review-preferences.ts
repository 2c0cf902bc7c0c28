import type { ReviewPreferences } from '@mithaq/contracts/selfie';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { verificationStatusKey } from './verification-api';

/** `PUT /api/verify/preferences`: who may review the member's selfie and ID. */
export const updateReviewPreferences = (body: ReviewPreferences) => apiRequest('PUT /api/verify/preferences', { body });

export function useUpdateReviewPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewPreferences,
    onSuccess: (status) => queryClient.setQueryData(verificationStatusKey, status),
  });
}
