import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** Emails the member a reset link; staff see only that it was sent (and the activity log says so). */
export const useSendPasswordReset = () =>
  useAdminMutation(
    (userId: string) => adminRequest('POST /api/admin/profiles/:userId/password-reset', { params: { userId } }),
    (userId) => [adminKeys.member(userId), adminKeys.audit()],
  );
