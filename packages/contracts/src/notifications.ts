import { z } from 'zod';
import { IdSchema } from './common.js';
import { isSingleLineText, singleLineString } from './text.js';
import { isValidTimeZone, TIME_ZONE_MAX_LENGTH } from './time-zone.js';

/**
 * The kinds a member sets preferences for (docs/decisions/0026-notifications.md): each is one row of Settings →
 * Notifications.
 */
export const NOTIFICATION_KINDS = [
  'interests',
  'matches',
  'messages',
  'moderation',
  'support',
  'payments',
  'membership',
  'safety',
  'recommendations',
  'alerts',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What happened. Every type but `messages-unread` is an item of the feed at /notifications; unread
 * messages are told by the Messages badge in the app and by email and push when the member is away.
 */
export const NOTIFICATION_TYPE_KIND = {
  'interest-received': 'interests',
  'interest-accepted': 'matches',
  'photo-access-requested': 'interests',
  'photo-access-granted': 'interests',
  'messages-unread': 'messages',
  'photo-approved': 'moderation',
  'photo-rejected': 'moderation',
  'id-verified': 'moderation',
  'id-rejected': 'moderation',
  'selfie-approved': 'moderation',
  'selfie-rejected': 'moderation',
  'ticket-answered': 'support',
  'payment-received': 'payments',
  'refund-approved': 'payments',
  'refund-declined': 'payments',
  'membership-ending': 'membership',
  'membership-ended': 'membership',
  'staff-warning': 'safety',
  // docs/decisions/0065-coming-back.md: the day's picks and the note to a member away that they are
  // kept; a saved search's alert is a kind of its own, so its email can go at once while picks wait
  // for the digest.
  'daily-picks': 'recommendations',
  'picks-kept': 'recommendations',
  'search-alert': 'alerts',
} as const satisfies Record<string, NotificationKind>;
export type NotificationType = keyof typeof NOTIFICATION_TYPE_KIND;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_KIND) as NotificationType[];
export const FEED_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((t) => t !== 'messages-unread');

/**
 * Kinds pushed to a device (docs/decisions/0026-notifications.md); the others reach the member in the app and by
 * email.
 */
export const PUSH_KINDS: readonly NotificationKind[] = [
  'interests',
  'matches',
  'messages',
  'support',
  'recommendations',
  'alerts',
];

/** Kinds whose email a new member gets in the daily digest rather than at once. */
export const DIGEST_BY_DEFAULT_KINDS: readonly NotificationKind[] = ['recommendations'];

/**
 * Kinds whose emails are account records, not marketing (RFC 8058 unsubscribe does not apply): a
 * payment's receipt and a refund's decision are sent whatever the member's email setting says.
 */
export const ALWAYS_EMAILED_KINDS: readonly NotificationKind[] = ['payments'];

export const EMAIL_FREQUENCIES = ['immediate', 'digest', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const NOTIFICATION_MESSAGES = {
  badTime: 'Use a time of day as HH:MM, for example 22:00.',
  badTimeZone: 'Choose a time zone from the list.',
  badEmailFrequency: 'Email must be immediate, digest or off.',
  notFound: 'Notification not found.',
  badUnsubscribeLink: 'This unsubscribe link is not valid. Sign in and change your email settings instead.',
  badPushSubscription: 'This push subscription is not valid.',
  pushNotConfigured: 'Push notifications are not available on this site.',
} as const;

const timeOfDay = (label: string) =>
  singleLineString(label).regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_MESSAGES.badTime);

export const QuietHoursSchema = /* @__PURE__ */ z.object({
  start: timeOfDay('start'),
  end: timeOfDay('end'),
  timeZone: singleLineString('timeZone')
    .max(TIME_ZONE_MAX_LENGTH, NOTIFICATION_MESSAGES.badTimeZone)
    .refine(isValidTimeZone, NOTIFICATION_MESSAGES.badTimeZone),
});
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const KindSettingSchema = /* @__PURE__ */ z.object({
  email: z.enum(EMAIL_FREQUENCIES, NOTIFICATION_MESSAGES.badEmailFrequency),
  push: z.boolean(),
});
export type KindSetting = z.infer<typeof KindSettingSchema>;

