import { z } from 'zod';
import { PublicProfileSchema } from './profile.js';
import { singleLineString } from './text.js';

/** A profile in an interest list, with the interest it stands for. */
export const InterestProfileSchema = /* @__PURE__ */ PublicProfileSchema.extend({
  interestId: z.string(),
  interestAt: z.string(),
});
export type InterestProfile = z.infer<typeof InterestProfileSchema>;

/** `GET /api/profiles/interests` (spec section 3 "Interests response"). */
export const InterestsResponseSchema = /* @__PURE__ */ z.object({
  received: z.array(InterestProfileSchema),
  sent: z.array(InterestProfileSchema),
  accepted: z.array(InterestProfileSchema),
});
export type InterestsResponse = z.infer<typeof InterestsResponseSchema>;

/**
 * The spec's client sends `fromUserId`; the server takes the sender from the session and ignores it.
 * Nullish because Fastify hands a request without a body to the validator as null.
 */
export const SendInterestBodySchema = /* @__PURE__ */ z
  .object({ fromUserId: singleLineString('fromUserId').optional() })
  .nullish();

export const QuotaSchema = /* @__PURE__ */ z.object({
  /** null when the plan is unlimited. */
  remainingToday: z.number().int().nullable(),
  remainingThisMonth: z.number().int().nullable(),
});
export type Quota = z.infer<typeof QuotaSchema>;

export const SendInterestResponseSchema = /* @__PURE__ */ z.object({
  interestId: z.string(),
  status: z.literal('pending'),
  quota: QuotaSchema,
  /**
   * Held for review with the sender's account (docs/decisions/0067-risk-record.md): the receiver sees
   * nothing until staff release it. Absent when delivered.
   */
  held: z.boolean().optional(),
});
export type SendInterestResponse = z.infer<typeof SendInterestResponseSchema>;

export const InterestDecisionResponseSchema = /* @__PURE__ */ z.object({
  interestId: z.string(),
  status: z.enum(['accepted', 'declined']),
});

/** `POST` / `DELETE /api/messages/{userId}/block`. */
export const BlockResponseSchema = /* @__PURE__ */ z.object({ blockedByMe: z.boolean() });
export const UserIdParamsSchema = /* @__PURE__ */ z.object({ userId: z.uuid('Unknown member') });

/** Server texts for interests and blocks (spec section 8 gives only client fallbacks). */
export const INTEREST_MESSAGES = {
  toSelf: 'You cannot send an interest to yourself.',
  sameGender: 'Interests can only be sent to members of the opposite gender.',
  memberNotFound: 'This member is not available.',
  alreadySent: 'You have already sent an interest to this member.',
  theySentFirst: 'This member has already sent you an interest. Accept it from your received requests instead.',
  alreadyMatched: 'You are already matched with this member.',
  alreadyDeclined: 'An interest between you and this member was declined, so a new one cannot be sent.',
  noPending: 'No pending interest from this member.',
  blockSelf: 'You cannot block yourself.',
} as const;
