import type { LoginInput, RegisterInput } from '@mithaq/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { browserTimeZone } from '../../../lib/time-zone';

export function login(input: LoginInput) {
  return apiRequest('POST /api/auth/login', { body: input }, { signOutOn401: false });
}

/** The member's time zone comes from the browser, unasked; Settings can change it. */
export function register(input: RegisterInput) {
  const body: RegisterInput = { timeZone: browserTimeZone(), ...input };
  return apiRequest('POST /api/auth/register', { body });
}

/** Stores the token and starts from a clean cache, so no previous member's data lingers. */
function useStoreToken() {
  const queryClient = useQueryClient();
  return ({ token }: { token: string }) => {
    queryClient.clear();
    sessionStore.setToken(token);
  };
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: useStoreToken() });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: useStoreToken() });
}
