import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token is `<session id>.<HMAC-SHA256 of it>`: forging one needs AUTH_SECRET, revoking needs one row. */
export function signSessionToken(sessionId: string, secret: string): string {
  return `${sessionId}.${mac(sessionId, secret)}`;
}

/** Returns the session id when the signature is valid, else null. */
export function readSessionToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const sessionId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(sessionId, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return /^[0-9a-f-]{36}$/.test(sessionId) ? sessionId : null;
}

function mac(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
