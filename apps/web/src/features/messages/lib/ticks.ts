import type { Message } from '@mithaq/contracts/messaging';

export type TickState = 'sent' | 'delivered' | 'read';

/** Catalog keys of the ticks' spoken names (the icons alone say nothing to a screen reader). */
export const TICK_LABEL_KEYS: Record<TickState, string> = {
  sent: 'messages.ticks.sent',
  delivered: 'messages.ticks.delivered',
  read: 'messages.ticks.read',
};

/**
 * Spec section 4 "Message ticks": sent (one tick), delivered (two), read (two, overriding delivered).
 * Only the viewer's own messages carry ticks; received ones give null.
 */
export function tickState(
  message: Pick<Message, 'sender' | 'receiver' | 'deliveredAt' | 'readAt' | 'readBy'>,
  viewerId: string | null,
): TickState | null {
  if (viewerId === null || message.sender !== viewerId) return null;
  if (message.readAt || message.readBy.includes(message.receiver)) return 'read';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}
