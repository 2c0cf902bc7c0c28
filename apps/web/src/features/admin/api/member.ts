import { AdminMemberDetailSchema } from '@mithaq/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export function useAdminMember(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.member(userId),
    queryFn: () => adminRequest(`/api/admin/profiles/${userId}`, { schema: AdminMemberDetailSchema }),
    enabled: Boolean(userId),
  });
}

/** The list shows each member's status and a report shows the reported member's, so both refresh too. */
export const useSetAccountStatus = () =>
  useAdminMutation(
    ({ userId, status }: { userId: string; status: string }) =>
      adminRequest(`/api/admin/profiles/${userId}/status`, {
        method: 'POST',
        body: { status },
        schema: AdminMemberDetailSchema,
      }),
    ({ userId }) => [adminKeys.member(userId), adminKeys.profiles(), adminKeys.reports(), adminKeys.audit()],
  );
