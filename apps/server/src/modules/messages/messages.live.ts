import type { AppContext } from '../../platform/context.js';
import type { AnnouncedMessage } from '../../platform/events/event-bus.js';
import type { LiveAudience, LiveRegistry } from '../live/live-registry.js';
import { conversationChangeFor, messageEventFor } from './live-message.js';
import { acknowledgeAnnouncedDelivery, acknowledgeDelivery, getInbox, renderMessageFor } from './messages.service.js';

/** The message events on the live stream, each rendered for the viewer, and the inbox a stream starts from. */
export function registerMessageLiveEvents(live: LiveRegistry): void {
  live.openWith(async (ctx, memberId) => ({ event: 'inbox', data: await getInbox(ctx, memberId) }));
  // An open thread whose last message changed refetches on the fresh inbox.
  live.onResync((memberIds, audience, ctx) => sendInboxes(memberIds, audience, ctx));
  live.render('sent', (event, audience, ctx) => deliverSent(event.message, audience, ctx));
  live.render('delivered', (event, audience) => sendReceipt(event.message, event.deliveredAt, audience));
  live.render('conversation', (event, audience) => audience.sendTo(event.memberId, 'conversation', event.change));
  live.render('message', (event, audience, ctx) =>
    deliverMessage(event.messageId, audience.present(event.memberIds), audience, ctx),
  );
  live.render('inbox', (event, audience, ctx) => sendInboxes(audience.present(event.memberIds), audience, ctx));
}

async function sendInboxes(memberIds: string[], audience: LiveAudience, ctx: AppContext): Promise<void> {
  await Promise.all(memberIds.map(async (id) => audience.sendTo(id, 'inbox', await getInbox(ctx, id))));
}

/** A new message, rendered from its announcement for each member present here: no query. */
async function deliverSent(m: AnnouncedMessage, audience: LiveAudience, ctx: AppContext): Promise<void> {
  for (const viewerId of audience.present([m.senderId, m.receiverId])) {
    audience.sendTo(viewerId, 'message', messageEventFor(m, viewerId));
    audience.sendTo(viewerId, 'conversation', conversationChangeFor(m, viewerId));
  }
  // The receiver's device has it now (spec section 4 "Message ticks": delivered).
  if (audience.isPresent(m.receiverId)) await acknowledgeAnnouncedDelivery(ctx, m);
}

function sendReceipt(m: AnnouncedMessage, deliveredAt: string, audience: LiveAudience): void {
  audience.sendTo(m.senderId, 'message', messageEventFor(m, m.senderId, deliveredAt));
}

async function deliverMessage(
  messageId: string,
  viewers: string[],
  audience: LiveAudience,
  ctx: AppContext,
): Promise<void> {
  if (viewers.length === 0) return;
  const rendered = await renderMessageFor(ctx, messageId, viewers);
  for (const [viewerId, data] of rendered) {
    audience.sendTo(viewerId, 'message', data);
    // The receiver's device has it now (spec section 4 "Message ticks": delivered).
    if (data.message.receiver === viewerId && !data.message.deliveredAt) {
      await acknowledgeDelivery(ctx, viewerId, { messageIds: [messageId] });
    }
  }
}
