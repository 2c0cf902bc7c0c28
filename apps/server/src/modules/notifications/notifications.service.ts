import { randomUUID } from 'node:crypto';
import {
  defaultNotificationSettings,
  FEED_NOTIFICATION_TYPES,
  mergeNotificationSettings,
  NOTIFICATION_TYPE_KIND,
  type NotificationData,
  NotificationDataSchema,
  type NotificationFeed,
  type NotificationItem,
  type NotificationSettings,
  NotificationSettingsSchema,
  type NotificationSettingsUpdate,
  type NotificationType,
} from '@mithaq/contracts/notifications';
import { usableTimeZone } from '@mithaq/contracts/time-zone';
import { inArray } from 'drizzle-orm';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';
import type { BusEvent } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { thumbUrlsFor } from '../media/photo-access.js';
import { namesSeenBy } from '../members/shown-name.js';
import { notificationLink } from './notification-links.js';
import * as repo from './notifications.repo.js';

export interface NotifyInput {
  memberId: string;
  type: Exclude<NotificationType, 'messages-unread'>;
  /** The other member it is about, if any. */
  actorId?: string | null;
  data?: NotificationData;
}

/** What notify() needs of the app: the job queue (the job worker's tasks call it too). */
export type NotifyContext = Pick<AppContext, 'jobs'>;

/**
 * Tells a member that something happened: a feed item, committed with the change it tells about
 * (pass the change's transaction), then delivered by email and push by a job that weighs their
 * settings, quiet hours and whether they have the site open (delivery.ts). `alsoPublish`: the
 * change's own events, announced on commit in the same statement as the feed's.
 */
export async function notify(
  ctx: NotifyContext,
  tx: Executor,
  input: NotifyInput,
  ...alsoPublish: BusEvent[]
): Promise<string> {
  const row = {
    memberId: input.memberId,
    type: input.type,
    actorId: input.actorId ?? null,
    data: NotificationDataSchema.parse(input.data ?? {}),
  };
  const announced: BusEvent[] = [{ kind: 'notification', memberIds: [input.memberId] }, ...alsoPublish];
  return storeNotification(ctx.jobs, tx, row, announced);
}

/**
 * Stores a notification and queues its delivery job in one statement, announcing `events` on commit
 * (notify(), and the born-read unread-messages notice); returns its id.
 */
export async function storeNotification(
  jobs: JobQueue,
  tx: Executor,
  row: repo.NewNotification,
  events: readonly BusEvent[],
): Promise<string> {
  // The id is chosen here so the delivery job can name it in the same statement as the insert.
  const id = randomUUID();
  await repo.insertQueueAndAnnounce(tx, { ...row, id }, jobs.notificationArguments(id), events);
  return id;
}

export async function getFeed(
  ctx: AppContext,
  memberId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationFeed> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : null;
  const rows = await repo.listFeed(ctx.db, memberId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [items, unreadCount] = await Promise.all([
    toItems(
      ctx,
      memberId,
      page.map((r) => r.notification),
    ),
    repo.countUnread(ctx.db, memberId),
  ]);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last ? encodeKeysetCursor(last.createdAtMicros, last.notification.id) : null,
    unreadCount,
  };
}

async function toItems(ctx: AppContext, viewerId: string, rows: repo.NotificationRow[]): Promise<NotificationItem[]> {
  const feedRows = rows.filter((r): r is repo.NotificationRow & { type: NotificationItem['type'] } =>
    (FEED_NOTIFICATION_TYPES as string[]).includes(r.type),
  );
  const actorIds = [...new Set(feedRows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const actors = actorIds.length ? await ctx.db.select().from(members).where(inArray(members.id, actorIds)) : [];
  const byId = new Map(actors.map((m) => [m.id, m]));
  const [photos, nameOf] = await Promise.all([
    thumbUrlsFor(ctx, viewerId, actors),
    namesSeenBy(ctx.db, viewerId, actors),
  ]);
  return feedRows.map((row) => {
    const actor = row.actorId ? byId.get(row.actorId) : undefined;
    const data = NotificationDataSchema.parse(row.data);
    return {
      id: row.id,
      type: row.type,
      kind: NOTIFICATION_TYPE_KIND[row.type],
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      member: actor
        ? { _id: actor.id, fullName: nameOf(actor), photoUrl: photos.get(actor.id) ?? null, city: actor.city }
        : null,
      link: notificationLink(row.type, { actorId: row.actorId, data }),
      data,
    };
  });
}

export async function markNotificationsRead(
  ctx: AppContext,
  memberId: string,
  ids: string[] | null,
): Promise<{ unreadCount: number }> {
  const changed = await repo.markRead(ctx.db, memberId, ids, new Date());
  const unreadCount = await repo.countUnread(ctx.db, memberId);
  // The member's other devices lower their badge too.
  if (changed > 0) await ctx.events.publish({ kind: 'notification', memberIds: [memberId] });
  return { unreadCount };
}

export async function unreadNotificationCount(ctx: AppContext, memberId: string): Promise<number> {
  return repo.countUnread(ctx.db, memberId);
}

/**
 * Quiet hours keep the member's own time zone (Settings → Time zone), whatever zone was saved with
 * them: Settings asks for the zone once (docs/decisions/0058-quiet-hours-follow-the-members-time-zone.md).
 */
function inMemberZone(settings: NotificationSettings, timeZone: string): NotificationSettings {
  return settings.quietHours ? { ...settings, quietHours: { ...settings.quietHours, timeZone } } : settings;
}

/** The member's settings: what they saved over today's defaults (a kind added later gets its default). */
export async function getNotificationSettings(db: Executor, memberId: string): Promise<NotificationSettings | null> {
  const row = await repo.findSettingsRow(db, memberId);
  if (!row) return null;
  const timeZone = usableTimeZone(row.timeZone);
  const defaults = defaultNotificationSettings(timeZone);
  if (!row.settings) return defaults;
  const saved = NotificationSettingsSchema.partial().safeParse(row.settings);
  return saved.success ? inMemberZone(mergeNotificationSettings(defaults, saved.data), timeZone) : defaults;
}

export async function updateNotificationSettings(
  db: Executor,
  memberId: string,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings | null> {
  const current = await getNotificationSettings(db, memberId);
  if (!current) return null;
  const next = mergeNotificationSettings(current, update);
  await repo.upsertSettings(db, memberId, next, new Date());
  return next;
}
