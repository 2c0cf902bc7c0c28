import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_REQUESTS_PER_DAY,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  otpResendWaitMessage,
  VERIFICATION_MESSAGES,
} from '@mithaq/contracts/verification';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import * as repo from './otp.repo.js';

/** A uniformly random 6-digit code from the CSPRNG. */
export const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

function hashCode(secret: string, memberId: string, channel: repo.Channel, code: string): string {
  return createHmac('sha256', secret).update(`${memberId}:${channel}:${code}`).digest('hex');
}

/**
 * Issues a code for `sentTo`: at most one request a minute (429 with the wait) and 10 a day; valid
 * 10 minutes; stored only as an HMAC. `deliver` queues the message in the transaction that saves the
 * code, so a saved code is always sent and an unsaved one never is.
 */
export async function issueCode(
  ctx: AppContext,
  memberId: string,
  channel: repo.Channel,
  sentTo: string,
  deliver: (code: string, tx: Tx) => Promise<void>,
) {
  const previous = await repo.findCode(ctx.db, memberId, channel);
  const waitMs = previous ? previous.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('RATE_LIMITED', otpResendWaitMessage(seconds));
  }
  await ctx.rateLimiter.hit(`otp:${channel}:${memberId}`, {
    limit: OTP_REQUESTS_PER_DAY,
    windowSeconds: 24 * 3600,
    message: VERIFICATION_MESSAGES.codesPerDay,
  });
  const code = newCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await repo.saveCode(tx, {
      memberId,
      channel,
      sentTo,
      expiresAt,
      codeHash: hashCode(ctx.config.authSecret, memberId, channel, code),
    });
    await deliver(code, tx);
  });
  return { expiresAt };
}

/**
 * The member's code for a channel while it can still confirm `currentAddress`: sent there, not
 * expired, tries left. What the status tells the page so its code box survives a reload.
 */
export async function pendingCode(
  ctx: AppContext,
  memberId: string,
  channel: repo.Channel,
  currentAddress: string | null,
): Promise<{ sentTo: string; expiresAt: string } | null> {
  const row = await repo.findCode(ctx.db, memberId, channel);
  const isLive =
    row !== null &&
    row.sentTo === currentAddress &&
    row.expiresAt.getTime() > Date.now() &&
    row.attempts < OTP_MAX_TRIES;
  return isLive ? { sentTo: row.sentTo, expiresAt: row.expiresAt.toISOString() } : null;
}

/** Removes the member's code for a channel (its address changed, so it must not verify the new one). */
export const withdrawCode = (ctx: AppContext, memberId: string, channel: repo.Channel) =>
  repo.deleteCode(ctx.db, memberId, channel);

/**
 * Checks a code for the address it was sent to: five tries per code, then a new one is needed.
 * Any failure is 400 with the spec's text (or the tries text); success consumes the code.
 */
export async function consumeCode(
  ctx: AppContext,
  memberId: string,
  channel: repo.Channel,
  currentAddress: string | null,
  otp: string,
): Promise<void> {
  const row = await repo.claimAttempt(ctx.db, memberId, channel, OTP_MAX_TRIES);
  if (!row) {
    const spent = await repo.findCode(ctx.db, memberId, channel);
    const message =
      spent && spent.attempts >= OTP_MAX_TRIES ? VERIFICATION_MESSAGES.tooManyTries : VERIFICATION_MESSAGES.invalidOtp;
    throw new AppError('BAD_REQUEST', message);
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.config.authSecret, memberId, channel, otp), 'hex');
  if (!timingSafeEqual(expected, given) || row.sentTo !== currentAddress) {
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.invalidOtp);
  }
  await repo.deleteCode(ctx.db, memberId, channel);
}