const kindShape = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, schema])) as Record<NotificationKind, T>;

/**
 * `GET /api/notifications/settings`. Quiet hours null: no quiet time (push at any hour, emails at
 * once). Otherwise no push between start and end in that zone, and emails wait for the end.
 */
export const NotificationSettingsSchema = /* @__PURE__ */ z.object({
  ...kindShape(KindSettingSchema),
  quietHours: QuietHoursSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `PUT /api/notifications/settings`: any subset; a kind may give only `email` or only `push`. */
export const NotificationSettingsUpdateSchema = /* @__PURE__ */ z
  .object({
    ...kindShape(KindSettingSchema.partial().strict().optional()),
    quietHours: QuietHoursSchema.nullable().optional(),
  })
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

/**
 * A new member's settings: every email at once but recommendations (in the daily digest), push for the
 * kinds that push, quiet 22:00 to 07:00.
 */
export function defaultNotificationSettings(timeZone: string): NotificationSettings {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [
      k,
      { email: DIGEST_BY_DEFAULT_KINDS.includes(k) ? 'digest' : 'immediate', push: PUSH_KINDS.includes(k) },
    ]),
  ) as Record<NotificationKind, KindSetting>;
  return { ...kinds, quietHours: { ...DEFAULT_QUIET_HOURS, timeZone } };
}

/** A stored or partial settings object over the defaults: unknown kinds dropped, missing ones defaulted. */
export function mergeNotificationSettings(
  base: NotificationSettings,
  update: NotificationSettingsUpdate,
): NotificationSettings {
  const merged = { ...base };
  for (const kind of NOTIFICATION_KINDS) {
    const change = update[kind];
    if (change) merged[kind] = { ...base[kind], ...change };
  }
  if (update.quietHours !== undefined) merged.quietHours = update.quietHours;
  return merged;
}

/** The other member a notification is about, as the reader may see them (photo privacy applies). */
export const NotificationMemberSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
});
export type NotificationMember = z.infer<typeof NotificationMemberSchema>;

/**
 * What the text of a notification needs beyond its type and member, never content a member could not
 * see in the app: staff notes on their own photo or ID, a ticket's subject, a plan and amount.
 */
export const NotificationDataSchema = /* @__PURE__ */ z.object({
  notes: z.string().optional(),
  ticketId: z.string().optional(),
  subject: z.string().optional(),
  paymentId: z.string().optional(),
  planName: z.string().optional(),
  /** Rupees. */
  amount: z.number().optional(),
  /** ISO time a membership ends or ended. */
  endsAt: z.string().optional(),
  /** A staff warning's text. */
  message: z.string().optional(),
  /** `messages-unread`: how many messages from the member were unread, counted from `since` (ISO). */
  count: z.number().int().optional(),
  since: z.string().optional(),
  /** `search-alert`: the saved search and its name. */
  searchId: z.string().optional(),
  searchName: z.string().optional(),
});
export type NotificationData = z.infer<typeof NotificationDataSchema>;

export const NotificationItemSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  type: z.enum(FEED_NOTIFICATION_TYPES as [NotificationType, ...NotificationType[]]),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  read: z.boolean(),
  member: NotificationMemberSchema.nullable(),
  /** Where clicking it goes, a path of the site (`/messages?user=…`, `/support`, `/premium/history`). */
  link: z.string(),
  data: NotificationDataSchema,
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;

