import { z } from 'zod';
import { IdSchema } from './common.js';
import { PHOTO_STATUSES } from './profile.js';
import { multiLineString } from './text.js';

/**
 * The poses a selfie challenge asks for (docs/decisions/0033-selfie-verification.md): each is easy to
 * hold, reads the same in a mirrored preview, and is named in every language by the `options`
 * catalog (`options.selfiePose.<key>`).
 */
export const SELFIE_POSES = [
  'three-fingers',
  'thumbs-up',
  'two-fingers',
  'open-palm',
  'hand-on-chin',
  'touch-ear',
  'point-up',
  'ok-sign',
  'fist-beside-face',
  'hand-on-cheek',
] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number];

export const SELFIE_CHALLENGE_MINUTES = 10;
/** The selfie image is erased this long after staff decided on it; the decision stays. */
export const SELFIE_RETENTION_DAYS = 30;
export const SELFIE_FILE_FIELD = 'file';
export const SELFIE_CHALLENGE_FIELD = 'challengeId';

export const SELFIE_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type SelfieStatusValue = (typeof SELFIE_STATUSES)[number];
/**
 * A verified member's new profile photo pauses the photo check: `review` while staff compare the kept
 * selfie again, `retake` when the selfie was already erased and the member must take a new one.
 */
export const SELFIE_RECHECKS = ['none', 'review', 'retake'] as const;

export const SELFIE_MESSAGES = {
  challengeMissing: 'Ask for a pose first, then take your selfie.',
  challengeNotFound: 'This pose request was not found. Ask for a new pose.',
  challengeExpired: 'This pose request has expired. Ask for a new pose.',
  challengeUsed: 'This pose request was already used. Ask for a new pose.',
  challengeSuperseded: 'You asked for a newer pose. Take your selfie with the newest pose.',
  missingFile: 'Take or choose a selfie first.',
  alreadyVerified: 'Your selfie is already verified.',
  tooManyChallenges: 'You have asked for many poses. Please try again in an hour.',
  tooManyUploads: 'You have sent many selfies. Please try again in an hour.',
  noSelfie: 'This member has not taken a selfie.',
  selfieErased: 'This selfie was erased after review. The member must take a new one.',
  imageNotFound: 'Selfie image not found.',
  womenReviewersOnly: 'This member asked that only women staff review their selfie and ID.',
} as const;

/** `GET /api/verify/selfie/challenge`: one pose, valid 10 minutes; asking again replaces it. */
export const SelfieChallengeSchema = /* @__PURE__ */ z.object({
  challengeId: IdSchema,
  pose: z.enum(SELFIE_POSES),
  expiresAt: z.string(),
});
export type SelfieChallenge = z.infer<typeof SelfieChallengeSchema>;

/** The member's own selfie, as `GET /api/verify/status` and `POST /api/verify/selfie` show it. */
export const SelfieStatusSchema = /* @__PURE__ */ z.object({
  status: z.enum(SELFIE_STATUSES),
  pose: z.enum(SELFIE_POSES).nullable(),
  uploadedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
  recheck: z.enum(SELFIE_RECHECKS),
});
export type SelfieStatus = z.infer<typeof SelfieStatusSchema>;

/** `PUT /api/verify/preferences`. */
export const ReviewPreferencesSchema = /* @__PURE__ */ z.strictObject({ womenReviewersOnly: z.boolean() });
export type ReviewPreferences = z.infer<typeof ReviewPreferencesSchema>;

export const SELFIE_REVIEW_FILTERS = ['pending', 'verified', 'rejected', 'all'] as const;
export const SelfieReviewQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(SELFIE_REVIEW_FILTERS).default('pending'),
});

export const SELFIE_DECISIONS = ['verified', 'rejected'] as const;
export const SelfieDecisionSchema = /* @__PURE__ */ z.object({
  status: z.enum(SELFIE_DECISIONS),
  notes: multiLineString('Notes').trim().max(1000, 'Notes must be at most 1000 characters').nullish(),
});
export type SelfieDecisionInput = z.infer<typeof SelfieDecisionSchema>;

/** One row of the staff "Selfie approval" queue: the selfie beside every current profile photo. */
export const SelfieSubmissionSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  user: z.object({ fullName: z.string(), email: z.string(), city: z.string() }),
  womenReviewersOnly: z.boolean(),
  selfie: z.object({
    status: z.enum(['pending', ...SELFIE_DECISIONS]),
    pose: z.enum(SELFIE_POSES),
    uploadedAt: z.string(),
    reviewedAt: z.string().nullable(),
    notes: z.string().nullable(),
    /** Set when a verified member changed their photo: compare again. */
    recheckSince: z.string().nullable(),
    /** The staff-only address of the decrypted image; null once erased. */
    imageRef: z.string().nullable(),
  }),
  photos: z.array(z.object({ url: z.string(), status: z.enum(PHOTO_STATUSES) })),
});

export const SelfieSubmissionsSchema = /* @__PURE__ */ z.array(SelfieSubmissionSchema);
export type SelfieSubmission = z.infer<typeof SelfieSubmissionSchema>;
