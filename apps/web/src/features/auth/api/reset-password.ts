import type { ForgotPasswordInput, ResetPasswordInput } from '@mithaq/contracts/password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** `POST /api/auth/password/forgot`: always the same answer. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest('POST /api/auth/password/forgot', { body: input });
}

/** `POST /api/auth/password/reset`: the token from the email's link and the new password. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('POST /api/auth/password/reset', { body: input }, { signOutOn401: false });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** A reset ends every session, this browser's too: it forgets its token and cached data. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      sessionStore.setToken(null);
      queryClient.clear();
    },
  });
}
