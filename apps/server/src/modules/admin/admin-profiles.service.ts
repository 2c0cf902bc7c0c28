import {
  ADMIN_MESSAGES,
  type AdminMemberDetail,
  type AdminProfileList,
  type AdminProfileListItem,
  type AdminProfilesQuerySchema,
  type IdDecisionInput,
  type IdSubmission,
  type PhotoSubmission,
  RESTRICTED,
} from '@mithaq/contracts/admin';
import type { PhotoDecisionInput } from '@mithaq/contracts/media';
import type { PhotoFlag } from '@mithaq/contracts/safety/photo-flags';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { canSeeDocuments, restrictMemberDetail } from '../audit/document-privacy.js';
import { listGuardiansForStaff } from '../guardians/guardians.service.js';
import { findAcceptedInterestIds } from '../interests/index.js';
import { findPhoto } from '../media/index.js';
import { decidePhoto } from '../media/media.service.js';
import { describeOwnPhoto } from '../media/own-photo.js';
import { signedMediaUrl } from '../media/signed-url.js';
import { findMemberById } from '../members/index.js';
import { toMember, trustOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { isPremium } from '../membership/membership.js';
import { notify } from '../notifications/notifications.service.js';
import { assertNoOpenPhotoFlags, listLinkedAccounts } from '../safety/index.js';
import { queueSavedSearchMatch } from '../saved-searches/index.js';
import { decideGovtId, findGovtId, listGovtIdSubmissions, lockGovtIdStatus } from '../verification/govt-id.service.js';
import * as repo from './admin-profiles.repo.js';
import { photoFlagsOf } from './photo-flags-view.js';
import { assertMayReviewDocuments, reviewsWomen } from './women-reviewers.js';

const isDeleted = (m: MemberRow) => m.accountStatus === 'deleted';

/** The ID status of a member who asked for women reviewers reads RESTRICTED to other staff. */
export async function listProfiles(
  ctx: AppContext,
  actor: StaffActor,
  query: z.output<typeof AdminProfilesQuerySchema>,
): Promise<AdminProfileList> {
  const filter = { status: query.status === 'all' ? null : query.status, search: query.search || null };
  const [{ rows, total }, readerReviewsWomen] = await Promise.all([
    repo.listProfiles(ctx.db, filter, (query.page - 1) * query.limit, query.limit),
    reviewsWomen(ctx, actor),
  ]);
  const idStatusOf = (m: MemberRow, status: string | null) =>
    (canSeeDocuments(m, readerReviewsWomen) ? (status ?? null) : RESTRICTED) as AdminProfileListItem['govtIdStatus'];
  const now = new Date();
  return {
    data: rows.map(({ member: m, photoStatus, govtIdStatus }) => ({
      userId: m.id,
      fullName: isDeleted(m) ? null : m.fullName,
      email: isDeleted(m) ? null : m.email,
      accountStatus: m.accountStatus as AdminProfileList['data'][number]['accountStatus'],
      photoStatus: (photoStatus ?? null) as AdminProfileList['data'][number]['photoStatus'],
      govtIdStatus: idStatusOf(m, govtIdStatus),
      city: isDeleted(m) ? null : m.city,
      profession: m.profession,
      membershipTier: isPremium(m, now) ? 'premium' : 'free',
      trust: isDeleted(m) ? NO_TRUST : trustOf(m),
      createdAt: m.createdAt.toISOString(),
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
  };
}

/** The full record; her ID details are left out for staff who may not see them (document-privacy.ts). */
export async function getMemberDetail(ctx: AppContext, actor: StaffActor, userId: string): Promise<AdminMemberDetail> {
  const row = await findMemberById(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  const detail = await memberDetailOf(ctx, row);
  return canSeeDocuments(row, await reviewsWomen(ctx, actor)) ? detail : restrictMemberDetail(detail);
}

async function memberDetailOf(ctx: AppContext, row: MemberRow): Promise<AdminMemberDetail> {
  if (isDeleted(row)) {
    return {
      userId: row.id,
      accountStatus: 'deleted',
      deletedAt: row.deletedAt?.toISOString() ?? null,
      profile: null,
      govtId: null,
      guardians: await listGuardiansForStaff(ctx, row.id),
      // An erased account keeps no phone, address or photos to be linked by.
      linkedAccounts: [],
    };
  }
  const [photo, accepted, govtId, guardians, linkedAccounts] = await Promise.all([
    describeOwnPhoto(ctx, row),
    findAcceptedInterestIds(ctx.db, row.id),
    findGovtId(ctx.db, row.id),
    listGuardiansForStaff(ctx, row.id),
    listLinkedAccounts(ctx, row.id),
  ]);
  return {
    userId: row.id,
    accountStatus: row.accountStatus as AdminMemberDetail['accountStatus'],
    deletedAt: null,
    profile: toMember(row, photo, accepted),
    govtId,
    guardians,
    linkedAccounts,
  };
}

export async function findReviewableMember(ctx: AppContext, userId: string): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, userId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  if (isDeleted(member)) throw new AppError('CONFLICT', ADMIN_MESSAGES.deletedMember);
  return member;
}

interface SubmittedPhoto {
  member: Pick<MemberRow, 'id' | 'fullName' | 'email' | 'city' | 'photoVersion'>;
  photo: { id: string; status: string; reviewedAt: Date | null; reviewNotes: string | null; createdAt: Date };
}

function toPhotoSubmission(ctx: AppContext, { member, photo }: SubmittedPhoto, flags: PhotoFlag[]): PhotoSubmission {
  return {
    userId: member.id,
    // Staff see the photo itself whatever its status: the address is signed for the display size.
    photoUrl: signedMediaUrl(ctx.config.authSecret, {
      photoId: photo.id,
      variant: 'display',
      version: member.photoVersion,
    }),
    photoStatus: photo.status as PhotoSubmission['photoStatus'],
    photoReviewedAt: photo.reviewedAt?.toISOString() ?? null,
    photoReviewNotes: photo.reviewNotes,
    submittedAt: photo.createdAt.toISOString(),
    user: { fullName: member.fullName, email: member.email, city: member.city },
    flags,
  };
}

export async function listPhotoSubmissions(
  ctx: AppContext,
  actor: StaffActor,
  status: string,
): Promise<PhotoSubmission[]> {
  const rows = await repo.listPhotoSubmissions(ctx.db, status === 'all' ? null : status);
  const flags = await photoFlagsOf(
    ctx,
    actor,
    rows.map((r) => r.photo.id),
  );
  return rows.map((row) => toPhotoSubmission(ctx, row, flags.get(row.photo.id) ?? []));
}

/** The member's current photo as the photo queue shows it, with its flags. */
export async function photoSubmissionOf(ctx: AppContext, actor: StaffActor, userId: string): Promise<PhotoSubmission> {
  const member = await findReviewableMember(ctx, userId);
  const photo = member.photoId ? await findPhoto(ctx.db, member.photoId) : undefined;
  if (!photo) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noPhoto);
  const flags = await photoFlagsOf(ctx, actor, [photo.id]);
  return toPhotoSubmission(ctx, { member, photo }, flags.get(photo.id) ?? []);
}

/** Staff's approval or rejection of the member's current photo (`POST /api/admin/photos/{userId}/decision`). */
export const decideMemberPhoto = (ctx: AppContext, actor: StaffActor, userId: string, decision: PhotoDecisionInput) =>
  decideCurrentPhoto(ctx, actor, userId, decision);

/**
 * Decides the member's current photo through the media module; in the decision's transaction, records
 * who did it and, when the status changed, tells the member with the notes. Approval is refused while
 * a flag on the photo is open (docs/decisions/0066-catching-scammers-early.md "Reused photos").
 * `alsoInTransaction` runs first in that transaction, the photo's row held (a flag's decision).
 */
export async function decideCurrentPhoto(
  ctx: AppContext,
  actor: StaffActor,
  userId: string,
  decision: PhotoDecisionInput,
  alsoInTransaction?: (tx: Tx, photoId: string) => Promise<void>,
): Promise<PhotoSubmission> {
  const member = await findReviewableMember(ctx, userId);
  const photoId = member.photoId;
  if (!photoId || !(await findPhoto(ctx.db, photoId))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noPhoto);
  await decidePhoto(ctx, photoId, decision.status, decision.notes, async (tx, change) => {
    await alsoInTransaction?.(tx, photoId);
    if (change.status === 'approved') await assertNoOpenPhotoFlags(tx, photoId);
    await recordAudit(tx, actor, {
      action: `photo.${change.status}`,
      targetType: 'member',
      targetId: userId,
      before: { photoStatus: change.previousStatus },
      after: { photoStatus: change.status, notes: change.notes },
    });
    if (change.previousStatus !== change.status) {
      const type = change.status === 'approved' ? 'photo-approved' : 'photo-rejected';
      await notify(ctx, tx, { memberId: change.memberId, type, data: notesData(change.notes) });
      if (change.status === 'approved')
        await queueSavedSearchMatch(ctx.jobs, change.memberId, new Date(ctx.clock()), tx);
    }
  });
  return photoSubmissionOf(ctx, actor, userId);
}

/** Members who asked for women staff are listed only to staff who review women. */
export async function listIdSubmissions(ctx: AppContext, actor: StaffActor, status: string): Promise<IdSubmission[]> {
  return listGovtIdSubmissions(ctx, status === 'all' ? null : status, await reviewsWomen(ctx, actor));
}

/**
 * Decides the member's government ID and records it, in one transaction; when the status changed,
 * the member is told with the notes.
 */
export async function decideMemberId(
  ctx: AppContext,
  actor: StaffActor,
  userId: string,
  decision: IdDecisionInput,
): Promise<IdSubmission> {
  const member = await findReviewableMember(ctx, userId);
  await assertMayReviewDocuments(ctx, actor, userId);
  const govtId = await ctx.db.transaction(async (tx) => {
    const before = await lockGovtIdStatus(tx, userId);
    const after = await decideGovtId(tx, userId, decision);
    await recordAudit(tx, actor, {
      action: `govt_id.${decision.status}`,
      targetType: 'member',
      targetId: userId,
      before: { status: before },
      after: { status: after.status, notes: after.notes },
    });
    if (before !== after.status) {
      const type = after.status === 'verified' ? 'id-verified' : 'id-rejected';
      await notify(ctx, tx, { memberId: userId, type, data: notesData(after.notes) });
    }
    return after;
  });
  return { userId, govtId, user: { fullName: member.fullName, email: member.email, city: member.city } };
}

/** Staff notes on the member's own photo, ID or selfie, when there are any. */
export const notesData = (notes: string | null) => (notes ? { notes } : {});
