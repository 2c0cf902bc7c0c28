// Messaging's constants and texts, apart from its schemas, so the browser reads them without
// downloading zod (docs/decisions/0015-speed-on-a-phone.md).

/** Polling intervals of the inbox and an open thread (spec section 9). */
export const INBOX_POLL_MS = 20_000;
export const THREAD_POLL_MS = 10_000;

/** Spec section 9 and docs/decisions/0009-membership-and-messaging.md: timings the web and server share. */
export const STREAM_RECONNECT_MS = 5_000;
export const STREAM_HEARTBEAT_MS = 25_000;

/**
 * A message is 1 to 2,000 characters after trimming (docs/decisions/0009-membership-and-messaging.md "Message length
 * and pace").
 */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Thread pages: the newest 50, then older pages of 50 through `olderCursor`. */
export const THREAD_PAGE_SIZE = 50;
/** Messages one member may send per minute. */
export const MESSAGES_PER_MINUTE = 30;

const NO_MESSAGES_YET = 'No messages yet.';

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
  /** An empty thread the viewer can write in (spec section 2). */
  noMessages: `${NO_MESSAGES_YET} Be the first to say salaam!`,
  /** An empty thread or inbox entry the viewer cannot write in: a free member's, or a blocked one. */
  noMessagesYet: NO_MESSAGES_YET,
  /** The inbox list's description for free members, read out with the blurred previews. */
  previewsLocked: 'Message previews are hidden until you upgrade to Premium.',
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
