import { useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, fetchStaffFile, useAdminMutation } from './admin-request';

export const useIdQueue = (status: NonNullable<EndpointQuery<'GET /api/admin/ids'>['status']>) =>
  useQuery({
    queryKey: adminKeys.idQueue(status),
    queryFn: () => adminRequest('GET /api/admin/ids', { query: { status } }),
  });

export const useDecideId = () =>
  useAdminMutation(
    ({ userId, status, notes }: { userId: string } & EndpointBody<'POST /api/admin/ids/:userId/decision'>) =>
      adminRequest('POST /api/admin/ids/:userId/decision', { params: { userId }, body: { status, notes } }),
    ({ userId }) => [adminKeys.ids(), adminKeys.member(userId), adminKeys.profiles(), adminKeys.audit()],
  );

/** The ID document, fetched with the staff token, as a blob address for the viewer. */
export async function fetchIdDocument(userId: string): Promise<{ url: string; type: string }> {
  const res = await fetchStaffFile(`/api/admin/ids/${userId}/document`);
  const blob = await res.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}
