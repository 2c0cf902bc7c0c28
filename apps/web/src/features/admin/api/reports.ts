import { AdminReportListSchema } from '@mithaq/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const useReportQueue = (status: string) =>
  useQuery({
    queryKey: adminKeys.reportQueue(status),
    queryFn: () => adminRequest(`/api/admin/reports?status=${status}`, { schema: AdminReportListSchema }),
  });

/**
 * A decision may suspend or ban the reported member, whose id the caller does not pass, so every member
 * detail and the member list refresh too.
 */
export const useDecideReport = () =>
  useAdminMutation(
    ({ id, action, notes }: { id: string; action: string; notes: string }) =>
      adminRequest(`/api/admin/reports/${id}/decision`, {
        method: 'POST',
        body: { action, notes },
        schema: z.object({ _id: z.string(), status: z.string() }),
      }),
    () => [adminKeys.reports(), adminKeys.members(), adminKeys.profiles(), adminKeys.audit()],
  );
