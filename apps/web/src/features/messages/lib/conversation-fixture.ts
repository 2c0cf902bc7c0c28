import type { ConversationSummary } from '@mithaq/contracts/messaging';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';

/** A conversation summary for tests: an available member, no messages yet, unless overridden. */
export function conversationSummary(
  userId: string,
  fullName: string,
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    user: { _id: userId, fullName, photoUrl: null, trust: NO_TRUST },
    lastMessage: null,
    unreadMessages: false,
    unreadCount: 0,
    latestUnreadAt: null,
    blockedByMe: false,
    blockedMe: false,
    lastActivityAt: '2024-10-01T10:00:00.000Z',
    available: true,
    ...overrides,
  };
}
