import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db, Executor } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { members, notificationSettings, notifications } from '../../platform/db/schema.js';
import { type BusEvent, notifyCalls } from '../../platform/events/event-bus.js';
import { addJobCallFor, type JobArguments } from '../../platform/jobs/jobs.repo.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'memberId' | 'type' | 'actorId' | 'data' | 'readAt'
>;

/**
 * Stores a notification, queues its delivery and announces it (with `events`, the change's own) on
 * commit: one statement in the change's transaction, so all of it commits or none (notify()). A row
 * with `readAt` is born read (the unread-messages notice, for email and push only); with no `events`
 * nothing is announced.
 */
export async function insertQueueAndAnnounce(
  tx: Executor,
  row: NewNotification & { id: string },
  delivery: JobArguments,
  events: readonly BusEvent[],
): Promise<void> {
  const n = notifications;
  // A data-modifying WITH runs once whether or not the select reads it (PostgreSQL "WITH Queries").
  await tx.execute(sql`with inserted as (
      insert into ${n} (${sql.identifier(n.id.name)}, ${sql.identifier(n.memberId.name)}, ${sql.identifier(n.type.name)},
                        ${sql.identifier(n.actorId.name)}, ${sql.identifier(n.data.name)}, ${sql.identifier(n.readAt.name)})
      values (${row.id}::uuid, ${row.memberId}::uuid, ${row.type}, ${row.actorId ?? null}::uuid,
              ${JSON.stringify(row.data ?? {})}::jsonb, ${row.readAt ?? null}::timestamptz))
    select ${sql.join([addJobCallFor(delivery), ...announcements(events)], sql`, `)}`);
}

/** notifyCalls([]) is empty SQL, which would leave the select list ending in a comma. */
const announcements = (events: readonly BusEvent[]) => (events.length > 0 ? [notifyCalls(events)] : []);

export async function findNotification(db: Executor, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** One page of the feed, newest first, with each row's keyset position. */
export async function listFeed(db: Db, memberId: string, after: KeysetPosition | null, limit: number) {
  return db
    .select({ notification: notifications, createdAtMicros: epochMicros(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        ne(notifications.type, 'messages-unread'),
        olderThan(notifications.createdAt, notifications.id, after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's own notifications read (ids of anyone else's are ignored); `ids` null: all. */
export async function markRead(db: Executor, memberId: string, ids: string[] | null, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.memberId, memberId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function setDeliveryState(
  db: Executor,
  id: string,
  state: Partial<Pick<NotificationRow, 'emailState' | 'pushState'>>,
): Promise<void> {
  await db.update(notifications).set(state).where(eq(notifications.id, id));
}

export async function findSettingsRow(db: Executor, memberId: string) {
  const [row] = await db
    .select({ settings: notificationSettings.settings, timeZone: members.timeZone })
    .from(members)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
    .where(eq(members.id, memberId));
  return row ?? null;
}

export async function upsertSettings(db: Executor, memberId: string, settings: Record<string, unknown>, now: Date) {
  await db
    .insert(notificationSettings)
    .values({ memberId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { settings, updatedAt: now } });
}

/** Members with items waiting for their daily digest, each with when the oldest arrived. */
export async function membersAwaitingDigest(db: Executor) {
  return db
    .select({
      memberId: notifications.memberId,
      oldestItemAt: sql<Date>`min(${notifications.createdAt})`.mapWith((v: string) => new Date(v)),
      lastDigestAt: notificationSettings.digestSentAt,
    })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, notifications.memberId))
    .where(eq(notifications.emailState, 'digest'))
    .groupBy(notifications.memberId, notificationSettings.digestSentAt);
}

/** The member's digest items, oldest first, locked so two runs cannot send them twice. */
export async function lockDigestItems(tx: Executor, memberId: string): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.emailState, 'digest')))
    .orderBy(notifications.createdAt)
    .for('update', { skipLocked: true });
}

export async function markDigested(tx: Executor, ids: string[], state: 'digested' | 'skipped'): Promise<void> {
  if (ids.length > 0) await tx.update(notifications).set({ emailState: state }).where(inArray(notifications.id, ids));
}

/** When the member's digest went; settings not saved yet are saved as they stand (the defaults). */
export async function recordDigestSent(tx: Executor, memberId: string, settings: Record<string, unknown>, at: Date) {
  await tx
    .insert(notificationSettings)
    .values({ memberId, settings, digestSentAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { digestSentAt: at } });
}
