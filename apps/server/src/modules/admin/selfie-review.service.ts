import { ADMIN_MESSAGES, type PhotoSubmission } from '@mithaq/contracts/admin';
import {
  SELFIE_MESSAGES,
  type SelfieDecisionInput,
  type SelfiePose,
  type SelfieSubmission,
} from '@mithaq/contracts/selfie';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sendIdDocument } from '../../lib/document-headers.js';
import type { AppContext } from '../../platform/context.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { signedMediaUrl } from '../media/signed-url.js';
import { notify } from '../notifications/notifications.service.js';
import { listSelfies, lockSelfie, decideSelfie as writeSelfieDecision } from '../verification/index.js';
import { readSelfieImage } from '../verification/selfie.service.js';
import { findReviewableMember, notesData } from './admin-profiles.service.js';
import { selfieImagePath } from './staff-files.js';
import { assertMayReviewDocuments, reviewsWomen } from './women-reviewers.js';

type Listed = Awaited<ReturnType<typeof listSelfies>>[number];

function toSubmission(ctx: AppContext, { selfie, member, photo }: Listed): SelfieSubmission {
  return {
    userId: member.id,
    user: { fullName: member.fullName, email: member.email, city: member.city },
    womenReviewersOnly: member.womenReviewersOnly,
    selfie: {
      status: selfie.status as SelfieSubmission['selfie']['status'],
      pose: selfie.pose as SelfiePose,
      uploadedAt: selfie.uploadedAt.toISOString(),
      reviewedAt: selfie.reviewedAt?.toISOString() ?? null,
      notes: selfie.notes,
      recheckSince: selfie.recheckSince?.toISOString() ?? null,
      imageRef: selfie.storageKey ? selfieImagePath(member.id) : null,
    },
    // Staff compare with the photo whatever its review status, at the display size.
    photos: photo
      ? [
          {
            url: signedMediaUrl(ctx.config.authSecret, {
              photoId: photo.id,
              variant: 'display',
              version: member.photoVersion,
            }),
            status: photo.status as PhotoSubmission['photoStatus'],
          },
        ]
      : [],
  };
}

/** `GET /api/admin/selfies?status=`: `pending` holds new selfies and verified ones to compare again. */
export async function listSelfieSubmissions(ctx: AppContext, actor: StaffActor, status: string) {
  const rows = await listSelfies(ctx.db, {
    status: status === 'all' ? null : status,
    reviewsWomen: await reviewsWomen(ctx, actor),
  });
  return rows.map((row) => toSubmission(ctx, row));
}

/**
 * Verifies or rejects the selfie against the member's photos, ending any re-check; audited in the
 * decision's transaction, and the member is told when the status changed.
 */
export async function decideSelfie(
  ctx: AppContext,
  actor: StaffActor,
  userId: string,
  decision: SelfieDecisionInput,
): Promise<SelfieSubmission> {
  await findReviewableMember(ctx, userId);
  await assertMayReviewDocuments(ctx, actor, userId);
  const notes = decision.notes?.trim() || null;
  await ctx.db.transaction(async (tx) => {
    const before = await lockSelfie(tx, userId);
    if (!before) throw new AppError('NOT_FOUND', SELFIE_MESSAGES.noSelfie);
    if (!before.storageKey) throw new AppError('CONFLICT', SELFIE_MESSAGES.selfieErased);
    await writeSelfieDecision(tx, userId, {
      status: decision.status,
      notes,
      reviewedAt: new Date(ctx.clock()),
      reviewedBy: actor.adminId,
    });
    await recordAudit(tx, actor, {
      action: `selfie.${decision.status}`,
      targetType: 'member',
      targetId: userId,
      before: { status: before.status, recheckSince: before.recheckSince?.toISOString() ?? null },
      after: { status: decision.status, notes },
    });
    if (before.status !== decision.status) {
      const type = decision.status === 'verified' ? 'selfie-approved' : 'selfie-rejected';
      await notify(ctx, tx, { memberId: userId, type, data: notesData(notes) });
    }
  });
  const [row] = await listSelfies(ctx.db, { status: null, reviewsWomen: true, memberId: userId });
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  return toSubmission(ctx, row);
}

/** The selfie itself, to staff only: never cached, never run as a page, and each viewing audited. */
export async function viewSelfieImage(ctx: AppContext, actor: StaffActor, userId: string, reply: FastifyReply) {
  await assertMayReviewDocuments(ctx, actor, userId);
  const image = await readSelfieImage(ctx, userId);
  await recordAudit(ctx.db, actor, { action: 'selfie.viewed', targetType: 'member', targetId: userId });
  return sendIdDocument(reply, image);
}
