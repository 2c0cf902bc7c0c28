import { useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const useReportQueue = (status: NonNullable<EndpointQuery<'GET /api/admin/reports'>['status']>) =>
  useQuery({
    queryKey: adminKeys.reportQueue(status),
    queryFn: () => adminRequest('GET /api/admin/reports', { query: { status } }),
  });

/**
 * A decision may suspend or ban the reported member, whose id the caller does not pass, so every member
 * detail and the member list refresh too.
 */
export const useDecideReport = () =>
  useAdminMutation(
    ({ id, action, notes }: { id: string } & EndpointBody<'POST /api/admin/reports/:id/decision'>) =>
      adminRequest('POST /api/admin/reports/:id/decision', { params: { id }, body: { action, notes } }),
    () => [adminKeys.reports(), adminKeys.members(), adminKeys.profiles(), adminKeys.audit()],
  );
