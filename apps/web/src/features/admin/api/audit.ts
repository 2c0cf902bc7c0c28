import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export const useAudit = (page: number) =>
  useQuery({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => adminRequest('GET /api/admin/audit', { query: { page, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
