import {
  AdminMemberDetailSchema,
  AdminProfileListSchema,
  AdminReportListSchema,
  AdminSchema,
  AdminSessionSchema,
  AuditListSchema,
  IdSubmissionSchema,
  PasswordMessageSchema,
  PhotoSubmissionSchema,
  TicketListSchema,
  TicketSchema,
} from '@mithaq/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiFetch, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { adminSession, useAdminToken } from '../lib/admin-session';

/** A staff call's 401 ends the staff session, whatever the call (spec section 4 "Admin session"). */
async function endSessionOn401<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) adminSession.setToken(null);
    throw err;
  }
}

const staffCredential = () => ({ scheme: 'Admin' as const, token: adminSession.getToken() });

/** Every staff call: `Authorization: Admin <token>`. */
export function adminRequest<S extends z.ZodType>(path: string, options: RequestOptions<S> & { schema: S }) {
  return endSessionOn401(apiRequest(path, { ...options, credential: staffCredential() }));
}

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
    queryKey: ['admin', 'me', token],
    queryFn: () => adminRequest('/api/admin/auth/me', { schema: AdminSchema }),
    enabled: Boolean(token),
    retry: false,
  });
}

export async function adminLogout() {
  await adminRequest('/api/admin/auth/logout', { method: 'POST', schema: OkSchema }).catch(() => undefined);
  adminSession.setToken(null);
}

export function useAdminProfiles(params: { status: string; page: number; search: string }) {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), limit: '20' });
  if (params.search) query.set('search', params.search);
  return useQuery({
    queryKey: ['admin', 'profiles', params],
    queryFn: () => adminRequest(`/api/admin/profiles?${query}`, { schema: AdminProfileListSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMember(userId: string | null) {
  return useQuery({
    queryKey: ['admin', 'member', userId],
    queryFn: () => adminRequest(`/api/admin/profiles/${userId}`, { schema: AdminMemberDetailSchema }),
    enabled: Boolean(userId),
  });
}

/** Invalidate everything the console shows after a decision. */
export function useAdminMutation<T, V>(fn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    // Spec section 8: staff decision and reply failures are only logged.
    onError: (err) => console.error('staff action failed', err),
  });
}

export const useSetAccountStatus = () =>
  useAdminMutation(({ userId, status }: { userId: string; status: string }) =>
    adminRequest(`/api/admin/profiles/${userId}/status`, {
      method: 'POST',
      body: { status },
      schema: AdminMemberDetailSchema,
    }),
  );

/** Emails the member a reset link; staff see only that it was sent (and the activity log says so). */
export const useSendPasswordReset = () =>
  useAdminMutation((userId: string) =>
    adminRequest(`/api/admin/profiles/${userId}/password-reset`, { method: 'POST', schema: PasswordMessageSchema }),
  );

export const usePhotoQueue = (status: string) =>
  useQuery({
    queryKey: ['admin', 'photos', status],
    queryFn: () => adminRequest(`/api/admin/photos?status=${status}`, { schema: z.array(PhotoSubmissionSchema) }),
  });

export const useDecidePhoto = () =>
  useAdminMutation(({ userId, status, notes }: { userId: string; status: string; notes: string }) =>
    adminRequest(`/api/admin/photos/${userId}/decision`, {
      method: 'POST',
      body: { status, notes },
      schema: PhotoSubmissionSchema,
    }),
  );

export const useIdQueue = (status: string) =>
  useQuery({
    queryKey: ['admin', 'ids', status],
    queryFn: () => adminRequest(`/api/admin/ids?status=${status}`, { schema: z.array(IdSubmissionSchema) }),
  });

export const useDecideId = () =>
  useAdminMutation(({ userId, status, notes }: { userId: string; status: string; notes: string }) =>
    adminRequest(`/api/admin/ids/${userId}/decision`, {
      method: 'POST',
      body: { status, notes },
      schema: IdSubmissionSchema,
    }),
  );

/** A file only staff may open (an ID document, a selfie), fetched with the staff token. */
export const fetchStaffFile = (path: string) => endSessionOn401(apiFetch(path, { credential: staffCredential() }));

/** The ID document, fetched with the staff token, as a blob address for the viewer. */
export async function fetchIdDocument(userId: string): Promise<{ url: string; type: string }> {
  const res = await fetchStaffFile(`/api/admin/ids/${userId}/document`);
  const blob = await res.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}

export const useSupportQueue = (status: string, pollMs: number) =>
  useQuery({
    queryKey: ['admin', 'support', status],
    queryFn: () => adminRequest(`/api/admin/support?status=${status}`, { schema: TicketListSchema }),
    refetchInterval: pollMs,
  });

/** `GET /api/admin/support/{id}?before=`: page 0 is the newest messages, each next page older. */
export const useStaffTicket = (id: string, pollMs: number) =>
  useInfiniteQuery({
    queryKey: ['admin', 'support-ticket', id],
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: pageParam })}` : '';
      return adminRequest(`/api/admin/support/${encodeURIComponent(id)}${query}`, { schema: TicketSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    refetchInterval: pollMs,
  });

export const useStaffReply = () =>
  useAdminMutation(({ id, message, status }: { id: string; message: string; status: string }) =>
    adminRequest(`/api/admin/support/${id}/reply`, { method: 'POST', body: { message, status }, schema: TicketSchema }),
  );

export const useReportQueue = (status: string) =>
  useQuery({
    queryKey: ['admin', 'reports', status],
    queryFn: () => adminRequest(`/api/admin/reports?status=${status}`, { schema: AdminReportListSchema }),
  });

export const useDecideReport = () =>
  useAdminMutation(({ id, action, notes }: { id: string; action: string; notes: string }) =>
    adminRequest(`/api/admin/reports/${id}/decision`, {
      method: 'POST',
      body: { action, notes },
      schema: z.object({ _id: z.string(), status: z.string() }),
    }),
  );

export const useAudit = (page: number) =>
  useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => adminRequest(`/api/admin/audit?page=${page}&limit=50`, { schema: AuditListSchema }),
    placeholderData: keepPreviousData,
  });
