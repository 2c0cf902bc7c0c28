import { MESSAGES } from '@mithaq/contracts/messages';
import type { AppContext } from '../platform/context.js';
import { AppError } from './app-error.js';
import { sourceAddressKey } from './client-address.js';

const WINDOW_SECONDS = 15 * 60;
/** docs/decisions/0018-login-throttling.md: the longest an account's owner can be asked to wait. */
const ACCOUNT_BACKOFF = { firstDelaySeconds: 1, maxDelaySeconds: 60 };

type Throttled = Pick<AppContext, 'rateLimiter' | 'config'>;

export interface LoginAttempt {
  /** The password was right: this attempt is no failure, and this address starts afresh for the email. */
  succeeded(): Promise<void>;
}

function slowDownMessage(seconds: number): string {
  return MESSAGES.signInSlowDown.replace('{wait}', seconds === 1 ? '1 second' : `${seconds} seconds`);
}

/** Every attempt from one source address counts, whatever the email (credential stuffing). */
async function limitAddress(ctx: Throttled, action: string, address: string) {
  await ctx.rateLimiter.hit(`${action}:ip:${address}`, {
    limit: ctx.config.authRateLimitPerIp,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
}

/** Registration: per source address, and per email (refusing a sign-up locks nobody out). */
export async function limitRegistration(ctx: Throttled, action: string, ip: string, email: string) {
  await limitAddress(ctx, action, sourceAddressKey(ip));
  await ctx.rateLimiter.hit(`${action}:email:${email}`, {
    limit: ctx.config.authRateLimitPerEmail,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
}

/**
 * Admits one password attempt or throws 429 with `Retry-After` (docs/decisions/0018-login-throttling.md, OWASP ASVS
 * 6.3.1): all attempts per source address; failures per (email, address), refused past the limit for that address only;
 * failures per email from everywhere, past the limit slowed down, never refused. The attempt counts as a failure unless
 * `succeeded` is called.
 */
export async function admitLogin(ctx: Throttled, action: string, ip: string, email: string): Promise<LoginAttempt> {
  const { rateLimiter } = ctx;
  const address = sourceAddressKey(ip);
  await limitAddress(ctx, action, address);
  const limit = ctx.config.authRateLimitPerEmail;
  const fromAddressKey = `${action}:email-from:${address} ${email}`;
  const fromAddress = await rateLimiter.reserve(fromAddressKey, { limit, windowSeconds: WINDOW_SECONDS });
  if (!fromAddress.admitted) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, fromAddress.retryAfterSeconds);
  }
  const account = await rateLimiter.reserve(`${action}:email:${email}`, {
    limit,
    windowSeconds: WINDOW_SECONDS,
    backoff: ACCOUNT_BACKOFF,
  });
  if (!account.admitted) {
    await rateLimiter.release(fromAddress.reservation);
    throw new AppError('RATE_LIMITED', slowDownMessage(account.retryAfterSeconds), account.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await Promise.all([rateLimiter.clear(fromAddressKey), rateLimiter.release(account.reservation)]);
    },
  };
}
