import type { InviteGuardianInput } from '@mithaq/contracts/guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { guardianQueryKey } from './get-guardian';

/** `POST /api/guardians`: invites one guardian; they get an email with their link. */
export function inviteGuardian(input: InviteGuardianInput) {
  return apiRequest('POST /api/guardians', { body: input });
}

/** `POST /api/guardians/{id}/resend`: a new link by email; the old one stops working. */
export function resendGuardianLink(id: string) {
  return apiRequest('POST /api/guardians/:id/resend', { params: { id } });
}

/** `DELETE /api/guardians/{id}`: the guardian's view ends at once. */
export function removeGuardian(id: string) {
  return apiRequest('DELETE /api/guardians/:id', { params: { id } });
}

function useGuardianMutation<T>(mutationFn: (input: T) => ReturnType<typeof inviteGuardian>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(guardianQueryKey, data),
  });
}

export const useInviteGuardian = () => useGuardianMutation(inviteGuardian);
export const useResendGuardianLink = () => useGuardianMutation(resendGuardianLink);
export const useRemoveGuardian = () => useGuardianMutation(removeGuardian);
