import type { AppContext } from '../../platform/context.js';
import type { JobArguments } from '../../platform/jobs/jobs.repo.js';
import { type DeliveryDeps, later } from './delivery.js';
import * as deliveryRepo from './delivery.repo.js';
import { storeNotification } from './notifications.service.js';
import { isMemberLive } from './presence.repo.js';

/** At most one email (or push) per conversation in this long ('Ayesha sent you 3 messages'). */
export const MESSAGE_NOTICE_INTERVAL_MS = 6 * 3_600_000;

const checkKey = (receiverId: string, senderId: string) => `unread-messages:${receiverId}:${senderId}`;

/**
 * Queued with each message, by the statement that stores it: a look in MESSAGE_NOTIFY_DELAY_S at
 * whether it is still unread. Later messages of the same sender join the waiting look instead of
 * pushing it back, so a long chat is one notice.
 */
export function unreadMessagesCheckArguments(ctx: AppContext, receiverId: string, senderId: string): JobArguments {
  return ctx.jobs.unreadMessagesCheckArguments(receiverId, senderId, checkTiming(ctx, receiverId, senderId));
}

function checkTiming(ctx: AppContext, receiverId: string, senderId: string) {
  return {
    runAt: new Date(Date.now() + ctx.config.messageNotifyDelayS * 1000),
    replaceKey: checkKey(receiverId, senderId),
    keepRunAt: true,
  };
}

/**
 * Tells an away member of one sender's unread messages, counted since the last notice of that
 * conversation, at most every 6 hours; nothing once they have read them or while they have the site
 * open (the Messages badge tells them). The notice is a `messages-unread` notification, born read:
 * it is for email and push, never an item of the feed.
 */
export async function checkUnreadMessages(deps: DeliveryDeps, receiverId: string, senderId: string): Promise<void> {
  const now = deps.now();
  const last = await deliveryRepo.findLastMessageNotice(deps.db, receiverId, senderId);
  if (last && now.getTime() - last.notifiedAt.getTime() < MESSAGE_NOTICE_INTERVAL_MS) {
    await deps.queue.enqueueUnreadMessagesCheck(receiverId, senderId, {
      runAt: later(now, new Date(last.notifiedAt.getTime() + MESSAGE_NOTICE_INTERVAL_MS)),
      replaceKey: checkKey(receiverId, senderId),
      keepRunAt: true,
    });
    return;
  }
  const since = last?.countedUntil ?? null;
  const { count, newest } = await deliveryRepo.countUnreadFrom(deps.db, receiverId, senderId, since);
  if (count === 0 || !newest || (await isMemberLive(deps.db, receiverId))) return;
  await deps.db.transaction(async (tx) => {
    const notice = {
      memberId: receiverId,
      type: 'messages-unread',
      actorId: senderId,
      data: { count, ...(since ? { since: since.toISOString() } : {}) },
      readAt: now,
    };
    // Announced to no one: born read and never in the feed, it changes nothing an open page shows.
    await storeNotification(deps.queue, tx, notice, []);
    await deliveryRepo.recordMessageNotice(tx, receiverId, senderId, { notifiedAt: now, countedUntil: newest });
  });
}
