import { IdSchema, PHOTO_MESSAGES, type PhotoDecision, type PhotoReview, type UploadResponse } from '@mithaq/contracts';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { authenticateToken } from '../auth/auth.service.js';
import { type DefaultAvatar, defaultAvatarFor } from './default-avatars.js';
import { matchesIfNoneMatch, variantEtag } from './etag.js';
import { assertAcceptableImage, encodePhotoVariants } from './image-processing.js';
import * as repo from './media.repo.js';
import { visiblePhotos } from './photo-access.js';
import { type SignedRequest, secondsLeft, signedMediaUrl } from './signed-url.js';

/** Re-encoding costs ~0.1-0.3 s of CPU per upload; a member has no need for more than this. */
const UPLOAD_RULE = { limit: 20, windowSeconds: 60 * 60, message: PHOTO_MESSAGES.tooManyUploads };

/**
 * Checks, re-encodes and stores a new photo as the member's current one, pending review.
 * `readPhoto` yields the uploaded bytes; it is called only after the rate limit allows the upload.
 */
export async function uploadPhoto(
  ctx: AppContext,
  memberId: string,
  readPhoto: () => Promise<Buffer>,
): Promise<UploadResponse> {
  await ctx.rateLimiter.hit(`photo-upload:${memberId}`, UPLOAD_RULE);
  const bytes = await readPhoto();
  await assertAcceptableImage(bytes);
  const encoded = await encodePhotoVariants(bytes);
  const photoId = await repo.insertCurrentPhoto(ctx.db, { memberId, ...encoded });
  return { url: signedMediaUrl(ctx.config.authSecret, photoId, 'display'), photoStatus: 'pending' };
}

export interface ImageReply {
  contentType: string;
  body: Buffer | string;
}

export type SignedVariantReply =
  | (ImageReply & { etag: string; maxAgeSeconds: number; notModified: false })
  | { etag: string; maxAgeSeconds: number; notModified: true };

/**
 * The bytes behind a signed address, with its ETag and how long the browser may keep them. When
 * `ifNoneMatch` names the ETag the answer is "not modified" without reading anything: the signature
 * is the permission and the bytes at an address never change.
 */
export async function readSignedVariant(
  ctx: AppContext,
  req: SignedRequest,
  ifNoneMatch?: string,
): Promise<SignedVariantReply> {
  const maxAgeSeconds = secondsLeft(ctx.config.authSecret, req);
  if (maxAgeSeconds === null) throw new AppError('FORBIDDEN', PHOTO_MESSAGES.badLink);
  const etag = variantEtag(req.photoId, req.variant);
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return { etag, maxAgeSeconds, notModified: true };
  const variant = await repo.findVariant(ctx.db, req.photoId, req.variant);
  if (!variant) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
  return { contentType: variant.contentType, body: variant.bytes, etag, maxAgeSeconds, notModified: false };
}

/** An absent or invalid token makes an anonymous viewer here: this address serves everyone. */
export async function viewerFromToken(ctx: AppContext, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    return (await authenticateToken(ctx, token)).memberId;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * `GET /api/upload/{id}` (spec section 7 "fallback profile photo"): the member's photo as this
 * viewer may see it, else the default avatar.
 */
export async function memberPhotoFor(
  ctx: AppContext,
  viewerId: string | null,
  memberId: string,
): Promise<ImageReply | DefaultAvatar> {
  const member = await repo.findMember(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.memberNotFound);
  const visible = (await visiblePhotos(ctx, viewerId, [member])).get(member.id);
  const variant = visible ? await repo.findVariant(ctx.db, visible.photoId, visible.variant) : null;
  if (!variant) return defaultAvatarFor(member);
  return { contentType: variant.contentType, body: variant.bytes };
}

/**
 * Staff review of a photo (spec sections 4 and 6). A rejected photo stays the member's current
 * photo so the owner sees the status and notes; others never see it.
 */
export async function decidePhoto(
  ctx: AppContext,
  photoId: string,
  status: PhotoDecision,
  notes: string | null | undefined,
): Promise<PhotoReview> {
  const valid = IdSchema.safeParse(photoId).success;
  const row = valid
    ? await repo.updatePhotoReview(ctx.db, photoId, { status, reviewNotes: notes?.trim() || null })
    : null;
  if (!row) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
  return {
    photoId: row.id,
    memberId: row.memberId,
    photoStatus: status,
    photoReviewNotes: row.reviewNotes,
    photoReviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
