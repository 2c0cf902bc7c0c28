import {
  ADMIN_MESSAGES,
  type ChangePasswordSchema,
  DEFAULT_LOCALE,
  type Locale,
  MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordMessage,
  type ResetPasswordSchema,
} from '@mithaq/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { recordAudit, type StaffActor } from '../admin/audit.service.js';
import { lockMember, revokeAllSessions } from '../members/account-status.repo.js';
import { findMemberByEmail, findMemberById } from '../members/members.repo.js';
import * as repo from './password.repo.js';
import { passwordChangedEmail, resetLinkEmail } from './password-email.js';
import { hashResetToken, newResetToken, resetLink } from './reset-token.js';

const WINDOW_SECONDS = 15 * 60;

interface Member {
  id: string;
  email: string;
  fullName: string;
  /** The member's saved language; without one, emails use the language of the request that caused them. */
  locale: Locale | null;
}

/** Per client IP, like sign-in (docs/decisions.md "Accounts and sessions"). */
function limitPerIp(ctx: AppContext, action: string, ip: string) {
  return ctx.rateLimiter.hit(`${action}:ip:${ip}`, {
    limit: ctx.config.authRateLimitPerIp,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
}

/**
 * A new link for the member, unless they already had PASSWORD_RESET_EMAILS_PER_HOUR in the last hour
 * (null then). Their older links stop working. The member row is locked so two requests at once
 * cannot both pass the count.
 */
async function issueResetLink(
  ctx: AppContext,
  member: Member,
  bySupport: boolean,
  requestLocale: Locale,
): Promise<boolean> {
  const { token, tokenHash } = newResetToken();
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    if ((await repo.countTokensLastHour(tx, member.id)) >= PASSWORD_RESET_EMAILS_PER_HOUR) return false;
    await repo.deleteOldTokens(tx, member.id);
    await repo.revokeLiveTokens(tx, member.id);
    await repo.insertToken(tx, member.id, tokenHash, PASSWORD_RESET_TTL_MINUTES);
    // Queued with the link: the email goes (and is retried) exactly when the link exists.
    const email = resetLinkEmail(
      member,
      resetLink(ctx.config.publicUrl, token),
      bySupport,
      member.locale ?? requestLocale,
    );
    await ctx.jobs.enqueueEmail(email, { tx });
    return true;
  });
}

/**
 * `POST /api/auth/password/forgot`: the same answer, as fast, whether or not the address has an
 * account (OWASP Forgot Password Cheat Sheet). Everything that depends on the address, the look-up
 * included, runs after the answer has gone (ctx.background).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<PasswordMessage> {
  await limitPerIp(ctx, 'password-forgot', ip);
  ctx.background.run('password reset email', async () => {
    const member = await findMemberByEmail(ctx.db, email);
    if (member?.accountStatus !== 'active') return;
    await issueResetLink(ctx, member, false, requestLocale);
  });
  return { message: PASSWORD_MESSAGES.resetLinkSent };
}

/**
 * `POST /api/auth/password/reset`: a live link sets the password, is used up, and ends every link
 * and session of the member, all in one transaction.
 */
export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof ResetPasswordSchema>,
  ip: string,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<PasswordMessage> {
  await limitPerIp(ctx, 'password-reset', ip);
  const passwordHash = await hashPassword(input.password);
  const member = await ctx.db.transaction(async (tx) => {
    const link = await repo.lockLiveToken(tx, hashResetToken(input.token));
    if (link?.accountStatus !== 'active') return null;
    await repo.setPasswordHash(tx, link.memberId, passwordHash);
    await repo.markTokenUsed(tx, link.tokenId);
    await repo.revokeLiveTokens(tx, link.memberId);
    await revokeAllSessions(tx, link.memberId, new Date());
    const member = { id: link.memberId, email: link.email, fullName: link.fullName };
    const locale = link.locale ?? requestLocale;
    // The confirmation is queued with the change: it goes exactly when the password changed.
    await ctx.jobs.enqueueEmail(passwordChangedEmail(member, 'reset', locale), { tx });
    return member;
  });
  if (!member) throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.resetLinkInvalid);
  return { message: PASSWORD_MESSAGES.resetDone };
}

/**
 * `POST /api/auth/password/change`: the current password, then the new one; this session stays,
 * every other one ends, and any reset link still out stops working.
 */
export async function changePassword(
  ctx: AppContext,
  session: { memberId: string; sessionId: string },
  input: z.output<typeof ChangePasswordSchema>,
  ip: string,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<PasswordMessage> {
  await limitPerIp(ctx, 'password-change', ip);
  await ctx.rateLimiter.hit(`password-change:member:${session.memberId}`, {
    limit: ctx.config.authRateLimitPerEmail,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
  const member = await findMemberById(ctx.db, session.memberId);
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, member.id, passwordHash);
    await repo.revokeOtherSessions(tx, member.id, session.sessionId);
    await repo.revokeLiveTokens(tx, member.id);
    await ctx.jobs.enqueueEmail(passwordChangedEmail(member, 'change', member.locale ?? requestLocale), { tx });
  });
  return { message: PASSWORD_MESSAGES.changed };
}

/**
 * Staff send a member a reset link (docs/decisions.md "Password reset"): staff never see the link
 * or set a password. The same hourly limit applies; the audit entry is written once the email is queued.
 */
export async function sendResetLinkAsStaff(
  ctx: AppContext,
  actor: StaffActor,
  memberId: string,
): Promise<PasswordMessage> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  if (member.accountStatus !== 'active') throw new AppError('CONFLICT', PASSWORD_MESSAGES.staffNotActive);
  if (!(await issueResetLink(ctx, member, true, DEFAULT_LOCALE)))
    throw new AppError('RATE_LIMITED', PASSWORD_MESSAGES.staffTooMany);
  await recordAudit(ctx.db, actor, {
    action: 'member.password_reset_link_sent',
    targetType: 'member',
    targetId: member.id,
    after: { expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
  });
  return { message: PASSWORD_MESSAGES.staffLinkSent };
}
