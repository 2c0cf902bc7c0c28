import { z } from 'zod';
import { IdSchema } from './common.js';
import { singleLineString } from './text.js';

/**
 * What a viewer may do about a member's blurred photo (docs/decisions/0030-photo-access.md): `clear`
 * they see it clearly (a match or a grant), `can-ask` they may ask, `requested` they asked and have
 * no answer they may see (a decline is silent). Null: the photo is not blurred for them, or is theirs.
 */
export const PHOTO_ACCESS_STATES = ['clear', 'can-ask', 'requested'] as const;
export type PhotoAccessState = (typeof PHOTO_ACCESS_STATES)[number];

/** Asks a member may make in one of their own days, and how long before asking the same member again. */
export const PHOTO_ASKS_PER_DAY = 10;
export const PHOTO_REASK_DAYS = 30;
/** How long the log of who saw a member's clear photo is kept. */
export const PHOTO_VIEWS_RETENTION_DAYS = 90;

export const PHOTO_ACCESS_MESSAGES = {
  askSelf: 'You cannot ask to see your own photos.',
  notBlurred: "This member's photos are not blurred: there is nothing to ask for.",
  noPhoto: 'This member has no photo to show yet.',
  alreadyClear: 'You can already see these photos.',
  alreadyAsked: 'You have already asked to see these photos. You can ask again later.',
  tooManyAsks: 'You have asked to see photos 10 times today. Please try again tomorrow.',
  requestNotFound: 'This request was not found or has already been answered.',
  grantNotFound: 'You have not shared your photos with this member.',
} as const;

/** Another member as these lists show them: name, city and their photo as the reader may see it. */
export const PhotoAccessMemberSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
});
export type PhotoAccessMember = z.infer<typeof PhotoAccessMemberSchema>;

/** `POST /api/profiles/{id}/photo-access`: the request, as the asker now sees it. */
export const PhotoAccessAskResponseSchema = /* @__PURE__ */ z.object({
  requestId: IdSchema,
  photoAccess: z.literal('requested'),
});
export type PhotoAccessAskResponse = z.infer<typeof PhotoAccessAskResponseSchema>;

/**
 * A request the member sent, as the asker may know it: a declined one stays `pending`; `ended` once
 * the owner stopped sharing after granting.
 */
export const SENT_REQUEST_STATES = ['pending', 'granted', 'ended'] as const;
export type SentRequestState = (typeof SENT_REQUEST_STATES)[number];

/** `GET /api/photo-access`: the member's side of photo access. */
export const PhotoAccessOverviewSchema = /* @__PURE__ */ z.object({
  /** Whether her photos are blurred now: the choices below matter only then. */
  photoBlurred: z.boolean(),
  /** Whether her matches see her photos clearly (default on). */
  matchesSeePhotos: z.boolean(),
  /** Pending requests she received, newest first. */
  received: z.array(z.object({ requestId: IdSchema, member: PhotoAccessMemberSchema, askedAt: z.string() })),
  /** Members she shares her photos with now, newest first. */
  grants: z.array(z.object({ member: PhotoAccessMemberSchema, grantedAt: z.string() })),
  /** Requests she sent, newest first. */
  sent: z.array(
    z.object({
      requestId: IdSchema,
      member: PhotoAccessMemberSchema,
      askedAt: z.string(),
      state: z.enum(SENT_REQUEST_STATES),
    }),
  ),
});
export type PhotoAccessOverview = z.infer<typeof PhotoAccessOverviewSchema>;

export const PhotoRequestParamsSchema = /* @__PURE__ */ z.object({ requestId: z.uuid('Unknown request') });

/** `POST /api/photo-access/{requestId}`. */
export const PhotoAccessDecisionSchema = /* @__PURE__ */ z.object({ decision: z.enum(['grant', 'decline']) });
export type PhotoAccessDecision = z.infer<typeof PhotoAccessDecisionSchema>;

export const PhotoAccessDecisionResponseSchema = /* @__PURE__ */ z.object({
  requestId: IdSchema,
  status: z.enum(['granted', 'declined']),
});

/** `PUT /api/photo-access/settings`. */
export const PhotoAccessSettingsSchema = /* @__PURE__ */ z.object({ matchesSeePhotos: z.boolean() }).strict();
export type PhotoAccessSettings = z.infer<typeof PhotoAccessSettingsSchema>;

export const PHOTO_VIEWS_PAGE_SIZE = 20;

/** `GET /api/photo-access/views?cursor=&limit=`: newest first. */
export const PhotoViewsQuerySchema = /* @__PURE__ */ z.object({
  cursor: singleLineString('cursor').max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(PHOTO_VIEWS_PAGE_SIZE),
});

export const PhotoViewsSchema = /* @__PURE__ */ z.object({
  items: z.array(
    z.object({
      member: PhotoAccessMemberSchema,
      /** The first time that day her clear photo was given to them. */
      viewedAt: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type PhotoViews = z.infer<typeof PhotoViewsSchema>;
