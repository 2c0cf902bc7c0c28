import { AdminProfileListSchema } from '@mithaq/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export function useAdminProfiles(params: { status: string; page: number; search: string }) {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), limit: '20' });
  if (params.search) query.set('search', params.search);
  return useQuery({
    queryKey: adminKeys.profileList(params),
    queryFn: () => adminRequest(`/api/admin/profiles?${query}`, { schema: AdminProfileListSchema }),
    placeholderData: keepPreviousData,
  });
}
