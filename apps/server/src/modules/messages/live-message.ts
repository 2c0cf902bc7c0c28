import {
  type ConversationChange,
  isMessageTextLocked,
  type LastMessage,
  type MessageEvent,
} from '@mithaq/contracts/messaging';
import type { AnnouncedMessage } from '../../platform/events/event-bus.js';

const iso = (at: string) => new Date(at).toISOString();

/** A free receiver gets no text at all, as in `toMessage`: only the fact of a message. */
const isLockedFor = (m: AnnouncedMessage, viewerId: string) => isMessageTextLocked(m, viewerId, m.receiverCanRead);

const otherParty = (m: AnnouncedMessage, viewerId: string) => (viewerId === m.senderId ? m.receiverId : m.senderId);

/** The `message` stream event of an announced message for one of its two members. */
export function messageEventFor(
  m: AnnouncedMessage,
  viewerId: string,
  deliveredAt: string | null = null,
): MessageEvent {
  const locked = isLockedFor(m, viewerId);
  return {
    userId: otherParty(m, viewerId),
    message: {
      _id: m.id,
      sender: m.senderId,
      receiver: m.receiverId,
      content: locked ? null : m.content,
      locked,
      createdAt: iso(m.createdAt),
      deliveredAt: deliveredAt && iso(deliveredAt),
      readAt: null,
      readBy: [],
    },
  };
}

/**
 * The `conversation` stream event of an announced message for one of its two members: the new last
 * message, and for the receiver the unread count it raised. The sender's own unread count is untouched.
 */
export function conversationChangeFor(m: AnnouncedMessage, viewerId: string): ConversationChange {
  const locked = isLockedFor(m, viewerId);
  const createdAt = iso(m.createdAt);
  const lastMessage: LastMessage = {
    _id: m.id,
    content: locked ? null : m.content,
    locked,
    sender: m.senderId,
    createdAt,
  };
  const change: ConversationChange = { userId: otherParty(m, viewerId), lastMessage, lastActivityAt: createdAt };
  if (viewerId !== m.receiverId) return change;
  return { ...change, unreadCount: m.receiverUnread, latestUnreadAt: createdAt };
}
