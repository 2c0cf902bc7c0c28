import { DEFAULT_LOCALE, isLocale } from '@mithaq/contracts/i18n/locales';
import {
  NOTIFICATION_TYPE_KIND,
  type NotificationData,
  NotificationDataSchema,
  type NotificationKind,
  type NotificationSettings,
  type NotificationType,
} from '@mithaq/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { nameSeenByReader } from '../members/shown-name.js';
import type { NotificationMessageInput, NotificationWriter, PushSender, UnsubscribeLink } from './channels.js';
import * as deliveryRepo from './delivery.repo.js';
import { emailChoice, pushChoice } from './delivery-rules.js';
import { notificationLink } from './notification-links.js';
import * as repo from './notifications.repo.js';
import { getNotificationSettings } from './notifications.service.js';
import { isMemberLive } from './presence.repo.js';
import { isQuietTime, quietHoursEnd } from './quiet-hours.js';

/** What the notification jobs run with (built once per worker in jobs/tasks.ts). */
export interface DeliveryDeps {
  db: Db;
  queue: JobQueue;
  writer: NotificationWriter;
  /** Null when this site sends no push (no VAPID keys). */
  push: PushSender | null;
  publicUrl: string;
  /** `data`: a saved search's alert unsubscribes from that search only (modules/saved-searches). */
  unsubscribeLink(memberId: string, kind: NotificationKind, data?: NotificationData): UnsubscribeLink | null;
  log: FastifyBaseLogger;
  now(): Date;
}

/** `at` on the queue's own clock: as far from now as `at` is from the deliverer's `now`. */
export const later = (now: Date, at: Date) => new Date(Date.now() + (at.getTime() - now.getTime()));

export type Row = repo.NotificationRow & { type: NotificationType };

/**
 * Email and push for one notification, decided when the job runs (delivery-rules.ts): a member
 * who opened the site meanwhile is not told twice. Each channel's outcome is saved before the next
 * is tried, so a retried job never sends the same email again.
 */
export async function deliverNotification(deps: DeliveryDeps, notificationId: string): Promise<void> {
  const row = (await repo.findNotification(deps.db, notificationId)) as Row | null;
  if (!row || (row.emailState !== 'pending' && row.pushState !== 'pending')) return;
  const recipient = await findRecipient(deps.db, row.memberId);
  const message = recipient ? await messageInput(deps, deps.db, row, recipient) : null;
  if (!recipient || !message) {
    await repo.setDeliveryState(deps.db, row.id, { emailState: 'skipped', pushState: 'skipped' });
    return;
  }
  const { settings } = recipient;
  const { input } = message;
  const now = deps.now();
  const kind = NOTIFICATION_TYPE_KIND[row.type];
  const facts = {
    kind,
    setting: settings[kind],
    live: await isMemberLive(deps.db, row.memberId),
    quiet: isQuietTime(now, settings.quietHours),
    deactivated: recipient.accountStatus === 'deactivated',
    blocked: message.blocked,
  };
  if (row.emailState === 'pending') await deliverEmail(deps, row, input, emailChoice(facts), settings, now);
  if (row.pushState === 'pending') await deliverPush(deps, row, input, pushChoice(facts));
}

async function deliverEmail(
  deps: DeliveryDeps,
  row: Row,
  input: NotificationMessageInput,
  choice: ReturnType<typeof emailChoice>,
  settings: NotificationSettings,
  now: Date,
): Promise<void> {
  if (choice === 'wait' && settings.quietHours) {
    // Push has been decided now (nothing at night); the email alone waits for the morning.
    await deps.queue.enqueueNotification(row.id, {
      runAt: later(now, quietHoursEnd(now, settings.quietHours)),
      replaceKey: `notification:${row.id}`,
    });
    return;
  }
  if (choice !== 'send') {
    await repo.setDeliveryState(deps.db, row.id, { emailState: choice === 'digest' ? 'digest' : 'skipped' });
    return;
  }
  const kind = NOTIFICATION_TYPE_KIND[row.type];
  const email = deps.writer.email(
    input,
    deps.unsubscribeLink(row.memberId, kind, NotificationDataSchema.parse(row.data)),
  );
  await deps.db.transaction(async (tx) => {
    await deps.queue.enqueueEmail(email, { tx });
    await repo.setDeliveryState(tx, row.id, { emailState: 'sent' });
  });
}

async function deliverPush(
  deps: DeliveryDeps,
  row: Row,
  input: NotificationMessageInput,
  choice: ReturnType<typeof pushChoice>,
): Promise<void> {
  if (choice !== 'send' || !deps.push) {
    await repo.setDeliveryState(deps.db, row.id, { pushState: 'skipped' });
    return;
  }
  const devices = await deps.push.sendToMember(row.memberId, deps.writer.push(input));
  await repo.setDeliveryState(deps.db, row.id, { pushState: devices > 0 ? 'sent' : 'skipped' });
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/** The member a notification goes to, with their settings; null once there is nobody to tell. */
export async function findRecipient(db: Executor, memberId: string) {
  const member = await deliveryRepo.findRecipient(db, memberId);
  if (!member || member.accountStatus === 'deleted') return null;
  const settings = await getNotificationSettings(db, memberId);
  if (!settings) return null;
  return { ...member, settings, locale: isLocale(member.locale) ? member.locale : DEFAULT_LOCALE };
}

/**
 * The facts an email or push about `row` is written from, and whether a block now stands between the
 * two members; null when there is nothing to tell: unread messages are counted again, and a member
 * who read them while the job waited gets nothing.
 */
export async function messageInput(
  { publicUrl }: Pick<DeliveryDeps, 'publicUrl'>,
  db: Executor,
  row: Row,
  recipient: Recipient,
): Promise<{ input: NotificationMessageInput; blocked: boolean } | null> {
  const actor = row.actorId ? await deliveryRepo.findActor(db, row.memberId, row.actorId) : null;
  const data = NotificationDataSchema.parse(row.data);
  let count: number | undefined;
  if (row.type === 'messages-unread') {
    if (!row.actorId) return null;
    const since = data.since ? new Date(data.since) : null;
    ({ count } = await deliveryRepo.countUnreadFrom(db, row.memberId, row.actorId, since));
    if (count === 0) return null;
  }
  const input: NotificationMessageInput = {
    locale: recipient.locale,
    recipient: { email: recipient.email, fullName: recipient.fullName },
    type: row.type,
    // Named as the recipient may see the actor (docs/decisions/0054-short-names.md).
    actor: actor ? { fullName: await nameSeenByReader(db, row.memberId, actor), city: actor.city } : null,
    data,
    link: `${publicUrl}${notificationLink(row.type, { actorId: row.actorId, data })}`,
    count,
  };
  return { input, blocked: actor?.blocked ?? false };
}
