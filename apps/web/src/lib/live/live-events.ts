import {
  type ConversationChange,
  ConversationChangeSchema,
  type InboxResponse,
  InboxResponseSchema,
  type InterestEvent,
  InterestEventSchema,
  type MessageEvent,
  MessageEventSchema,
  SupportEventSchema,
} from '@mithaq/contracts/messaging';
import { type NotificationEvent, NotificationEventSchema } from '@mithaq/contracts/notifications';
import type { SseEvent } from './sse-parser';

export interface StreamEventHandlers {
  /** `inbox`: the whole conversation list, which replaces the cached one. */
  onInbox: (inbox: InboxResponse) => void;
  /** `conversation`: one conversation moved (a new message, or read on another device). */
  onConversation: (change: ConversationChange) => void;
  /** `message`: a message to or from `userId` was sent, delivered or read. */
  onMessage: (event: MessageEvent) => void;
  /** `interest`: an interest between the viewer and `userId` was sent, accepted or declined. */
  onInterest: (event: InterestEvent) => void;
  /** `support`: staff replied to one of the member's tickets. */
  onSupport: (event: { ticketId: string }) => void;
  /** `notification`: the member's notification feed changed (a new item, or read on any device). */
  onNotification: (event: NotificationEvent) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Hands one event of `GET /api/messages/stream` to its handler, checked against the contract first;
 * an unknown or malformed event is ignored (a newer server may send more kinds). Returns whether it
 * was handled.
 */
export function routeStreamEvent(event: SseEvent, handlers: StreamEventHandlers): boolean {
  const json = parseJson(event.data);
  if (event.event === 'inbox') {
    const parsed = InboxResponseSchema.safeParse(json);
    if (parsed.success) handlers.onInbox(parsed.data);
    return parsed.success;
  }
  if (event.event === 'conversation') {
    const parsed = ConversationChangeSchema.safeParse(json);
    if (parsed.success) handlers.onConversation(parsed.data);
    return parsed.success;
  }
  if (event.event === 'message') {
    const parsed = MessageEventSchema.safeParse(json);
    if (parsed.success) handlers.onMessage(parsed.data);
    return parsed.success;
  }
  if (event.event === 'interest') {
    const parsed = InterestEventSchema.safeParse(json);
    if (parsed.success) handlers.onInterest(parsed.data);
    return parsed.success;
  }
  if (event.event === 'support') {
    const parsed = SupportEventSchema.safeParse(json);
    if (parsed.success) handlers.onSupport(parsed.data);
    return parsed.success;
  }
  if (event.event === 'notification') {
    const parsed = NotificationEventSchema.safeParse(json);
    if (parsed.success) handlers.onNotification(parsed.data);
    return parsed.success;
  }
  return false;
}
