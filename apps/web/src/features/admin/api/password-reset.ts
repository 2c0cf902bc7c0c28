import { PasswordMessageSchema } from '@mithaq/contracts/password';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** Emails the member a reset link; staff see only that it was sent (and the activity log says so). */
export const useSendPasswordReset = () =>
  useAdminMutation(
    (userId: string) =>
      adminRequest(`/api/admin/profiles/${userId}/password-reset`, { method: 'POST', schema: PasswordMessageSchema }),
    (userId) => [adminKeys.member(userId), adminKeys.audit()],
  );
