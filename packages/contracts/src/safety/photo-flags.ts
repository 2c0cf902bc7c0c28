import { z } from 'zod';
import { IdSchema } from '../common.js';
import { multiLineString } from '../text.js';

/**
 * Reused photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"): a new profile photo
 * whose 64-bit perceptual hash is within this many bits of another member's photo or selfie, or of a
 * known scam image, is flagged. The hash's four 16-bit bands find every such pair (two hashes within 7
 * bits share a band within 1 bit); the robustness tests next to the hash (apps/server/src/modules/safety/
 * photo-fingerprint.test.ts) measure at most 4 bits for re-encoded, resized, cropped, brightened and
 * mirrored copies, and at least 16 between different pictures.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 7;
/** Up to this distance staff read "Near-identical"; above it, up to the match distance, "Very similar". */
export const NEAR_IDENTICAL_MAX_DISTANCE = 3;
/** The nearest matches a new photo is flagged with: enough to show a pattern, few enough to review. */
export const PHOTO_FLAGS_PER_PHOTO = 3;

export const PHOTO_FLAG_STATUSES = ['open', 'dismissed', 'confirmed'] as const;
export type PhotoFlagStatus = (typeof PHOTO_FLAG_STATUSES)[number];
/** What the new photo matched: another member's photo or selfie, or an image staff keep as a known scam. */
export const PHOTO_FLAG_SOURCES = ['photo', 'selfie', 'known-scam'] as const;
export type PhotoFlagSource = (typeof PHOTO_FLAG_SOURCES)[number];
/** Why the matched image cannot be shown: no longer kept (replaced, erased, removed) or a women-reviewers-only selfie. */
export const MATCH_UNAVAILABLE = ['gone', 'restricted'] as const;

export const KNOWN_SCAM_NOTE_MAX = 500;
/** The multipart fields of a known scam image upload. */
export const KNOWN_SCAM_IMAGE_FIELD = 'image';
export const KNOWN_SCAM_NOTE_FIELD = 'note';
/** The known scam images the staff list shows, newest first. */
export const KNOWN_SCAM_IMAGES_SHOWN = 500;

export const PHOTO_FLAG_MESSAGES = {
  openFlag: 'This photo matches another image. Dismiss or confirm each open flag before approving it.',
  flagNotFound: 'This photo flag no longer exists. The member may have replaced the photo.',
  flagDecided: 'This flag has already been decided.',
  confirmNotes: 'Write a note telling the member why the photo was rejected.',
  knownImageNotFound: 'Known scam image not found.',
  knownImageMissing: 'Choose an image to add.',
  knownNoteMissing: 'Add a note saying where this image was seen.',
  knownNoteTooLong: 'The note must be at most 500 characters.',
  tooPlain: 'This image is too plain to recognise copies of it. Choose another image.',
} as const;

/** The image a flagged photo was found to match, as staff see it beside the new photo. */
export const PhotoFlagMatchSchema = /* @__PURE__ */ z.object({
  source: z.enum(PHOTO_FLAG_SOURCES),
  /** The member whose photo or selfie it is; null for a known scam image and once that account is deleted. */
  member: z.object({ userId: IdSchema, fullName: z.string() }).nullable(),
  /** A signed display address of that member's photo (staff see it whatever its review status). */
  photoUrl: z.string().nullable(),
  /** A file only staff may open (the selfie, the known scam image), fetched with the staff token. */
  imageRef: z.string().nullable(),
  /** Set when neither address is given. */
  unavailable: z.enum(MATCH_UNAVAILABLE).nullable(),
  /** Staff's note on a known scam image. */
  note: z.string().nullable(),
});
export type PhotoFlagMatch = z.infer<typeof PhotoFlagMatchSchema>;

export const PhotoFlagSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  status: z.enum(PHOTO_FLAG_STATUSES),
  /** Bits that differ between the two hashes, 0 to PHOTO_MATCH_MAX_DISTANCE. */
  distance: z.number().int().min(0).max(64),
  matched: PhotoFlagMatchSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PhotoFlag = z.infer<typeof PhotoFlagSchema>;

/** Confirming a flag rejects the photo: the member reads these notes as with any rejection. */
export const PhotoFlagConfirmSchema = /* @__PURE__ */ z.object({
  notes: multiLineString('Notes', { error: PHOTO_FLAG_MESSAGES.confirmNotes })
    .trim()
    .min(1, PHOTO_FLAG_MESSAGES.confirmNotes)
    .max(1000, 'Notes must be at most 1000 characters'),
});
export type PhotoFlagConfirmInput = z.infer<typeof PhotoFlagConfirmSchema>;

export const KnownScamImageSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  note: z.string(),
  /** The thumbnail, a file only staff may open. */
  imageRef: z.string(),
  /** Null once that staff account is gone. */
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type KnownScamImage = z.infer<typeof KnownScamImageSchema>;
export const KnownScamImagesSchema = /* @__PURE__ */ z.array(KnownScamImageSchema);

/** The note as the multipart form sends it (a text field), checked like any other body. */
export const KnownScamNoteSchema = /* @__PURE__ */ multiLineString('Note', {
  error: PHOTO_FLAG_MESSAGES.knownNoteMissing,
})
  .trim()
  .min(1, PHOTO_FLAG_MESSAGES.knownNoteMissing)
  .max(KNOWN_SCAM_NOTE_MAX, PHOTO_FLAG_MESSAGES.knownNoteTooLong);
