import type { PhotoFlagConfirmInput } from '@mithaq/contracts/safety/photo-flags';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** What a flag's decision changes: the photo queue, the member's detail (linked accounts) and the log. */
const flagDecisionKeys = (userId: string) => [
  adminKeys.photos(),
  adminKeys.member(userId),
  adminKeys.profiles(),
  adminKeys.audit(),
];

/** A false match: the flag closes and the photo can be approved or rejected as any other. */
export const useDismissFlag = () =>
  useAdminMutation(
    ({ flagId }: { flagId: string; userId: string }) =>
      adminRequest('POST /api/admin/photo-flags/:id/dismiss', { params: { id: flagId }, body: {} }),
    ({ userId }) => flagDecisionKeys(userId),
  );

/** A true match: the photo is rejected with the notes, and the member told. */
export const useConfirmFlag = () =>
  useAdminMutation(
    ({ flagId, notes }: { flagId: string; userId: string } & PhotoFlagConfirmInput) =>
      adminRequest('POST /api/admin/photo-flags/:id/confirm', { params: { id: flagId }, body: { notes } }),
    ({ userId }) => [...flagDecisionKeys(userId), adminKeys.selfies()],
  );
