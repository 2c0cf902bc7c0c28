import type { SelfieDecisionInput } from '@mithaq/contracts/selfie';
import { useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** `GET /api/admin/selfies?status=`: `pending` also holds verified selfies to compare with a new photo. */
export const useSelfieQueue = (status: NonNullable<EndpointQuery<'GET /api/admin/selfies'>['status']>) =>
  useQuery({
    queryKey: adminKeys.selfieQueue(status),
    queryFn: () => adminRequest('GET /api/admin/selfies', { query: { status } }),
  });

/** The photo queue shows whether a photo's selfie is verified, so it refreshes with the selfie queue. */
export const useDecideSelfie = () =>
  useAdminMutation(
    ({ userId, ...body }: SelfieDecisionInput & { userId: string }) =>
      adminRequest('POST /api/admin/selfies/:userId/decision', { params: { userId }, body }),
    ({ userId }) => [
      adminKeys.selfies(),
      adminKeys.photos(),
      adminKeys.member(userId),
      adminKeys.profiles(),
      adminKeys.audit(),
    ],
  );
