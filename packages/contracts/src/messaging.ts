import { z } from 'zod';
import { IdSchema } from './common.js';

/** Spec section 9 and the messaging issue: timings the web and server share. */
export const INBOX_POLL_MS = 20_000;
export const THREAD_POLL_MS = 10_000;
export const STREAM_RECONNECT_MS = 5_000;
export const STREAM_HEARTBEAT_MS = 25_000;

/** A message is 1 to 2,000 characters after trimming (docs/decisions.md "Messaging"). */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Thread pages: the newest 50, then older pages of 50 through `olderCursor`. */
export const THREAD_PAGE_SIZE = 50;
/** Messages one member may send per minute. */
export const MESSAGES_PER_MINUTE = 30;

/** Texts of spec sections 2, 4 and 8 for messaging, plus the server's refusals. */
export const MESSAGING_MESSAGES = {
  upgradeToSend: 'Upgrade to Premium to send messages.',
  matchesOnly: 'You can only message your matches.',
  blockedYou: 'This user has blocked you. You can no longer send messages.',
  youBlocked: 'You blocked this user. Unblock to resume the conversation.',
  lockedPreview: 'Upgrade to Premium to view this message',
  premiumPrompt: 'You need a premium membership to access full conversations and send replies.',
  noConversations: 'No conversations yet.',
  selectConversation: 'Select a conversation',
  noMessages: 'No messages yet. Be the first to say salaam!',
  startConversation: 'Start the conversation',
  unnamedMember: 'Member',
  signInAgain: 'Please sign in again to continue messaging.',
  inboxFailed: 'Failed to load inbox',
  loadConversationFailed: 'Failed to load conversation',
  sendFailed: 'Failed to send message',
  blockFailed: 'Failed to update block status',
  threadNotFound: 'This conversation is not available.',
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters.`,
  tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
  invalidCursor: 'These older messages could not be loaded. Please reopen the conversation.',
} as const;

/**
 * Spec section 3 "Message". `content` is null and `locked` true when the viewer may not read it
 * (a free member's received messages): the server never sends the text (docs/decisions.md).
 */
export const MessageSchema = z.object({
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
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationUserSchema = z.object({
  _id: IdSchema,
  fullName: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const LastMessageSchema = z.object({
  _id: IdSchema,
  content: z.string().nullable(),
  locked: z.boolean(),
  sender: IdSchema,
  createdAt: z.string(),
});
export type LastMessage = z.infer<typeof LastMessageSchema>;

/** Spec section 3 "Conversation summary", plus when it last moved (the sort key). */
export const ConversationSummarySchema = z.object({
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
export const InboxResponseSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  unreadCount: z.number().int().min(0),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

export const ThreadUserSchema = ConversationUserSchema.extend({
  city: z.string().nullable(),
  profession: z.string().nullable(),
});

/** `GET /api/messages/{userId}` (spec section 3 "Thread response"). */
export const ThreadResponseSchema = z.object({
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
});
export type ThreadResponse = z.infer<typeof ThreadResponseSchema>;

export const ThreadQuerySchema = z.object({
  before: z.string().max(200).optional(),
});

export const SendMessageSchema = z.object({
  content: z
    .string({ error: MESSAGING_MESSAGES.empty })
    .trim()
    .min(1, MESSAGING_MESSAGES.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.tooLong),
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;

export const SendMessageResponseSchema = MessageSchema;

/** `GET /api/messages/stream` events (Server-Sent Events, `event:` name and JSON `data:`). */
export const STREAM_EVENTS = ['inbox', 'message', 'interest', 'support'] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

export const MessageEventSchema = z.object({ userId: IdSchema, message: MessageSchema });
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const INTEREST_ACTIONS = ['sent', 'accepted', 'declined'] as const;
export const InterestEventSchema = z.object({ action: z.enum(INTEREST_ACTIONS), userId: IdSchema });
export type InterestEvent = z.infer<typeof InterestEventSchema>;

/** Staff answered this support ticket of the member's. */
export const SupportEventSchema = z.object({ ticketId: IdSchema });
