import { IdSchema } from '@mithaq/contracts/common';
import { PHOTO_FLAG_MESSAGES, type PhotoFlagStatus } from '@mithaq/contracts/safety/photo-flags';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import * as repo from './photo-flags.repo.js';

export type { PhotoFlagRow } from './photo-flags.repo.js';
export const listPhotoFlags = repo.listFlagsOfPhotos;

/** A photo with an open flag waits for staff to dismiss or confirm it; approving it is refused meanwhile. */
export async function assertNoOpenPhotoFlags(db: Executor, photoId: string): Promise<void> {
  if (await repo.hasOpenFlags(db, photoId)) throw new AppError('CONFLICT', PHOTO_FLAG_MESSAGES.openFlag);
}

/** The flag's photo and its owner; 404 for an unknown flag or one gone with its photo. */
export async function findPhotoFlag(ctx: Pick<AppContext, 'db'>, flagId: string) {
  const flag = IdSchema.safeParse(flagId).success ? await repo.findFlag(ctx.db, flagId) : null;
  if (!flag) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.flagNotFound);
  return flag;
}

/**
 * Decides an open flag in the caller's transaction and writes it to the audit log (about the member
 * whose photo it is); 409 when another member of staff decided it first.
 */
export async function decidePhotoFlag(
  tx: Executor,
  actor: StaffActor,
  flag: { id: string; memberId: string },
  status: Exclude<PhotoFlagStatus, 'open'>,
  at: Date,
): Promise<void> {
  const locked = await repo.lockFlag(tx, flag.id);
  if (!locked) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.flagNotFound);
  if (locked.status !== 'open') throw new AppError('CONFLICT', PHOTO_FLAG_MESSAGES.flagDecided);
  await repo.decideFlag(tx, flag.id, { status, decidedBy: actor.adminId, decidedAt: at });
  await recordAudit(tx, actor, {
    action: `photo_flag.${status}`,
    targetType: 'member',
    targetId: flag.memberId,
    before: { flagStatus: 'open' },
    after: {
      flagStatus: status,
      flagId: flag.id,
      photoId: locked.photoId,
      distance: locked.distance,
      matched: {
        source: locked.matchedSource,
        memberId: locked.matchedMemberId,
        photoId: locked.matchedPhotoId,
        knownImageId: locked.matchedKnownImageId,
      },
    },
  });
}

/** Dismissing a flag says the match was false: the photo is reviewed as any other. */
export async function dismissPhotoFlag(ctx: AppContext, actor: StaffActor, flagId: string) {
  const flag = await findPhotoFlag(ctx, flagId);
  await ctx.db.transaction((tx) => decidePhotoFlag(tx, actor, flag, 'dismissed', new Date(ctx.clock())));
  return flag;
}
