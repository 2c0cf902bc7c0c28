import { AdminSchema, AdminSessionSchema } from '@mithaq/contracts/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminSession, useAdminToken } from '../lib/admin-session';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

const OkSchema = z.object({ ok: z.literal(true) });

export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest('/api/admin/auth/login', { method: 'POST', body, schema: AdminSessionSchema }),
    onSuccess: (session) => adminSession.setToken(session.token),
  });
}

export function useAdminMe() {
  const token = useAdminToken();
  return useQuery({
    queryKey: adminKeys.me(token),
    queryFn: () => adminRequest('/api/admin/auth/me', { schema: AdminSchema }),
    enabled: Boolean(token),
    retry: false,
  });
}

export async function adminLogout() {
  await adminRequest('/api/admin/auth/logout', { method: 'POST', schema: OkSchema }).catch(() => undefined);
  adminSession.setToken(null);
}
