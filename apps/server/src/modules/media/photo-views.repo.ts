import { usableTimeZone } from '@mithaq/contracts/time-zone';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Executor } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { members, photoViews } from '../../platform/db/schema.js';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-24`: the calendar date at `at` in `zone` (en-CA writes dates as ISO does). */
export function isoDateIn(at: Date, zone: string): string {
  const timeZone = usableTimeZone(zone);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * Logs that `viewerId` was given these owners' clear photos: one row per owner, viewer and the
 * owner's own calendar day, the first time that day (docs/decisions/0030-photo-access.md). One
 * statement for a whole page of profiles, whatever its size.
 */
export async function recordPhotoViews(
  db: Executor,
  viewerId: string,
  owners: { ownerId: string; timeZone: string }[],
  now = new Date(),
): Promise<void> {
  const ownerIds = owners.map((o) => o.ownerId);
  const days = owners.map((o) => isoDateIn(now, o.timeZone));
  await db.execute(sql`
    insert into ${photoViews} (owner_id, viewer_id, day, viewed_at)
    select v.owner_id, ${viewerId}::uuid, v.day, ${now.toISOString()}::timestamptz
    from unnest(${sql.param(ownerIds)}::uuid[], ${sql.param(days)}::date[]) as v(owner_id, day)
    on conflict do nothing`);
}

export interface PhotoViewRow {
  viewer: typeof members.$inferSelect;
  viewedAt: Date;
  viewedAtMicros: string;
}

/** One page of the owner's log, newest first, with the viewer's row (keyset on viewed_at, viewer). */
export async function listPhotoViews(
  db: Executor,
  ownerId: string,
  after: KeysetPosition | null,
  limit: number,
): Promise<PhotoViewRow[]> {
  return db
    .select({ viewer: members, viewedAt: photoViews.viewedAt, viewedAtMicros: epochMicros(photoViews.viewedAt) })
    .from(photoViews)
    .innerJoin(members, eq(members.id, photoViews.viewerId))
    .where(and(eq(photoViews.ownerId, ownerId), olderThan(photoViews.viewedAt, photoViews.viewerId, after)))
    .orderBy(desc(photoViews.viewedAt), desc(photoViews.viewerId))
    .limit(limit);
}

/** Every row of the owner's log, for her data export. */
export function allPhotoViews(db: Executor, ownerId: string) {
  return db
    .select({
      viewerId: photoViews.viewerId,
      fullName: members.fullName,
      nameDisplay: members.nameDisplay,
      viewedAt: photoViews.viewedAt,
    })
    .from(photoViews)
    .innerJoin(members, eq(members.id, photoViews.viewerId))
    .where(eq(photoViews.ownerId, ownerId))
    .orderBy(desc(photoViews.viewedAt));
}

/** Log rows older than the 90 days they are kept. */
export async function deletePhotoViewsBefore(db: Executor, before: Date): Promise<number> {
  const { rowCount } = await db.delete(photoViews).where(lt(photoViews.viewedAt, before));
  return rowCount ?? 0;
}
