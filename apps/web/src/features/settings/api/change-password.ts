import type { ChangePasswordInput } from '@mithaq/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/password/change`: this session stays, the member's others end. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest('POST /api/auth/password/change', { body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