/** `GET /api/notifications?cursor=&limit=`: newest first. */
export const NotificationFeedQuerySchema = /* @__PURE__ */ z.object({
  cursor: singleLineString('cursor').max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const NotificationFeedSchema = /* @__PURE__ */ z.object({
  items: z.array(NotificationItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

/** `POST /api/notifications/read`: `{ids}` marks those, `{all: true}` every one. */
export const MarkNotificationsReadSchema = /* @__PURE__ */ z.union([
  z.object({ ids: z.array(IdSchema).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

export const UnreadCountSchema = /* @__PURE__ */ z.object({ unreadCount: z.number().int() });

/** The stream's `notification` event: the feed changed; the new unread count rides along. */
export const NotificationEventSchema = UnreadCountSchema;
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** How a 400 names the fields of a push subscription. */
const PUSH_SUBSCRIPTION_LABEL = 'Push subscription';

/** Base64url of `bytes` bytes, as `PushSubscription.toJSON()` writes keys (padding tolerated). */
const base64UrlOfLength = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const shape = new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`);
  return singleLineString(PUSH_SUBSCRIPTION_LABEL, { error: NOTIFICATION_MESSAGES.badPushSubscription })
    .min(chars, NOTIFICATION_MESSAGES.badPushSubscription)
    .max(chars + 2, NOTIFICATION_MESSAGES.badPushSubscription)
    .refine((key) => shape.test(key), NOTIFICATION_MESSAGES.badPushSubscription);
};

/**
 * `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. Only https endpoints: the
 * server POSTs to this address, and push services are all https (RFC 8030 section 8; docs/decisions/0029-web-push.md).
 * `p256dh` is the device's P-256 key (65 bytes), `auth` its 16-byte secret (RFC 8291).
 */
export const PushSubscriptionSchema = /* @__PURE__ */ z.object({
  endpoint: z
    .url({ protocol: /^https$/, message: NOTIFICATION_MESSAGES.badPushSubscription })
    .max(2048, NOTIFICATION_MESSAGES.badPushSubscription)
    // A URL may still hold control characters, which PostgreSQL text refuses (NUL) or screens hide.
    .refine(isSingleLineText, NOTIFICATION_MESSAGES.badPushSubscription),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64UrlOfLength(65), auth: base64UrlOfLength(16) },
    NOTIFICATION_MESSAGES.badPushSubscription,
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`: forget this device (the endpoint it was subscribed with). */
export const PushUnsubscribeSchema = /* @__PURE__ */ z.object({
  endpoint: singleLineString(PUSH_SUBSCRIPTION_LABEL, { error: NOTIFICATION_MESSAGES.badPushSubscription })
    .min(1, NOTIFICATION_MESSAGES.badPushSubscription)
    .max(2048, NOTIFICATION_MESSAGES.badPushSubscription),
});
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeSchema>;

export const PushOkSchema = /* @__PURE__ */ z.object({ ok: z.literal(true) });

/** What a push carries to the service worker: texts in the member's language, no message content. */
export const PushPayloadSchema = /* @__PURE__ */ z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site the notification opens. */
  url: z.string(),
  /** Same tag replaces an earlier notification on the device (one per conversation). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * `?token=` of an unsubscribe address (RFC 8058): the member and the kinds it turns off, signed by the
 * server, so it works without a session and only for them. The server says if it is not valid.
 */
export const UnsubscribeQuerySchema = /* @__PURE__ */ z.object({
  token: singleLineString('token').max(600, NOTIFICATION_MESSAGES.badUnsubscribeLink),
});

/**
 * `POST /api/notifications/unsubscribe`: a mail provider's one-click post (`List-Unsubscribe=One-Click`,
 * form-encoded) or the confirmation page's button (no fields).
 */
export const UnsubscribeFormSchema = /* @__PURE__ */ z.object({ 'List-Unsubscribe': z.enum(['One-Click']).optional() });

/** The answer to a client that asks for JSON; browsers and mail providers get a page. */
export const UnsubscribeResultSchema = /* @__PURE__ */ z.object({ ok: z.literal(true) });
