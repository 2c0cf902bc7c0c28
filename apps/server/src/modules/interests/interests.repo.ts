import type { QuotaUsage, QuotaWindows } from '@mithaq/contracts';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { interests, members } from '../../db/schema.js';
import { notBlockedEitherWay } from '../blocks/blocks.repo.js';
import type { MemberRow } from '../members/member-row.js';

export type InterestRow = typeof interests.$inferSelect;
export type { Tx };

export function runInTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Locks both members' rows, always in id order so two members sending to each other cannot
 * deadlock. NO KEY UPDATE serialises senders without blocking inserts that only reference the row.
 */
export async function lockMembers(tx: Tx, ids: string[]): Promise<MemberRow[]> {
  return tx.select().from(members).where(inArray(members.id, ids)).orderBy(members.id).for('no key update');
}

/** Interests between two members, in either direction, whatever their status. */
export function findInterestsBetween(db: Executor, memberId: string, otherId: string): Promise<InterestRow[]> {
  return db
    .select()
    .from(interests)
    .where(
      or(
        and(eq(interests.fromId, memberId), eq(interests.toId, otherId)),
        and(eq(interests.fromId, otherId), eq(interests.toId, memberId)),
      ),
    );
}

/** Interests sent since the month and day started (one index range scan on from_id, created_at). */
export async function countSentSince(
  db: Executor,
  fromId: string,
  { monthStart, dayStart }: QuotaWindows,
): Promise<QuotaUsage> {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${interests.createdAt} >= ${dayStart})::int`,
      thisMonth: sql<number>`count(*)::int`,
    })
    .from(interests)
    .where(and(eq(interests.fromId, fromId), gte(interests.createdAt, monthStart)));
  return { today: row?.today ?? 0, thisMonth: row?.thisMonth ?? 0 };
}

/** Null when the pair already has an interest (unique index). */
export async function insertInterest(db: Executor, fromId: string, toId: string, createdAt: Date) {
  const [row] = await db.insert(interests).values({ fromId, toId, createdAt }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Null unless a pending interest from `fromId` to `toId` existed; a second decision finds none. */
export async function decidePendingInterest(
  db: Executor,
  fromId: string,
  toId: string,
  status: 'accepted' | 'declined',
  respondedAt: Date,
) {
  const [row] = await db
    .update(interests)
    .set({ status, respondedAt })
    .where(and(eq(interests.fromId, fromId), eq(interests.toId, toId), eq(interests.status, 'pending')))
    .returning();
  return row ?? null;
}

export interface InterestWithMember {
  interest: InterestRow;
  member: MemberRow;
}

/** Pending and accepted interests of a member with the other party, minus inactive and blocked ones. */
const interestsWithMembers = preparedPerDb((db) => {
  const memberId = sql.placeholder('memberId');
  const otherParty = sql`case when ${interests.fromId} = ${memberId} then ${interests.toId} else ${interests.fromId} end`;
  return db
    .select({ interest: interests, member: members })
    .from(interests)
    .innerJoin(members, eq(members.id, otherParty))
    .where(
      and(
        or(eq(interests.fromId, memberId), eq(interests.toId, memberId)),
        inArray(interests.status, ['pending', 'accepted']),
        eq(members.accountStatus, 'active'),
        notBlockedEitherWay(memberId, members.id),
      ),
    )
    .orderBy(desc(sql`coalesce(${interests.respondedAt}, ${interests.createdAt})`), desc(interests.id))
    .prepare('list_interests_with_members');
});

export function listInterestsWithMembers(db: Db, memberId: string): Promise<InterestWithMember[]> {
  return interestsWithMembers(db).execute({ memberId });
}

const acceptedPairs = preparedPerDb((db) => {
  const memberId = sql.placeholder('memberId');
  return db
    .select({ fromId: interests.fromId, toId: interests.toId })
    .from(interests)
    .where(and(eq(interests.status, 'accepted'), or(eq(interests.fromId, memberId), eq(interests.toId, memberId))))
    .prepare('find_accepted_interest_ids');
});

/** Ids of members this member is matched with: an interest between them, either way, accepted. */
export async function findAcceptedInterestIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await acceptedPairs(db).execute({ memberId });
  return rows.map((r) => (r.fromId === memberId ? r.toId : r.fromId));
}
