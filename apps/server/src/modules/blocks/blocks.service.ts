import { INTEREST_MESSAGES } from '@mithaq/contracts/interests';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { findMemberById, revokePhotoAddresses } from '../members/index.js';
import * as repo from './blocks.repo.js';

/** Any existing member may be blocked or unblocked, whatever their account status. */
async function assertBlockable(ctx: AppContext, memberId: string, userId: string): Promise<void> {
  if (memberId === userId) throw new AppError('BAD_REQUEST', INTEREST_MESSAGES.blockSelf);
  const other = await findMemberById(ctx.db, userId);
  if (!other) throw new AppError('NOT_FOUND', INTEREST_MESSAGES.memberNotFound);
}

/** Both inboxes show the block (and an open thread its composer text) at once. */
function publishInboxes(ctx: AppContext, memberId: string, userId: string) {
  return ctx.events.publish({ kind: 'inbox', memberIds: [memberId, userId] });
}

/**
 * Idempotent. Interest rows stay; every list filters blocked pairs out (spec section 4 "Block"). A new
 * block also ends the photo addresses either member holds of the other's photo, in the same
 * transaction (docs/decisions/0005-photos.md "Photo addresses").
 */
export async function blockMember(ctx: AppContext, memberId: string, userId: string) {
  await assertBlockable(ctx, memberId, userId);
  await ctx.db.transaction(async (tx) => {
    if (await repo.insertBlock(tx, memberId, userId)) await revokePhotoAddresses(tx, [memberId, userId]);
  });
  await publishInboxes(ctx, memberId, userId);
  return { blockedByMe: true };
}

export async function unblockMember(ctx: AppContext, memberId: string, userId: string) {
  await assertBlockable(ctx, memberId, userId);
  await repo.deleteBlock(ctx.db, memberId, userId);
  await publishInboxes(ctx, memberId, userId);
  return { blockedByMe: false };
}
