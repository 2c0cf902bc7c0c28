import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoVariant } from '@mithaq/contracts/media';

/**
 * <img> sends no Authorization header, so a photo address carries its own permission: an HMAC of
 * (photo, variant, owner's photo version, expiry) under AUTH_SECRET. The variant is inside the
 * signature, so a viewer given a blur address cannot turn it into a display one; the version is
 * too, so raising it ends every address issued before (docs/decisions/0005-photos.md "Photo addresses").
 */
export const URL_WINDOW_SECONDS = 60 * 60;

/**
 * A grant a clear address was issued under: the grantee and the grant's version, so revoking (which
 * raises the version) ends that member's addresses alone (docs/decisions/0030-photo-access.md).
 */
export interface GrantStamp {
  granteeId: string;
  version: number;
}

/** Which image an address opens: one variant of one photo, at the owner's photo version. */
export interface MediaAddress {
  photoId: string;
  variant: PhotoVariant;
  version: number;
  grant?: GrantStamp | undefined;
}

/**
 * Expiry rounded up to the next window boundary at least one window away: every address issued in
 * the same hour is identical, so the browser cache can reuse it (lifetime 1 to 2 hours).
 */
export function expiryFor(nowMs: number, windowSeconds = URL_WINDOW_SECONDS): number {
  const now = Math.floor(nowMs / 1000);
  return (Math.floor(now / windowSeconds) + 2) * windowSeconds;
}

function mac(secret: string, address: MediaAddress, exp: number): string {
  // The "media" prefix keeps these MACs apart from session-token MACs made with the same secret. An
  // address without a grant signs what it always did, so addresses issued before grants existed hold.
  const { photoId, variant, version, grant } = address;
  const granted = grant ? `\ngrant\n${grant.granteeId}\n${grant.version}` : '';
  return createHmac('sha256', secret)
    .update(`media\n${photoId}\n${variant}\n${version}\n${exp}${granted}`)
    .digest('base64url');
}

export function signedMediaUrl(secret: string, address: MediaAddress, nowMs = Date.now()): string {
  const exp = expiryFor(nowMs);
  const { photoId, variant, version, grant } = address;
  const granted = grant ? `&g=${grant.granteeId}&gv=${grant.version}` : '';
  return `/api/media/${photoId}/${variant}?v=${version}${granted}&exp=${exp}&sig=${mac(secret, address, exp)}`;
}

/** The variant an address from signedMediaUrl opens (its path's last segment). */
export function variantOfUrl(url: string): string | undefined {
  return url.split('?')[0]?.split('/').at(-1);
}

/** An address as a request names it: the version, expiry and signature may be missing or forged. */
export interface SignedRequest {
  photoId: string;
  variant: PhotoVariant;
  v?: number | undefined;
  g?: string | undefined;
  gv?: number | undefined;
  exp?: number | undefined;
  sig?: string | undefined;
}

/** The grant a request names, when it names both halves of one (a half is a forgery: the MAC fails). */
export function grantOf(req: Pick<SignedRequest, 'g' | 'gv'>): GrantStamp | undefined {
  return req.g !== undefined && req.gv !== undefined ? { granteeId: req.g, version: req.gv } : undefined;
}

/**
 * Seconds the address stays valid, or null when the signature is wrong or has expired. Whether its
 * version (and grant) is still current is for the caller to ask the database.
 */
export function secondsLeft(secret: string, req: SignedRequest, nowMs = Date.now()): number | null {
  if (req.v === undefined || req.exp === undefined || req.sig === undefined) return null;
  if ((req.g === undefined) !== (req.gv === undefined)) return null;
  const left = req.exp - Math.floor(nowMs / 1000);
  if (left <= 0) return null;
  const given = Buffer.from(req.sig);
  const address = { photoId: req.photoId, variant: req.variant, version: req.v, grant: grantOf(req) };
  const expected = Buffer.from(mac(secret, address, req.exp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return left;
}
