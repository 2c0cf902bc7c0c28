import type { PhotoSubmission } from '@mithaq/contracts/admin';
import { PHOTO_FLAG_MESSAGES, type PhotoFlagConfirmInput } from '@mithaq/contracts/safety/photo-flags';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { StaffActor } from '../audit/audit.service.js';
import { decidePhotoFlag, dismissPhotoFlag, findPhotoFlag } from '../safety/index.js';
import { decideCurrentPhoto, photoSubmissionOf } from './admin-profiles.service.js';

/** A false match: the flag is closed and the photo is reviewed as any other (audited by safety). */
export async function dismissFlag(ctx: AppContext, actor: StaffActor, flagId: string): Promise<PhotoSubmission> {
  const flag = await dismissPhotoFlag(ctx, actor, flagId);
  return photoSubmissionOf(ctx, actor, flag.memberId);
}

/**
 * A true match: the flag is confirmed and the photo rejected with the notes, in one transaction, and
 * the member is told as with any rejection (docs/decisions/0066-catching-scammers-early.md "Reused photos").
 */
export async function confirmFlag(
  ctx: AppContext,
  actor: StaffActor,
  flagId: string,
  { notes }: PhotoFlagConfirmInput,
): Promise<PhotoSubmission> {
  const flag = await findPhotoFlag(ctx, flagId);
  return decideCurrentPhoto(ctx, actor, flag.memberId, { status: 'rejected', notes }, async (tx, photoId) => {
    // The member replaced the photo meanwhile: the flag went with the old one.
    if (photoId !== flag.photoId) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.flagNotFound);
    await decidePhotoFlag(tx, actor, flag, 'confirmed', new Date(ctx.clock()));
  });
}
