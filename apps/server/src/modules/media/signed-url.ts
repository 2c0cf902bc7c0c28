import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoVariant } from '@mithaq/contracts';

/**
 * <img> sends no Authorization header, so a photo address carries its own permission: an HMAC of
 * (photo, variant, expiry) under AUTH_SECRET. The variant is inside the signature, so a viewer
 * given a blur address cannot turn it into a display one.
 */
export const URL_WINDOW_SECONDS = 60 * 60;

/**
 * Expiry rounded up to the next window boundary at least one window away: every address issued in
 * the same hour is identical, so the browser cache can reuse it (lifetime 1 to 2 hours).
 */
export function expiryFor(nowMs: number, windowSeconds = URL_WINDOW_SECONDS): number {
  const now = Math.floor(nowMs / 1000);
  return (Math.floor(now / windowSeconds) + 2) * windowSeconds;
}

function mac(secret: string, photoId: string, variant: PhotoVariant, exp: number): string {
  // The "media" prefix keeps these MACs apart from session-token MACs made with the same secret.
  return createHmac('sha256', secret).update(`media\n${photoId}\n${variant}\n${exp}`).digest('base64url');
}

export function signedMediaUrl(secret: string, photoId: string, variant: PhotoVariant, nowMs = Date.now()): string {
  const exp = expiryFor(nowMs);
  return `/api/media/${photoId}/${variant}?exp=${exp}&sig=${mac(secret, photoId, variant, exp)}`;
}

export interface SignedRequest {
  photoId: string;
  variant: PhotoVariant;
  exp?: number | undefined;
  sig?: string | undefined;
}

/** Seconds the address stays valid, or null when the signature is wrong or has expired. */
export function secondsLeft(secret: string, req: SignedRequest, nowMs = Date.now()): number | null {
  if (req.exp === undefined || req.sig === undefined) return null;
  const left = req.exp - Math.floor(nowMs / 1000);
  if (left <= 0) return null;
  const given = Buffer.from(req.sig);
  const expected = Buffer.from(mac(secret, req.photoId, req.variant, req.exp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return left;
}
