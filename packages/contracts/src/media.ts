import { z } from 'zod';
import { PHOTO_STATUSES } from './profile.js';
import { multiLineString, singleLineString } from './text.js';

/** Spec section 2: images only; 10 MB is ours (docs/decisions/0005-photos.md). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Pixel bound checked from the header before decoding, so a decompression bomb is refused. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_FIELD = 'photo';

/** Formats accepted as input, recognised by their bytes; every upload is re-encoded to WebP. */
export const PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type PhotoInputFormat = (typeof PHOTO_INPUT_FORMATS)[number];

/** Stored renditions of one photo: blurred ones are what a non-matched viewer of a blurred member gets. */
export const PHOTO_VARIANTS = ['display', 'thumb', 'blur', 'blur_thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export const PHOTO_MESSAGES = {
  missingPhoto: 'Choose a photo to upload.',
  notAnImage: 'Only image files can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
  unreadable: 'This image could not be read. Please choose another photo.',
  tooLarge: 'The photo must be 10 MB or smaller.',
  tooManyPixels: 'The photo is too large in pixels (40 megapixels at most). Please choose a smaller one.',
  tooManyUploads: 'Too many photo uploads. Please wait a while and try again.',
  badLink: 'This photo link is invalid or has expired.',
  photoNotFound: 'Photo not found.',
  memberNotFound: 'Member not found.',
} as const;

export const UploadResponseSchema = /* @__PURE__ */ z.object({
  url: z.string(),
  photoStatus: z.literal('pending'),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** `GET /api/media/{photoId}/{variant}?v=&exp=&sig=`: the address photo URLs point at. */
export const MediaParamsSchema = /* @__PURE__ */ z.object({
  photoId: z.uuid(),
  variant: z.enum(PHOTO_VARIANTS),
});
export const SignedMediaQuerySchema = /* @__PURE__ */ z.object({
  /** The owner's photo version when the address was signed (a PostgreSQL integer). */
  v: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  /** On an address issued under a grant: the grantee and the grant's version (docs/decisions/0030-photo-access.md). */
  g: z.uuid().optional(),
  gv: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: singleLineString('sig').max(128).optional(),
});

/** Staff decision on a photo (spec section 7 `POST /api/admin/photos/{userId}/decision`). */
export const PHOTO_DECISIONS = ['approved', 'rejected'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];
export const PhotoDecisionSchema = /* @__PURE__ */ z.object({
  status: z.enum(PHOTO_DECISIONS),
  notes: multiLineString('Notes').trim().max(1000, 'Notes must be at most 1000 characters').nullish(),
});
export type PhotoDecisionInput = z.infer<typeof PhotoDecisionSchema>;

export const PhotoReviewSchema = /* @__PURE__ */ z.object({
  photoId: z.string(),
  memberId: z.string(),
  photoStatus: z.enum(PHOTO_STATUSES),
  photoReviewNotes: z.string().nullable(),
  photoReviewedAt: z.string().nullable(),
});
export type PhotoReview = z.infer<typeof PhotoReviewSchema>;

/** Image bytes (WebP, or SVG for a generated avatar); described for the OpenAPI document. */
export const ImageBytesSchema = /* @__PURE__ */ z
  .any()
  .describe('Image bytes (image/webp, or image/svg+xml for a default avatar)');

/** With object storage, a photo is fetched from the bucket: Location is a short-lived presigned address. */
export const BucketRedirectSchema = /* @__PURE__ */ z
  .null()
  .describe('Found: Location is a presigned bucket address of the image, valid for at most 5 minutes');

/** 304 to a conditional request whose If-None-Match names the current ETag: no body. */
export const NotModifiedSchema = /* @__PURE__ */ z
  .null()
  .describe('Not modified: the cached copy (by its ETag) is current');
