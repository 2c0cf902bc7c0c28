import { useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const usePhotoQueue = (status: NonNullable<EndpointQuery<'GET /api/admin/photos'>['status']>) =>
  useQuery({
    queryKey: adminKeys.photoQueue(status),
    queryFn: () => adminRequest('GET /api/admin/photos', { query: { status } }),
  });

/** The selfie queue shows the photo a selfie is compared with, so it refreshes with the photo queue. */
export const useDecidePhoto = () =>
  useAdminMutation(
    ({ userId, status, notes }: { userId: string } & EndpointBody<'POST /api/admin/photos/:userId/decision'>) =>
      adminRequest('POST /api/admin/photos/:userId/decision', { params: { userId }, body: { status, notes } }),
    ({ userId }) => [
      adminKeys.photos(),
      adminKeys.selfies(),
      adminKeys.member(userId),
      adminKeys.profiles(),
      adminKeys.audit(),
    ],
  );
