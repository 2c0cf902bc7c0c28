import type { ChangePasswordInput, PasswordMessageSchema } from '@mithaq/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/password/change`: this session stays, the member's others end. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest<typeof PasswordMessageSchema>('/api/auth/password/change', { method: 'POST', body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
