import { createHash, randomBytes } from 'node:crypto';

/**
 * A reset link's secret: 32 random bytes (256 bits, beyond guessing), base64url for the address.
 * Only its SHA-256 is stored (OWASP Forgot Password Cheat Sheet): a fast hash is enough for a
 * random value of that size, and it lets the link be found by an index lookup.
 */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page that reads the token, at the site's public address. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
