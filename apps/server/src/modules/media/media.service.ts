import { IdSchema } from '@mithaq/contracts/common';
import { PHOTO_MESSAGES, type PhotoDecision, type PhotoReview, type UploadResponse } from '@mithaq/contracts/media';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import {
  assertAcceptableImage,
  type EncodedPhoto,
  encodePhotoVariants,
} from '../../platform/images/image-processing.js';
import { revokePhotoAddresses } from '../members/index.js';
import { fingerprintUpload, recordPhotoFingerprint } from '../safety/index.js';
import { pauseSelfieCheck } from '../verification/selfie.service.js';
import { type DefaultAvatar, defaultAvatarFor } from './default-avatars.js';
import { matchesIfNoneMatch, variantEtag } from './etag.js';
import * as repo from './media.repo.js';
import { visiblePhotos } from './photo-access.js';
import { bucketAddress, saveCurrentPhoto } from './photo-files.js';
import { grantOf, type MediaAddress, type SignedRequest, secondsLeft, signedMediaUrl } from './signed-url.js';

/** The display variant: what staff review and what the reused-photo check fingerprints (the backfill reads the same). */
function displayOf(encoded: EncodedPhoto): Buffer {
  const display = encoded.variants.find((v) => v.variant === 'display');
  if (!display) throw new Error('no display variant');
  return display.bytes;
}

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
  const fingerprint = await fingerprintUpload(displayOf(encoded));
  const { photoId, photoVersion } = await saveCurrentPhoto(ctx, memberId, encoded, async (tx, newPhotoId) => {
    // A photo-verified member's new face waits for staff to compare it with the selfie again.
    await pauseSelfieCheck(ctx, tx, memberId);
    // The same image on another member's account, or a known scam image, flags it for staff.
    await recordPhotoFingerprint(tx, { memberId, photoId: newPhotoId }, fingerprint, new Date(ctx.clock()));
  });
  const url = signedMediaUrl(ctx.config.authSecret, { photoId, variant: 'display', version: photoVersion });
  return { url, photoStatus: 'pending' };
}

export interface ImageReply {
  contentType: string;
  body: Buffer | string;
}

/** The photo is in the bucket: the browser fetches it there (docs/decisions/0020-files-in-object-storage.md). */
export interface BucketRedirect {
  redirectTo: string;
}

export type SignedVariantReply =
  | (ImageReply & { etag: string; maxAgeSeconds: number; notModified: false })
  | { etag: string; maxAgeSeconds: number; notModified: true }
  | BucketRedirect;

/**
 * The bytes behind a signed address, with its ETag and how long the browser may keep them, or with
 * a bucket a redirect to the file there. The signature is checked in memory; one primary-key query
 * then asks whether the owner's photo version is still the one signed, so an address whose
 * permission has ended answers 404 at once (docs/decisions/0005-photos.md "Photo addresses"). When `ifNoneMatch`
 * names the ETag that query reads no bytes: the bytes at an address never change.
 */
export async function readSignedVariant(
  ctx: AppContext,
  req: SignedRequest,
  ifNoneMatch?: string,
): Promise<SignedVariantReply> {
  const maxAgeSeconds = secondsLeft(ctx.config.authSecret, req);
  if (maxAgeSeconds === null || req.v === undefined || req.exp === undefined) {
    throw new AppError('FORBIDDEN', PHOTO_MESSAGES.badLink);
  }
  const address = { photoId: req.photoId, variant: req.variant, version: req.v, grant: grantOf(req) };
  const etag = variantEtag(address);
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    if (!(await repo.isCurrentAddress(ctx.db, address))) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
    return { etag, maxAgeSeconds, notModified: true };
  }
  const image = await variantReply(ctx, address, req.exp);
  if (!image) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
  return 'redirectTo' in image ? image : { ...image, etag, maxAgeSeconds, notModified: false };
}

/**
 * The variant from the database, or a bucket address of it valid no longer than `validUntil`; null
 * when the address no longer opens (or its file is missing).
 */
async function variantReply(
  ctx: AppContext,
  address: MediaAddress,
  validUntil?: number,
): Promise<ImageReply | BucketRedirect | null> {
  const variant = await repo.findVariant(ctx.db, address);
  if (!variant) return null;
  if (variant.bytes) return { contentType: variant.contentType, body: variant.bytes };
  if (!ctx.files.bucket) return null;
  return { redirectTo: await bucketAddress(ctx.files.bucket, variant, validUntil) };
}

/**
 * `GET /api/upload/{id}` (spec section 7 "fallback profile photo"): the member's photo as this
 * viewer may see it, else the default avatar.
 */
export async function memberPhotoFor(
  ctx: AppContext,
  viewerId: string | null,
  memberId: string,
): Promise<ImageReply | BucketRedirect | DefaultAvatar> {
  const member = await repo.findMember(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.memberNotFound);
  const visible = (await visiblePhotos(ctx, viewerId, [member])).get(member.id);
  return (visible && (await variantReply(ctx, visible))) || defaultAvatarFor(member);
}

/** A staff decision as the staff screens show it, with a display address at the new photo version. */
export type DecidedPhoto = PhotoReview & { photoUrl: string };

/** What a decision changed, for the caller's own writes in the decision's transaction (audit, notice). */
export interface PhotoDecisionChange {
  memberId: string;
  previousStatus: string;
  status: PhotoDecision;
  notes: string | null;
}

/**
 * Staff review of a photo (spec sections 4 and 6). A rejected photo stays the member's current
 * photo so the owner sees the status and notes; others never see it, and the addresses they hold
 * stop opening in the same transaction (docs/decisions/0005-photos.md "Photo addresses"). `alsoInTransaction`
 * runs in that transaction with the status the photo had, read under the row's lock.
 */
export async function decidePhoto(
  ctx: AppContext,
  photoId: string,
  status: PhotoDecision,
  notes: string | null | undefined,
  alsoInTransaction?: (tx: Tx, change: PhotoDecisionChange) => Promise<void>,
): Promise<DecidedPhoto> {
  if (!IdSchema.safeParse(photoId).success) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
  const decided = await ctx.db.transaction(async (tx) => {
    const previousStatus = await repo.lockPhotoStatus(tx, photoId);
    if (previousStatus === null) return null;
    const row = await repo.updatePhotoReview(tx, photoId, { status, reviewNotes: notes?.trim() || null });
    if (!row) return null;
    if (status === 'rejected') await revokePhotoAddresses(tx, [row.memberId]);
    const version = await repo.findPhotoVersion(tx, row.memberId);
    if (version === null) throw new Error('photo owner missing');
    await alsoInTransaction?.(tx, { memberId: row.memberId, previousStatus, status, notes: row.reviewNotes });
    return { row, version };
  });
  if (!decided) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.photoNotFound);
  const { row, version } = decided;
  return {
    photoId: row.id,
    memberId: row.memberId,
    photoStatus: status,
    photoReviewNotes: row.reviewNotes,
    photoReviewedAt: row.reviewedAt?.toISOString() ?? null,
    photoUrl: signedMediaUrl(ctx.config.authSecret, { photoId: row.id, variant: 'display', version }),
  };
}
