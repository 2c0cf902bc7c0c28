import { z } from 'zod';
import { PublicProfileSchema } from './profile.js';

/** A profile in an interest list, with the interest it stands for. */
export const InterestProfileSchema = PublicProfileSchema.extend({
  interestId: z.string(),
  interestAt: z.string(),
});
export type InterestProfile = z.infer<typeof InterestProfileSchema>;

/** `GET /api/profiles/interests` (spec section 3 "Interests response"). */
export const InterestsResponseSchema = z.object({
  received: z.array(InterestProfileSchema),
  sent: z.array(InterestProfileSchema),
  accepted: z.array(InterestProfileSchema),
});
export type InterestsResponse = z.infer<typeof InterestsResponseSchema>;

/** The spec's client sends `fromUserId`; the server takes the sender from the session and ignores it. */
export const SendInterestBodySchema = z.object({ fromUserId: z.string().optional() }).optional();

export const QuotaSchema = z.object({
  /** null when the plan is unlimited. */
  remainingToday: z.number().int().nullable(),
  remainingThisMonth: z.number().int().nullable(),
});
export type Quota = z.infer<typeof QuotaSchema>;

export const SendInterestResponseSchema = z.object({
  interestId: z.string(),
  status: z.literal('pending'),
  quota: QuotaSchema,
});
export type SendInterestResponse = z.infer<typeof SendInterestResponseSchema>;

export const InterestDecisionResponseSchema = z.object({
  interestId: z.string(),
  status: z.enum(['accepted', 'declined']),
});

/** `POST` / `DELETE /api/messages/{userId}/block`. */
export const BlockResponseSchema = z.object({ blockedByMe: z.boolean() });
export const UserIdParamsSchema = z.object({ userId: z.uuid('Unknown member') });
