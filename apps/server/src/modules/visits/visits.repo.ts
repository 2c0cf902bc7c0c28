import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { members, profileVisits } from '../../platform/db/schema.js';
import { notBlockedEitherWay } from '../blocks/index.js';

/** Premium in SQL, as membership.ts `isPremium`: the premium tier with no end or an end ahead. */
const premiumNow = sql`(${members.membershipTier} = 'premium' and (${members.premiumUntil} is null or ${members.premiumUntil} > now()))`;

/**
 * Who may appear in other members' lists and alerts: everyone but an incognito member while their
 * premium lasts (docs/decisions/0065-coming-back.md "Incognito"). A constant condition, so it sits in
 * prepared statements too.
 */
export const notIncognito: SQL = sql`not (${members.incognito} and ${premiumNow})`;

/**
 * Records that `viewerId` opened `viewedId`'s profile: at most once per UTC day per pair, and not at
 * all for a viewer who is incognito or has chosen not to be seen viewing. One statement.
 */
export async function recordVisit(db: Db, viewedId: string, viewerId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${profileVisits} (viewed_id, viewer_id, viewed_at)
    select ${viewedId}::uuid, ${members.id}, ${now.toISOString()}::timestamptz from ${members}
     where ${members.id} = ${viewerId} and ${members.visitsShown} and ${notIncognito}
    on conflict (viewed_id, viewer_id) do update set viewed_at = excluded.viewed_at
     where (${profileVisits.viewedAt} at time zone 'UTC')::date < (excluded.viewed_at at time zone 'UTC')::date`);
}

/** Visits that may be shown: since `since`, by a member still here, still seen viewing, and not blocked either way. */
function shownVisits(memberId: string, since: Date) {
  return and(
    eq(profileVisits.viewedId, memberId),
    sql`${profileVisits.viewedAt} >= ${since.toISOString()}::timestamptz`,
    eq(members.accountStatus, 'active'),
    eq(members.visitsShown, true),
    notBlockedEitherWay(memberId, profileVisits.viewerId),
  );
}

export async function visitorsPage(db: Db, memberId: string, since: Date, after: KeysetPosition | null, limit: number) {
  return db
    .select({
      member: members,
      viewedAt: profileVisits.viewedAt,
      viewedAtMicros: epochMicros(profileVisits.viewedAt),
    })
    .from(profileVisits)
    .innerJoin(members, eq(members.id, profileVisits.viewerId))
    .where(and(shownVisits(memberId, since), olderThan(profileVisits.viewedAt, profileVisits.viewerId, after)))
    .orderBy(desc(profileVisits.viewedAt), desc(profileVisits.viewerId))
    .limit(limit + 1);
}

export async function countVisitors(db: Db, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileVisits)
    .innerJoin(members, eq(members.id, profileVisits.viewerId))
    .where(shownVisits(memberId, since));
  return row?.n ?? 0;
}

/** Visits older than the log keeps (the hourly purge). */
export async function deleteVisitsBefore(db: Db, before: Date): Promise<number> {
  const { rowCount } = await db.delete(profileVisits).where(lt(profileVisits.viewedAt, before));
  return rowCount ?? 0;
}

export interface VisibilityColumns {
  incognito?: boolean;
  visitsShown?: boolean;
  activityShown?: boolean;
}

export async function updateVisibility(db: Db, memberId: string, change: VisibilityColumns) {
  const [row] = await db
    .update(members)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning({
      incognito: members.incognito,
      visitsShown: members.visitsShown,
      activityShown: members.activityShown,
      membershipTier: members.membershipTier,
      premiumUntil: members.premiumUntil,
    });
  return row ?? null;
}
