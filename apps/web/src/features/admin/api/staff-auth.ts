import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminSession, useAdminToken } from '../lib/admin-session';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => apiRequest('POST /api/admin/auth/login', { body }),
    onSuccess: (session) => adminSession.setToken(session.token),
  });
}

export function useAdminMe() {
  const token = useAdminToken();
  return useQuery({
    queryKey: adminKeys.me(token),
    queryFn: () => adminRequest('GET /api/admin/auth/me'),
    enabled: Boolean(token),
    retry: false,
  });
}

export async function adminLogout() {
  await adminRequest('POST /api/admin/auth/logout').catch(() => undefined);
  adminSession.setToken(null);
}
