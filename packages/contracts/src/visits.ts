import { z } from 'zod';
import { singleLineString } from './text.js';

/** How long a visit is kept and counted (docs/decisions/0065-coming-back.md "Who viewed me"). */
export const VISITS_KEPT_DAYS = 90;
/** Free members see this many of their latest visits, blurred, with the count. */
export const FREE_VISITS_PREVIEW = 3;
export const VISITORS_PAGE_SIZE = 24;

export const VISITS_MESSAGES = {
  incognitoPremium: 'Incognito is part of premium. Upgrade to browse without appearing in lists.',
  invalidCursor: 'This page of results is no longer valid. Please reload the list.',
} as const;

/**
 * `GET` and `PUT /api/me/visibility`: what others see of the member's own browsing. `incognito` is
 * premium only and counts only while premium lasts; turning off `visitsShown` or `activityShown`
 * also hides everyone else's from the member (reciprocal).
 */
export const VisibilitySchema = /* @__PURE__ */ z.object({
  incognito: z.boolean(),
  visitsShown: z.boolean(),
  activityShown: z.boolean(),
});
export type Visibility = z.infer<typeof VisibilitySchema>;
export const VisibilityUpdateSchema = /* @__PURE__ */ VisibilitySchema.partial().strict();
export type VisibilityUpdate = z.infer<typeof VisibilityUpdateSchema>;

export const VisitorsQuerySchema = /* @__PURE__ */ z.object({ cursor: singleLineString('cursor').max(200).optional() });

export const VisitorSchema = /* @__PURE__ */ z.object({
  _id: z.uuid(),
  fullName: z.string(),
  age: z.number().int(),
  city: z.string(),
  photoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  viewedAt: z.string(),
});
export type Visitor = z.infer<typeof VisitorSchema>;

/**
 * `GET /api/me/visitors` (newest first, the last VISITS_KEPT_DAYS days): `full` for premium members;
 * `preview` for free members (the count and the times of the latest few, nobody named); `hidden` when
 * the member has chosen not to be seen viewing (reciprocal).
 */
export const VisitorsResponseSchema = /* @__PURE__ */ z.discriminatedUnion('view', [
  z.object({
    view: z.literal('full'),
    total: z.number().int(),
    visitors: z.array(VisitorSchema),
    nextCursor: z.string().nullable(),
  }),
  z.object({
    view: z.literal('preview'),
    total: z.number().int(),
    latest: z.array(z.object({ viewedAt: z.string() })),
  }),
  z.object({ view: z.literal('hidden') }),
]);
export type VisitorsResponse = z.infer<typeof VisitorsResponseSchema>;
