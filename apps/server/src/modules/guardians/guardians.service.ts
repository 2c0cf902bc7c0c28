import {
  type AdminGuardian,
  GUARDIAN_INVITES_PER_DAY,
  GUARDIAN_MESSAGES,
  type Guardian,
  type GuardianRelation,
  type GuardiansResponse,
  type InviteGuardianSchema,
} from '@mithaq/contracts/guardians';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { findMemberById } from '../members/index.js';
import { guardianInviteEmail } from './guardian-email.js';
import { guardianLink, newLinkToken } from './guardian-tokens.js';
import * as repo from './guardians.repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toGuardian(row: repo.GuardianRow): Guardian {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    relation: row.relation as GuardianRelation,
    locale: row.locale,
    status: row.firstOpenedAt ? 'opened' : 'invited',
    invitedAt: row.createdAt.toISOString(),
    openedAt: iso(row.firstOpenedAt),
    dailyEmail: row.dailyEmail,
  };
}

const toAdminGuardian = (row: repo.GuardianRow): AdminGuardian => ({
  ...toGuardian(row),
  removedAt: iso(row.removedAt),
});

async function loadMember(ctx: AppContext, memberId: string) {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  return member;
}

/** Invitations and resent links share one daily allowance: each is an email to someone else's inbox. */
function countInvitation(ctx: AppContext, memberId: string) {
  return ctx.rateLimiter.hit(`guardian-invite:${memberId}`, {
    limit: GUARDIAN_INVITES_PER_DAY,
    windowSeconds: 24 * 3600,
    message: GUARDIAN_MESSAGES.tooManyInvites,
  });
}

/** Queues the link's email in the transaction that stores the link: it goes exactly when the link exists. */
async function queueInvite(ctx: AppContext, tx: Tx, guardian: repo.GuardianRow, memberName: string, token: string) {
  const email = guardianInviteEmail(guardian, memberName, guardianLink(ctx.config.publicUrl, token));
  await ctx.jobs.enqueueEmail(email, { tx });
}

export async function getGuardians(ctx: AppContext, memberId: string): Promise<GuardiansResponse> {
  const row = await repo.findCurrentGuardian(ctx.db, memberId);
  return { guardian: row ? toGuardian(row) : null };
}

/**
 * `POST /api/guardians`: one current guardian per member (the partial unique index settles a race);
 * the guardian's emails and view are in the member's language, the request's when they chose none.
 */
export async function inviteGuardian(
  ctx: AppContext,
  memberId: string,
  input: z.output<typeof InviteGuardianSchema>,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<GuardiansResponse> {
  const member = await loadMember(ctx, memberId);
  if (input.email === member.email.toLowerCase()) throw new AppError('BAD_REQUEST', GUARDIAN_MESSAGES.ownEmail);
  if (await repo.findCurrentGuardian(ctx.db, memberId)) {
    throw new AppError('CONFLICT', GUARDIAN_MESSAGES.alreadyHasGuardian);
  }
  await countInvitation(ctx, memberId);
  const { token, tokenHash } = newLinkToken();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertGuardian(tx, {
      memberId,
      email: input.email,
      name: input.name,
      relation: input.relation,
      locale: member.locale ?? requestLocale,
      linkTokenHash: tokenHash,
    });
    if (!inserted) throw new AppError('CONFLICT', GUARDIAN_MESSAGES.alreadyHasGuardian);
    await queueInvite(ctx, tx, inserted, member.fullName, token);
    return inserted;
  });
  return { guardian: toGuardian(row) };
}

/**
 * A new link by email; the old link stops working and the sessions opened with it end
 * (docs/decisions/0048-guardian-links-open-once.md).
 */
export async function resendGuardianLink(ctx: AppContext, memberId: string, guardianId: string) {
  const member = await loadMember(ctx, memberId);
  const current = await repo.findCurrentGuardian(ctx.db, memberId);
  if (current?.id !== guardianId) throw new AppError('NOT_FOUND', GUARDIAN_MESSAGES.notFound);
  await countInvitation(ctx, memberId);
  const { token, tokenHash } = newLinkToken();
  await ctx.db.transaction(async (tx) => {
    await repo.replaceLinkToken(tx, current.id, tokenHash);
    await queueInvite(ctx, tx, current, member.fullName, token);
  });
  return { guardian: toGuardian(current) };
}

/** Removing ends every session of the guardian in the same statement's transaction: at once. */
export async function removeGuardian(ctx: AppContext, memberId: string, guardianId: string) {
  const removed = await ctx.db.transaction((tx) => repo.removeGuardian(tx, memberId, guardianId));
  if (!removed) throw new AppError('NOT_FOUND', GUARDIAN_MESSAGES.notFound);
  return { guardian: null };
}

/** Staff: every guardian of the member, removed ones too. */
export async function listGuardiansForStaff(ctx: AppContext, memberId: string): Promise<AdminGuardian[]> {
  return (await repo.listGuardiansOf(ctx.db, memberId)).map(toAdminGuardian);
}
