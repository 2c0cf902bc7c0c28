import { useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export function useAdminMember(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.member(userId),
    queryFn: () => adminRequest('GET /api/admin/profiles/:userId', { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
  });
}

/** The list shows each member's status, and a report and the Risk queue show the member's, so they refresh too. */
export const useSetAccountStatus = () =>
  useAdminMutation(
    ({ userId, status }: { userId: string } & EndpointBody<'POST /api/admin/profiles/:userId/status'>) =>
      adminRequest('POST /api/admin/profiles/:userId/status', { params: { userId }, body: { status } }),
    ({ userId }) => [
      adminKeys.member(userId),
      adminKeys.profiles(),
      adminKeys.reports(),
      adminKeys.risk(),
      adminKeys.audit(),
    ],
  );
