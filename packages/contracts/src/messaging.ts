import { z } from 'zod';
import { IdSchema } from './common.js';
import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES } from './messaging-constants.js';
import { multiLineString, singleLineString } from './text.js';
import { TrustSchema } from './trust.js';

/**
 * A free member never sees message text: the text of a message `viewerId` received is withheld unless
 * they may read (are Premium); a sender always sees their own words
 * (docs/decisions/0009-membership-and-messaging.md "Locked content").
 */
export function isMessageTextLocked(message: { receiverId: string }, viewerId: string, viewerCanRead: boolean) {
  return message.receiverId === viewerId && !viewerCanRead;
}

/**
 * Spec section 3 "Message". `content` is null and `locked` true when the viewer may not read it
 * (a free member's received messages): the server never sends the text
 * (docs/decisions/0009-membership-and-messaging.md "Locked content").
 */
export const MessageSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  sender: IdSchema,
  receiver: IdSchema,
  content: z.string().nullable(),
  locked: z.boolean(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** Who has read it: the receiver once they opened it, else empty. */
  readBy: z.array(IdSchema),
  /**
   * Held for review with its sender's account (docs/decisions/0067-risk-record.md "Restrict"): only the
   * sender sees it, until staff release it. Absent on every other message.
   */
  held: z.boolean().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationUserSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  fullName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** All false while the account is unavailable. */
  trust: TrustSchema,
});

export const LastMessageSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  content: z.string().nullable(),
  locked: z.boolean(),
  sender: IdSchema,
  createdAt: z.string(),
});
export type LastMessage = z.infer<typeof LastMessageSchema>;

/** Spec section 3 "Conversation summary", plus when it last moved (the sort key). */
export const ConversationSummarySchema = /* @__PURE__ */ z.object({
  user: ConversationUserSchema,
  lastMessage: LastMessageSchema.nullable(),
  /** Whether any message to the viewer is unread. */
  unreadMessages: z.boolean(),
  unreadCount: z.number().int().min(0),
  latestUnreadAt: z.string().nullable(),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  /** The last message's time, else when the two matched. */
  lastActivityAt: z.string(),
  /**
   * False while the other account is deactivated: listed as 'Member' with no photo or preview, and
   * the thread cannot be opened (404).
   */
  available: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** `GET /api/messages/inbox`: newest activity first; `unreadCount` is the nav badge's total. */
export const InboxResponseSchema = /* @__PURE__ */ z.object({
  conversations: z.array(ConversationSummarySchema),
  unreadCount: z.number().int().min(0),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

export const ThreadUserSchema = /* @__PURE__ */ ConversationUserSchema.extend({
  city: z.string().nullable(),
  profession: z.string().nullable(),
});

/**
 * A thread's chaperone state (docs/decisions/0031-guardian-wali-with-consent.md): who of the two has a guardian who can
 * read it, and whether the viewer has seen the banner about the other member's guardian.
 */
export const ChaperoneSchema = /* @__PURE__ */ z.object({
  /** The viewer's own guardian can read this conversation. */
  byMyGuardian: z.boolean(),
  /** The other member's name when their guardian can read it (the banner's `<member>`), else null. */
  otherMemberName: z.string().nullable(),
  /** The viewer has acknowledged the other member's guardian (true when there is none). */
  acknowledged: z.boolean(),
});
export type Chaperone = z.infer<typeof ChaperoneSchema>;

/** `POST /api/messages/{userId}/chaperone-ack`: the viewer has seen the banner. */
export const ChaperoneAckResponseSchema = /* @__PURE__ */ z.object({ acknowledged: z.literal(true) });

/** `GET /api/messages/{userId}` (spec section 3 "Thread response"). */
export const ThreadResponseSchema = /* @__PURE__ */ z.object({
  otherUser: ThreadUserSchema,
  /** Oldest first: the newest page, or the page before `before`. */
  messages: z.array(MessageSchema),
  /** Pass as `before` to load the page older than these; null at the start of the conversation. */
  olderCursor: z.string().nullable(),
  canSend: z.boolean(),
  /** Why `canSend` is false, in the server's words; null when it is true. */
  cannotSendReason: z.string().nullable(),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  /** Whether the viewer may read received messages (active premium). */
  canRead: z.boolean(),
  /** Either member's guardian can read this conversation (`chaperone` says whose). */
  chaperoned: z.boolean(),
  chaperone: ChaperoneSchema,
  /** The viewer's messages and interests are held for review (docs/decisions/0067-risk-record.md). */
  underReview: z.boolean().optional(),
  /** The viewer's own messages to this member held for review, oldest first; only while `underReview`. */
  heldMessages: z.array(MessageSchema).optional(),
});
export type ThreadResponse = z.infer<typeof ThreadResponseSchema>;

export const ThreadQuerySchema = /* @__PURE__ */ z.object({
  before: singleLineString('before').max(200).optional(),
});

export const SendMessageSchema = /* @__PURE__ */ z.object({
  content: multiLineString('Message', { error: MESSAGING_MESSAGES.empty })
    .trim()
    .min(1, MESSAGING_MESSAGES.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.tooLong),
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;

export const SendMessageResponseSchema = /* @__PURE__ */ MessageSchema;

/** `GET /api/messages/stream` events (Server-Sent Events, `event:` name and JSON `data:`). */
export const STREAM_EVENTS = ['inbox', 'conversation', 'message', 'interest', 'support', 'notification'] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

export const MessageEventSchema = /* @__PURE__ */ z.object({ userId: IdSchema, message: MessageSchema });
export type MessageEvent = z.infer<typeof MessageEventSchema>;

/**
 * `conversation`: what moved in one conversation with `userId`, to patch the cached inbox instead of
 * sending it whole on every message. Absent fields did not change.
 */
export const ConversationChangeSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  /** A new last message; `lastActivityAt` moves with it. */
  lastMessage: LastMessageSchema.optional(),
  lastActivityAt: z.string().optional(),
  unreadCount: z.number().int().min(0).optional(),
  latestUnreadAt: z.string().nullable().optional(),
});
export type ConversationChange = z.infer<typeof ConversationChangeSchema>;

export const INTEREST_ACTIONS = ['sent', 'accepted', 'declined'] as const;
export const InterestEventSchema = /* @__PURE__ */ z.object({ action: z.enum(INTEREST_ACTIONS), userId: IdSchema });
export type InterestEvent = z.infer<typeof InterestEventSchema>;

/** Staff answered this support ticket of the member's. */
export const SupportEventSchema = /* @__PURE__ */ z.object({ ticketId: IdSchema });
