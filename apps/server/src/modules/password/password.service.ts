import { ADMIN_MESSAGES } from '@mithaq/contracts/admin';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import {
  type ChangePasswordSchema,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordMessage,
  type ResetPasswordSchema,
} from '@mithaq/contracts/password';
import { PASSWORD_NOTICE_HISTORY_DAYS } from '@mithaq/contracts/verification';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sourceAddressKey } from '../../lib/client-address.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { findMemberByEmail, findMemberById, listHistory, recentEmails, revokeAllSessions } from '../members/index.js';
import { distinctAddresses, resetAddress } from '../members/reset-address.js';
import * as repo from './password.repo.js';
import { passwordChangedEmail, resetLinkEmail } from './password-email.js';
import { hashResetToken, newResetToken, resetLink } from './reset-token.js';

const WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 3600;

interface Member {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  /** The member's saved language; without one, emails use the language of the request that caused them. */
  locale: Locale | null;
}

/** Per source address (an IPv6 /64 is one), like sign-in (docs/decisions/0002-accounts-and-sessions.md). */
function limitPerIp(ctx: AppContext, action: string, ip: string) {
  return ctx.rateLimiter.hit(`${action}:ip:${sourceAddressKey(ip)}`, {
    limit: ctx.config.authRateLimitPerIp,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
}

/** Ends every reset link of the member still out (an email change or an undo sends them elsewhere). */
export const revokeLiveResetLinks = (tx: Tx, memberId: string) => repo.revokeLiveTokens(tx, memberId);

/** A reset link's token for a page to carry on with at once (after an undo link): no email. */
export async function newResetLinkToken(tx: Tx, memberId: string): Promise<string> {
  const { token, tokenHash } = newResetToken();
  await repo.insertToken(tx, memberId, tokenHash, PASSWORD_RESET_TTL_MINUTES);
  return token;
}

/**
 * A new link, emailed to the address resetAddress allows (never a changed address not yet verified).
 * Older links stay valid until they expire or one is used, so requests of strangers cannot end the
 * link the owner is about to open; the newest always works.
 */
async function issueResetLink(ctx: AppContext, member: Member, bySupport: boolean, requestLocale: Locale) {
  const { token, tokenHash } = newResetToken();
  return ctx.db.transaction(async (tx) => {
    const to = resetAddress(member, await listHistory(tx, member.id, 'email'));
    if (!to) return false;
    await repo.deleteOldTokens(tx, member.id);
    await repo.insertToken(tx, member.id, tokenHash, PASSWORD_RESET_TTL_MINUTES);
    // Queued with the link: the email goes (and is retried) exactly when the link exists.
    const link = resetLink(ctx.config.publicUrl, token);
    const email = resetLinkEmail({ ...member, email: to }, link, bySupport, member.locale ?? requestLocale);
    await ctx.jobs.enqueueEmail(email, { tx });
    return true;
  });
}

/**
 * The hourly limits of anonymous requests for one account: PASSWORD_RESET_EMAILS_PER_HOUR from one
 * requester address, so a stranger uses up only their own; and a generous cap of all of them, which
 * the owner signed in passes. False when a limit holds the link back (the answer is the same).
 */
async function admitAnonymousReset(ctx: AppContext, memberId: string, ip: string, isOwner: boolean) {
  const fromAddress = await ctx.rateLimiter.reserve(
    `password-forgot:account-from:${sourceAddressKey(ip)} ${memberId}`,
    {
      limit: PASSWORD_RESET_EMAILS_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    },
  );
  if (!fromAddress.admitted) return false;
  if (isOwner) return true;
  const account = await ctx.rateLimiter.reserve(`password-forgot:account:${memberId}`, {
    limit: PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
  });
  if (!account.admitted) await ctx.rateLimiter.release(fromAddress.reservation);
  return account.admitted;
}

/**
 * `POST /api/auth/password/forgot`: the same answer, as fast, whether or not the address has an
 * account (OWASP Forgot Password Cheat Sheet). Everything that depends on the address, the look-up
 * included, runs after the answer has gone (ctx.background). `signedInAs` is the member whose
 * session came with the request, if any.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
  requestLocale: Locale = DEFAULT_LOCALE,
  signedInAs: string | null = null,
): Promise<PasswordMessage> {
  await limitPerIp(ctx, 'password-forgot', ip);
  ctx.background.run('password reset email', async () => {
    const member = await findMemberByEmail(ctx.db, email);
    if (member?.accountStatus !== 'active') return;
    if (!(await admitAnonymousReset(ctx, member.id, ip, signedInAs === member.id))) return;
    await issueResetLink(ctx, member, false, requestLocale);
  });
  return { message: PASSWORD_MESSAGES.resetLinkSent };
}

/** "Your password was changed" to every address the account had in the last PASSWORD_NOTICE_HISTORY_DAYS. */
async function queuePasswordChanged(
  ctx: AppContext,
  tx: Tx,
  member: { id: string; email: string; fullName: string },
  how: 'reset' | 'change',
  locale: Locale,
) {
  const addresses = distinctAddresses([
    member.email,
    ...(await recentEmails(tx, member.id, PASSWORD_NOTICE_HISTORY_DAYS)),
  ]);
  for (const address of addresses)
    await ctx.jobs.enqueueEmail(passwordChangedEmail({ ...member, email: address }, how, locale), { tx });
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
    // The confirmation is queued with the change: it goes exactly when the password changed.
    await queuePasswordChanged(ctx, tx, member, 'reset', link.locale ?? requestLocale);
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
    await queuePasswordChanged(ctx, tx, member, 'change', member.locale ?? requestLocale);
  });
  return { message: PASSWORD_MESSAGES.changed };
}

/**
 * Staff send a member a reset link (docs/decisions/0019-password-reset.md): staff never see the link
 * or set a password. Staff links have an hourly limit of their own, so anonymous requests never
 * block them; the audit entry is written once the email is queued.
 */
export async function sendResetLinkAsStaff(
  ctx: AppContext,
  actor: StaffActor,
  memberId: string,
): Promise<PasswordMessage> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  if (member.accountStatus !== 'active') throw new AppError('CONFLICT', PASSWORD_MESSAGES.staffNotActive);
  const staffLimit = await ctx.rateLimiter.reserve(`password-staff-link:member:${member.id}`, {
    limit: PASSWORD_RESET_EMAILS_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
  });
  if (!staffLimit.admitted)
    throw new AppError('RATE_LIMITED', PASSWORD_MESSAGES.staffTooMany, staffLimit.retryAfterSeconds);
  if (!(await issueResetLink(ctx, member, true, DEFAULT_LOCALE)))
    throw new AppError('CONFLICT', PASSWORD_MESSAGES.staffNotActive);
  await recordAudit(ctx.db, actor, {
    action: 'member.password_reset_link_sent',
    targetType: 'member',
    targetId: member.id,
    after: { expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
  });
  return { message: PASSWORD_MESSAGES.staffLinkSent };
}
