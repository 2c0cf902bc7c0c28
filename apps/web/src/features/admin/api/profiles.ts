import type { AdminProfileFilter } from '@mithaq/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export function useAdminProfiles(params: { status: AdminProfileFilter; page: number; search: string }) {
  const query = { status: params.status, page: params.page, limit: 20, search: params.search || undefined };
  return useQuery({
    queryKey: adminKeys.profileList(params),
    queryFn: () => adminRequest('GET /api/admin/profiles', { query }),
    placeholderData: keepPreviousData,
  });
}
