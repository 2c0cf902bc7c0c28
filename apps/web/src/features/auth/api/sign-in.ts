import type { LoginInput, RegisterInput, TokenSchema } from '@mithaq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export function login(input: LoginInput) {
  return apiRequest<typeof TokenSchema>('/api/auth/login', { method: 'POST', body: input, signOutOn401: false });
}

export function register(input: RegisterInput) {
  return apiRequest<typeof TokenSchema>('/api/auth/register', { method: 'POST', body: input });
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
