import {
  GUARDIAN_MESSAGES,
  GUARDIAN_SESSION_IDLE_DAYS,
  type GuardianRelation,
  type GuardianViewMe,
} from '@mithaq/contracts/guardians';
import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedGuardian } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { findMemberById } from '../members/index.js';
import { hashLinkToken, readGuardianSession, readUnsubscribe, signGuardianSession } from './guardian-tokens.js';
import * as repo from './guardians.repo.js';

const IDLE_LIMIT_MS = GUARDIAN_SESSION_IDLE_DAYS * 24 * 3_600_000;
/** `last_seen_at` is written at most this often: a read-only view need not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The guardian of a request guarded by `requireGuardian`. */
async function describe(ctx: AppContext, guardian: repo.GuardianRow): Promise<GuardianViewMe> {
  const member = await findMemberById(ctx.db, guardian.memberId);
  if (!member) throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.sessionEnded);
  return {
    guardianName: guardian.name,
    relation: guardian.relation as GuardianRelation,
    locale: guardian.locale,
    dailyEmail: guardian.dailyEmail,
    member: { _id: member.id, fullName: member.fullName },
  };
}

/**
 * `POST /api/guardian-view/session`: the emailed link's token for a session of its own realm. The link
 * opens one session, once: a forwarded or reused link is refused with its own code, so the page can say
 * to ask the member for a new invitation (docs/decisions/0048-guardian-links-open-once.md).
 */
export async function openGuardianSession(ctx: AppContext, linkToken: string, ip: string) {
  await ctx.rateLimiter.hit(`guardian-open:ip:${ip}`, {
    limit: ctx.config.authRateLimitPerIp,
    windowSeconds: 15 * 60,
    message: MESSAGES.tooManyAttempts,
  });
  const tokenHash = hashLinkToken(linkToken);
  const found = await repo.findGuardianByLink(ctx.db, tokenHash);
  if (found?.accountStatus !== 'active') throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.linkInvalid);
  const linkUsed = new AppError('GUARDIAN_LINK_USED', GUARDIAN_MESSAGES.linkUsed);
  if (found.guardian.linkUsedAt) throw linkUsed;
  const sessionId = await ctx.db.transaction(async (tx) => {
    if (!(await repo.useLink(tx, found.guardian.id, tokenHash))) throw linkUsed;
    return repo.createSession(tx, found.guardian.id);
  });
  return { token: signGuardianSession(sessionId, ctx.config.authSecret), me: await describe(ctx, found.guardian) };
}

/** Resolves an `Authorization: Guardian <token>`: a live session of a current guardian of an active member. */
export async function authenticateGuardian(ctx: AppContext, token: string | undefined): Promise<AuthenticatedGuardian> {
  if (!token) throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.signInRequired);
  const sessionId = readGuardianSession(token, ctx.config.authSecret);
  const session = sessionId ? await repo.findLiveSession(ctx.db, sessionId) : undefined;
  const idleMs = session ? Date.now() - session.lastSeenAt.getTime() : Number.POSITIVE_INFINITY;
  if (session?.accountStatus !== 'active' || idleMs > IDLE_LIMIT_MS) {
    throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.sessionEnded);
  }
  if (idleMs > LAST_SEEN_RESOLUTION_MS) await repo.touchSession(ctx.db, session.sessionId);
  return { guardianId: session.guardian.id, sessionId: session.sessionId, memberId: session.guardian.memberId };
}

export async function getGuardianMe(ctx: AppContext, who: AuthenticatedGuardian): Promise<GuardianViewMe> {
  const guardian = await repo.findCurrentGuardian(ctx.db, who.memberId);
  if (guardian?.id !== who.guardianId) throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.sessionEnded);
  return describe(ctx, guardian);
}

export const closeGuardianSession = (ctx: AppContext, who: AuthenticatedGuardian) =>
  repo.revokeSession(ctx.db, who.sessionId);

/** The guardian's own choice of the daily email: the one thing the guardian view changes. */
export async function setGuardianDailyEmail(ctx: AppContext, who: AuthenticatedGuardian, dailyEmail: boolean) {
  const row = await repo.setDailyEmail(ctx.db, who.guardianId, dailyEmail);
  if (!row) throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.sessionEnded);
  return describe(ctx, row);
}

/** The daily email's link: its signed token turns that email off, and nothing else. */
export async function unsubscribeGuardian(ctx: AppContext, token: string) {
  const guardianId = readUnsubscribe(token, ctx.config.authSecret);
  const row = guardianId ? await repo.setDailyEmail(ctx.db, guardianId, false) : undefined;
  if (!row) throw new AppError('BAD_REQUEST', GUARDIAN_MESSAGES.linkInvalid);
  return { dailyEmail: false as const };
}
