import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { IdSchema } from './common.js';
import { LocaleSchema } from './i18n/locale-schemas.js';
import { MessageSchema } from './messaging.js';
import { singleLineString } from './text.js';

/** Who a guardian (wali) is to the member (docs/decisions/0031-guardian-wali-with-consent.md). */
export const GUARDIAN_RELATIONS = ['father', 'brother', 'uncle', 'imam', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** Invitations (first ones and resent links) a member may send in a day. */
export const GUARDIAN_INVITES_PER_DAY = 5;
/** A guardian session ends after this long unused; then the member sends a new invitation. */
export const GUARDIAN_SESSION_IDLE_DAYS = 30;

/** The error code of a link already exchanged for a session (410): the page asks for a new invitation. */
export const GUARDIAN_LINK_USED = 'GUARDIAN_LINK_USED';

export const GUARDIAN_MESSAGES = {
  alreadyHasGuardian: 'You already have a guardian. Remove them before inviting another.',
  notFound: 'This guardian was not found.',
  ownEmail: 'Invite someone else: this is your own email address.',
  tooManyInvites: 'You have sent too many guardian invitations today. Please try again tomorrow.',
  linkInvalid: 'This guardian link is not valid any more. Ask the member to send a new one.',
  linkUsed: 'This guardian link has already been used. Ask the member to send you a new invitation.',
  signInRequired: 'Open the link in your guardian email to see this page.',
  sessionEnded: 'This guardian view has ended. Open the latest link in your email to see it again.',
  noGuardian: 'This member has no guardian who could read this conversation.',
  relationInvalid: `Relation must be one of ${GUARDIAN_RELATIONS.join(', ')}`,
  nameRequired: 'Guardian name is required',
  nameTooLong: 'Guardian name must be at most 80 characters',
} as const;

/** `POST /api/guardians`: the member invites one guardian by email. */
export const InviteGuardianSchema = /* @__PURE__ */ z.object({
  email: EmailSchema,
  name: singleLineString('Guardian name', { error: GUARDIAN_MESSAGES.nameRequired })
    .trim()
    .min(1, GUARDIAN_MESSAGES.nameRequired)
    .max(80, GUARDIAN_MESSAGES.nameTooLong),
  relation: z.enum(GUARDIAN_RELATIONS, { error: GUARDIAN_MESSAGES.relationInvalid }),
});
export type InviteGuardianInput = z.input<typeof InviteGuardianSchema>;

/** The member's guardian as the member sees it: `invited` until the link is first opened. */
export const GuardianSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  email: z.string(),
  name: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  locale: LocaleSchema,
  status: z.enum(['invited', 'opened']),
  invitedAt: z.string(),
  openedAt: z.string().nullable(),
  dailyEmail: z.boolean(),
});
export type Guardian = z.infer<typeof GuardianSchema>;

/** `GET /api/guardians` (and the answer of every change): the one current guardian, or null. */
export const GuardiansResponseSchema = /* @__PURE__ */ z.object({ guardian: GuardianSchema.nullable() });
export type GuardiansResponse = z.infer<typeof GuardiansResponseSchema>;

/** A guardian in the staff member detail, current or removed. */
export const AdminGuardianSchema = /* @__PURE__ */ GuardianSchema.extend({ removedAt: z.string().nullable() });
export type AdminGuardian = z.infer<typeof AdminGuardianSchema>;

/** The emailed link's secret: 32 random bytes, base64url. */
export const GuardianLinkTokenSchema = /* @__PURE__ */ singleLineString('Token').regex(
  /^[A-Za-z0-9_-]{43}$/,
  GUARDIAN_MESSAGES.linkInvalid,
);

/** `POST /api/guardian-view/session`: the link's token for a guardian session. */
export const GuardianExchangeSchema = /* @__PURE__ */ z.object({ token: GuardianLinkTokenSchema });

/** Who is looking and at whose account: the guardian view's header. */
export const GuardianViewMeSchema = /* @__PURE__ */ z.object({
  guardianName: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  locale: LocaleSchema,
  dailyEmail: z.boolean(),
  member: z.object({ _id: IdSchema, fullName: z.string() }),
});
export type GuardianViewMe = z.infer<typeof GuardianViewMeSchema>;

export const GuardianSessionResponseSchema = /* @__PURE__ */ z.object({
  /** Send as `Authorization: Guardian <token>`; refused by every member and staff route. */
  token: z.string(),
  me: GuardianViewMeSchema,
});

/** `PUT /api/guardian-view/daily-email`: the guardian's own email choice, the one thing they change. */
export const GuardianDailyEmailSchema = /* @__PURE__ */ z.object({ dailyEmail: z.boolean() });

/** `POST /api/guardian-view/unsubscribe`: the daily email's link, no session needed. */
export const GuardianUnsubscribeSchema = /* @__PURE__ */ z.object({
  token: singleLineString('Token').max(300),
});
export const GuardianUnsubscribeResponseSchema = /* @__PURE__ */ z.object({ dailyEmail: z.literal(false) });

export const GuardianPersonSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  fullName: z.string(),
  city: z.string().nullable(),
  profession: z.string().nullable(),
});

/** `GET /api/guardian-view/matches`: the member's matches, newest first (no photos). */
export const GuardianMatchesResponseSchema = /* @__PURE__ */ z.object({
  matches: z.array(GuardianPersonSchema.extend({ matchedAt: z.string() })),
});
export type GuardianMatchesResponse = z.infer<typeof GuardianMatchesResponseSchema>;

/** `GET /api/guardian-view/conversations`: only those whose other member acknowledged the guardian. */
export const GuardianConversationsResponseSchema = /* @__PURE__ */ z.object({
  conversations: z.array(
    z.object({
      user: z.object({ _id: IdSchema, fullName: z.string() }),
      lastActivityAt: z.string(),
      lastMessageAt: z.string().nullable(),
    }),
  ),
});
export type GuardianConversationsResponse = z.infer<typeof GuardianConversationsResponseSchema>;

/** `GET /api/guardian-view/conversations/{userId}`: read-only, messages as the member may read them. */
export const GuardianThreadResponseSchema = /* @__PURE__ */ z.object({
  member: z.object({ _id: IdSchema, fullName: z.string() }),
  otherUser: GuardianPersonSchema,
  messages: z.array(MessageSchema),
  olderCursor: z.string().nullable(),
  /** Whether the member may read received messages; when not, they are locked here too. */
  canRead: z.boolean(),
});
export type GuardianThreadResponse = z.infer<typeof GuardianThreadResponseSchema>;
