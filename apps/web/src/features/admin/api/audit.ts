import { AuditListSchema } from '@mithaq/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export const useAudit = (page: number) =>
  useQuery({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => adminRequest(`/api/admin/audit?page=${page}&limit=50`, { schema: AuditListSchema }),
    placeholderData: keepPreviousData,
  });
