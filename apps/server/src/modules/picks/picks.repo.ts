import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { dailyPicks, members, pickDays, pickZoneRuns } from '../../platform/db/schema.js';
import { blockedEitherWayIds } from '../blocks/index.js';
import { interestCounterpartIds } from '../discovery/index.js';
import type { MemberRow } from '../members/member-row.js';
import { notInterestedIds } from '../shortlist/index.js';
import { notIncognito } from '../visits/index.js';

/** Everyone ever picked for the member, as an array subquery: nobody is picked twice. */
export const everPickedIds = (memberId: string | SQL) =>
  sql`array(select ${dailyPicks.pickId} from ${dailyPicks} where ${dailyPicks.memberId} = ${memberId})`;

/**
 * The time zones active members live in: a loose index scan of members_zone_idx (one probe per zone),
 * not a read of every member.
 */
export async function activeTimeZones(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ zone: string }>(sql`
    with recursive zones(zone) as (
      (select time_zone from ${members} where account_status = 'active' order by time_zone limit 1)
      union all
      select (select m.time_zone from ${members} m where m.account_status = 'active' and m.time_zone > zones.zone
               order by m.time_zone limit 1)
        from zones where zones.zone is not null
    )
    select zone from zones where zone is not null`);
  return rows.map((r) => r.zone);
}

/** Records that a zone's morning run is planned; false when it already was. */
export async function claimZoneRun(
  tx: Executor,
  run: { timeZone: string; day: string; plannedAt: Date; members: number; batches: number },
): Promise<boolean> {
  const rows = await tx.insert(pickZoneRuns).values(run).onConflictDoNothing().returning({ day: pickZoneRuns.day });
  return rows.length > 0;
}

export async function zoneRunPlanned(db: Db, timeZone: string, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: pickZoneRuns.day })
    .from(pickZoneRuns)
    .where(and(eq(pickZoneRuns.timeZone, timeZone), eq(pickZoneRuns.day, day)));
  return rows.length > 0;
}

/**
 * The zone's active members cut into batches of `size` in id order: the last id of each batch and
 * how many members there are, read from members_zone_idx alone.
 */
export async function zoneBatches(db: Db, timeZone: string, size: number) {
  const { rows } = await db.execute<{ id: string; n: string }>(sql`
    select id, n from (
      select id, row_number() over (order by id) as rn, count(*) over () as n
        from ${members} where time_zone = ${timeZone} and account_status = 'active'
    ) numbered
    where rn % ${size} = 0 or rn = n
    order by id`);
  return { lastIds: rows.map((r) => r.id), members: Number(rows[0]?.n ?? 0) };
}

export interface BatchMember {
  member: MemberRow;
  keptNoteAt: Date | null;
}

/** A batch's members whose picks for `day` are not made yet. */
export async function batchMembers(
  db: Db,
  batch: { timeZone: string; day: string; afterId: string | null; lastId: string },
): Promise<BatchMember[]> {
  return db
    .select({ member: members, keptNoteAt: pickDays.keptNoteAt })
    .from(members)
    .leftJoin(pickDays, eq(pickDays.memberId, members.id))
    .where(
      and(
        eq(members.timeZone, batch.timeZone),
        eq(members.accountStatus, 'active'),
        batch.afterId === null ? undefined : gt(members.id, batch.afterId),
        lte(members.id, batch.lastId),
        sql`(${pickDays.day} is null or ${pickDays.day} < ${batch.day}::date)`,
      ),
    )
    .orderBy(asc(members.id));
}

export async function storePicks(
  tx: Executor,
  picks: { memberId: string; pickId: string; position: number }[],
  day: string,
  now: Date,
) {
  if (picks.length === 0) return;
  await tx
    .insert(dailyPicks)
    .values(picks.map((p) => ({ ...p, day, createdAt: now })))
    .onConflictDoNothing();
}

export async function recordPickDays(
  tx: Executor,
  rows: { memberId: string; day: string; picked: number; keptNoteAt: Date | null }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(pickDays)
    .values(rows)
    .onConflictDoUpdate({
      target: pickDays.memberId,
      set: {
        day: sql`excluded.day`,
        picked: sql`excluded.picked`,
        keptNoteAt: sql`excluded.kept_note_at`,
      },
    });
}

/** The latest morning the member's picks were made for (even when none were found), or null. */
export async function latestPickDay(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db.select({ day: pickDays.day }).from(pickDays).where(eq(pickDays.memberId, memberId));
  return row?.day ?? null;
}

/**
 * One day's picks in their order, without whoever has since left, gone incognito, been blocked either
 * way, had an interest either way with the member or been marked "not interested" by them.
 */
export async function picksOfDay(db: Db, memberId: string, day: string): Promise<MemberRow[]> {
  const rows = await db
    .select({ member: members })
    .from(dailyPicks)
    .innerJoin(members, eq(members.id, dailyPicks.pickId))
    .where(
      and(
        eq(dailyPicks.memberId, memberId),
        eq(dailyPicks.day, day),
        eq(members.accountStatus, 'active'),
        notIncognito,
        sql`not (${members.id} = any(${blockedEitherWayIds(memberId)}))`,
        sql`not (${members.id} = any(${interestCounterpartIds(memberId)}))`,
        sql`not (${members.id} = any(${notInterestedIds(memberId)}))`,
      ),
    )
    .orderBy(asc(dailyPicks.position));
  return rows.map((r) => r.member);
}
