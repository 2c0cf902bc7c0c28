import type { ConversationChange, ConversationSummary, InboxResponse } from '@mithaq/contracts/messaging';

/** The server's order: newest activity first, then by the other member's id. */
function byActivity(a: ConversationSummary, b: ConversationSummary): number {
  if (a.lastActivityAt !== b.lastActivityAt) return a.lastActivityAt < b.lastActivityAt ? 1 : -1;
  return a.user._id < b.user._id ? -1 : 1;
}

function applyTo(summary: ConversationSummary, change: ConversationChange): ConversationSummary {
  const next = { ...summary };
  // Events can arrive out of order across instances: an older message never replaces a newer preview.
  const newer =
    change.lastMessage && (!summary.lastMessage || change.lastMessage.createdAt >= summary.lastMessage.createdAt);
  if (newer) {
    next.lastMessage = change.lastMessage ?? null;
    if (change.lastActivityAt && change.lastActivityAt > summary.lastActivityAt)
      next.lastActivityAt = change.lastActivityAt;
  }
  if (change.unreadCount !== undefined) {
    next.unreadCount = change.unreadCount;
    next.unreadMessages = change.unreadCount > 0;
  }
  if (change.latestUnreadAt !== undefined) next.latestUnreadAt = change.latestUnreadAt;
  return next;
}

/**
 * The cached inbox with one conversation's `conversation` event applied, re-sorted and with the
 * badge total recounted; undefined when the inbox does not list that conversation yet (a new one:
 * refetch the whole list, which also brings the member's name and photo).
 */
export function applyConversationChange(inbox: InboxResponse, change: ConversationChange): InboxResponse | undefined {
  if (!inbox.conversations.some((c) => c.user._id === change.userId)) return undefined;
  const conversations = inbox.conversations
    .map((c) => (c.user._id === change.userId ? applyTo(c, change) : c))
    .sort(byActivity);
  return { conversations, unreadCount: conversations.reduce((n, c) => n + c.unreadCount, 0) };
}
