import { z } from 'zod';
import { PHOTO_ACCESS_STATES } from './photo-access.js';
import { EditableProfileSchema, PublicProfileSchema } from './profile.js';

/** `PUT /api/profiles/me` and `POST /api/profiles`: only the fields sent are saved; unknown keys are dropped. */
export const UpdateProfileSchema = /* @__PURE__ */ EditableProfileSchema.partial();
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/**
 * `POST /api/profiles/me/wizard-prompt`: whether the wizard opens by itself now. A yes is recorded at
 * once, so the member's other tabs and devices get a no until the interval has passed.
 */
export const WizardPromptSchema = /* @__PURE__ */ z.object({
  opens: z.boolean(),
  wizardPromptedAt: z.string().nullable(),
});
export type WizardPrompt = z.infer<typeof WizardPromptSchema>;

export const INTEREST_RELATIONS = ['none', 'sent', 'received', 'matched', 'declined'] as const;

/** `GET /api/profiles/{id}`: what the viewer may see, and where the two members stand. */
export const ViewedProfileSchema = /* @__PURE__ */ PublicProfileSchema.extend({
  relationship: z.object({
    interest: z.enum(INTEREST_RELATIONS),
    isMatch: z.boolean(),
    blockedByMe: z.boolean(),
    /** Whether Send Interest may be offered: no interest between the two yet and opposite genders. */
    canSendInterest: z.boolean(),
    /**
     * Send Interest would be offered, but this member accepts interest only from members with a verified
     * ID or selfie and the viewer has neither (docs/decisions/0066-catching-scammers-early.md); then
     * `canSendInterest` is false.
     */
    interestNeedsVerification: z.boolean(),
    /** What the viewer may do about a blurred photo (docs/decisions/0030-photo-access.md); null: nothing. */
    photoAccess: z.enum(PHOTO_ACCESS_STATES).nullable(),
    /** On the viewer's Saved list, with the viewer's private note ('' when none). */
    saved: z.boolean(),
    note: z.string(),
    /** Marked "not interested" by the viewer (never shown to the other member). */
    notInterested: z.boolean(),
  }),
});
export type ViewedProfile = z.infer<typeof ViewedProfileSchema>;

/** Server texts for profiles and browse (spec section 8 gives only client fallbacks). */
export const PROFILE_MESSAGES = {
  notFound: 'This profile is not available.',
  onlyWomenCanBlur: 'Only women can blur their photo.',
  matchScoreMatchesOnly:
    'Match score is available only for mutual matches. Send an interest and wait for it to be accepted.',
  invalidCursor: 'This page of results is no longer valid. Please reload the list.',
} as const;
