import { DEFAULT_LOCALE } from '@mithaq/contracts/i18n/locales';
import { ACCOUNT_CHECK_MESSAGES } from '@mithaq/contracts/safety/account-checks';
import type { ReviewPreferences } from '@mithaq/contracts/selfie';
import { normalisePhone, VERIFICATION_MESSAGES, type VerificationStatus } from '@mithaq/contracts/verification';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { findMemberById } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import { phoneFromFirebaseToken } from './firebase-token.js';
import { ownGovtId } from './govt-id.service.js';
import { consumeCode, issueCode, pendingCode } from './otp.js';
import { ownSelfieStatus } from './selfie.service.js';
import * as repo from './verification.repo.js';
import { codeEmail, codeSms } from './verification-email.js';

async function memberOf(ctx: AppContext, memberId: string): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', VERIFICATION_MESSAGES.emailVerificationFailed);
  return member;
}

const phoneMethod = (ctx: AppContext): VerificationStatus['phoneMethod'] => (ctx.config.firebase ? 'firebase' : 'code');

export async function verificationStatus(ctx: AppContext, memberId: string): Promise<VerificationStatus> {
  const member = await memberOf(ctx, memberId);
  return {
    emailVerified: member.emailVerified,
    phoneVerified: member.phoneVerified,
    emailCode: member.emailVerified ? null : await pendingCode(ctx, memberId, 'email', member.email),
    phoneCode: member.phoneVerified ? null : await pendingCode(ctx, memberId, 'phone', member.phone),
    govtId: await ownGovtId(ctx, memberId),
    phoneMethod: phoneMethod(ctx),
    selfie: await ownSelfieStatus(ctx, memberId),
    womenReviewersOnly: member.womenReviewersOnly,
  };
}

/**
 * `PUT /api/verify/preferences`: offered to every member, not only to women
 * (docs/decisions/0033-selfie-verification.md); it takes effect in the staff queues at once.
 */
export async function setReviewPreferences(ctx: AppContext, memberId: string, input: ReviewPreferences) {
  await memberOf(ctx, memberId);
  await repo.setWomenReviewersOnly(ctx.db, memberId, input.womenReviewersOnly);
  return verificationStatus(ctx, memberId);
}

/**
 * Tries spread over a code's 10-minute life: graphile-worker waits e^n seconds after the nth failure,
 * so the seventh try comes about 10.6 minutes after the first (docs/decisions/0021-durable-jobs.md).
 */
const CODE_SEND_ATTEMPTS = 7;

/** A newer code's message replaces an older one still waiting to be sent: only the newest verifies. */
const codeJob = (memberId: string, channel: 'email' | 'phone', tx: Tx) => ({
  tx,
  replaceKey: `code-${channel}:${memberId}`,
  maxAttempts: CODE_SEND_ATTEMPTS,
});

/** Queues a new email code (the previous one stops working); a worker sends it, retrying if need be. */
export async function requestEmailCode(ctx: AppContext, memberId: string) {
  const member = await memberOf(ctx, memberId);
  const { expiresAt } = await issueCode(ctx, memberId, 'email', member.email, (code, tx) =>
    ctx.jobs.enqueueEmail(
      codeEmail(member.email, member.fullName, code, member.locale ?? DEFAULT_LOCALE),
      codeJob(memberId, 'email', tx),
    ),
  );
  return { sentTo: member.email, expiresAt: expiresAt.toISOString() };
}

export async function verifyEmailCode(ctx: AppContext, memberId: string, otp: string) {
  const member = await memberOf(ctx, memberId);
  await consumeCode(ctx, memberId, 'email', member.email, otp);
  await repo.setVerified(ctx.db, memberId, { emailVerified: true });
  return verificationStatus(ctx, memberId);
}

function assertOwnPhoneFlow(ctx: AppContext, member: MemberRow): string {
  if (ctx.config.firebase) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.phoneMethodFirebase);
  if (!member.phone) throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.phoneMissing);
  if (!member.phone.startsWith('+')) throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.phoneInternational);
  return member.phone;
}

const phoneTaken = () => new AppError('CONFLICT', ACCOUNT_CHECK_MESSAGES.phoneVerifiedElsewhere);

/** Refuses, before any code is sent or used, a number another active account has verified. */
async function assertPhoneUnclaimed(ctx: AppContext, memberId: string, phone: string) {
  if (await repo.isPhoneVerifiedElsewhere(ctx.db, memberId, normalisePhone(phone))) throw phoneTaken();
}

/**
 * Marks the member's number verified unless another active account verified it first: the check and
 * the write under one lock on the number (docs/decisions/0066-catching-scammers-early.md).
 */
async function claimPhone(ctx: AppContext, memberId: string, phone: string) {
  const claim = await repo.claimVerifiedPhone(ctx.db, memberId, normalisePhone(phone));
  if (claim === 'taken') throw phoneTaken();
  if (claim === 'changed') throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.phoneVerificationFailed);
}

/** Our own phone flow (no Firebase settings): the same code rules as email, sent by SMS. */
export async function requestPhoneCode(ctx: AppContext, memberId: string) {
  const member = await memberOf(ctx, memberId);
  const phone = assertOwnPhoneFlow(ctx, member);
  await assertPhoneUnclaimed(ctx, memberId, phone);
  const { expiresAt } = await issueCode(ctx, memberId, 'phone', phone, (code, tx) =>
    ctx.jobs.enqueueSms(phone, codeSms(code, member.locale ?? DEFAULT_LOCALE), codeJob(memberId, 'phone', tx)),
  );
  return { sentTo: phone, expiresAt: expiresAt.toISOString() };
}

export async function verifyPhoneCode(ctx: AppContext, memberId: string, otp: string) {
  const phone = assertOwnPhoneFlow(ctx, await memberOf(ctx, memberId));
  // Checked before the code is used up too, so a refused member keeps it for after support has helped.
  await assertPhoneUnclaimed(ctx, memberId, phone);
  await consumeCode(ctx, memberId, 'phone', phone, otp);
  await claimPhone(ctx, memberId, phone);
  return verificationStatus(ctx, memberId);
}

/** `POST /api/verify/phone/firebase`: a Firebase ID token for the member's saved number. */
export async function verifyFirebasePhone(ctx: AppContext, memberId: string, token: string) {
  const member = await memberOf(ctx, memberId);
  const phone = ctx.config.firebase ? await phoneFromFirebaseToken(ctx.config.firebase, token) : null;
  if (!phone || !member.phone || phone !== member.phone) {
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.phoneVerificationFailed);
  }
  await claimPhone(ctx, memberId, phone);
  return verificationStatus(ctx, memberId);
}
