import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import { readSessionToken, signSessionToken } from '../../lib/session-token.js';

/**
 * The emailed link's secret: 32 random bytes, base64url; only its SHA-256 is stored, like a password
 * reset link (OWASP Forgot Password Cheat Sheet).
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Keys derived for guardians alone, so a guardian token can never pass as a member's or a staff
 * member's (nor the other way round) even before the session lookup
 * (docs/decisions/0031-guardian-wali-with-consent.md).
 */
const derivedKey = (authSecret: string, purpose: string) =>
  createHmac('sha256', authSecret).update(purpose).digest('base64url');

const sessionKey = (authSecret: string) => derivedKey(authSecret, 'mithaq guardian sessions v1');
const unsubscribeKey = (authSecret: string) => derivedKey(authSecret, 'mithaq guardian unsubscribe v1');

export const signGuardianSession = (sessionId: string, authSecret: string) =>
  signSessionToken(sessionId, sessionKey(authSecret));
export const readGuardianSession = (token: string, authSecret: string) =>
  readSessionToken(token, sessionKey(authSecret));

/** The daily email's unsubscribe token: the guardian's id, signed; it can only turn that email off. */
export const signUnsubscribe = (guardianId: string, authSecret: string) =>
  signSessionToken(guardianId, unsubscribeKey(authSecret));
export const readUnsubscribe = (token: string, authSecret: string) =>
  readSessionToken(token, unsubscribeKey(authSecret));

/**
 * Links to the guardian view carry their secret after `#`: the fragment never reaches a server's logs
 * or another site's Referer.
 */
export const guardianLink = (publicUrl: string, token: string) =>
  `${publicUrl}${SITE_PATHS.guardian}#token=${encodeURIComponent(token)}`;
export const guardianUnsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}${SITE_PATHS.guardian}#unsubscribe=${encodeURIComponent(token)}`;
