import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

/** `GET /api/me/export`: the ZIP, saved through a temporary link. */
export async function downloadMyData(): Promise<void> {
  const res = await apiFetch('/api/me/export');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'mithaq-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** `DELETE /api/me {password}`; the session ends with the account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest('DELETE /api/me', { body: { password } }, { signOutOn401: false }),
  });
}

const noticesKey = ['me', 'notices'] as const;

export function useNotices() {
  const token = useToken();
  return useQuery({
    queryKey: noticesKey,
    queryFn: () => apiRequest('GET /api/me/notices'),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST /api/me/notices/:id/ack', { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
