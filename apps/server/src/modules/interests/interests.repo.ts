import type { QuotaUsage, QuotaWindows } from '@mithaq/contracts/quota';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { heldInterests, interests, members } from '../../platform/db/schema.js';
import { notBlockedEitherWay } from '../blocks/index.js';
import type { MemberRow } from '../members/member-row.js';

export type InterestRow = typeof interests.$inferSelect;
export type { Tx };

export function runInTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
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

const target = alias(members, 'target');

export interface SendParties {
  sender: Pick<
    MemberRow,
    | 'id'
    | 'gender'
    | 'membershipTier'
    | 'premiumUntil'
    | 'planId'
    | 'timeZone'
    | 'restrictedAt'
    | 'previousTimeZone'
    | 'timeZoneChangesAt'
    | 'phoneVerified'
    | 'isVerified'
    | 'photoVerified'
  >;
  /** Null when unknown, not active, or blocked either way (all answered alike, so a block is never revealed). */
  target: Pick<MemberRow, 'id' | 'gender' | 'interestFromVerifiedOnly'> | null;
}

/**
 * The first statement of a send, in its transaction: locks the sender's row (their sends queue one
 * behind another, so the quota count that follows is exact) and the pair (a transaction-scoped
 * advisory lock on the two ids in order, so two members sending to each other cannot both find no
 * interest between them), and reads the target as the sender may see them. The target's row is not
 * locked: members sending to the same popular member do not wait for each other, nor does her own
 * profile save. Null when the sender's row is gone.
 */
export async function lockSendParties(tx: Tx, senderId: string, targetId: string): Promise<SendParties | null> {
  const pairKey = sql`hashtextextended(least(${senderId}::text, ${targetId}::text) || greatest(${senderId}::text, ${targetId}::text), 0)`;
  const [row] = await tx
    .select({
      sender: {
        id: members.id,
        gender: members.gender,
        membershipTier: members.membershipTier,
        premiumUntil: members.premiumUntil,
        planId: members.planId,
        timeZone: members.timeZone,
        previousTimeZone: members.previousTimeZone,
        timeZoneChangesAt: members.timeZoneChangesAt,
        phoneVerified: members.phoneVerified,
        isVerified: members.isVerified,
        photoVerified: members.photoVerified,
        restrictedAt: members.restrictedAt,
      },
      target: { id: target.id, gender: target.gender, interestFromVerifiedOnly: target.interestFromVerifiedOnly },
      pairLocked: sql`pg_advisory_xact_lock(${pairKey}) is not null`,
    })
    .from(members)
    .leftJoin(
      target,
      and(eq(target.id, targetId), eq(target.accountStatus, 'active'), notBlockedEitherWay(senderId, target.id)),
    )
    .where(eq(members.id, senderId))
    .for('no key update', { of: members });
  return row ? { sender: row.sender, target: row.target } : null;
}

export interface SendFacts {
  between: { fromId: string; status: string }[];
  usage: QuotaUsage;
}

/**
 * Interests between the pair, either way and whatever their status, and the sender's sends since the
 * month and day started (one index range scan on from_id, created_at): read after the locks, so no
 * concurrent send of theirs or crossing one is missed.
 */
export async function findSendFacts(tx: Tx, fromId: string, toId: string, windows: QuotaWindows): Promise<SendFacts> {
  const between = sql<
    SendFacts['between'] | null
  >`(select json_agg(json_build_object('fromId', b.from_id, 'status', b.status))
      from ${interests} b
     where (b.from_id = ${fromId} and b.to_id = ${toId}) or (b.from_id = ${toId} and b.to_id = ${fromId}))`;
  const [row] = await tx
    .select({
      between,
      today: sql<number>`count(*) filter (where ${interests.createdAt} >= ${windows.dayStart})::int`,
      thisMonth: sql<number>`count(*)::int`,
    })
    .from(interests)
    .where(and(eq(interests.fromId, fromId), gte(interests.createdAt, windows.monthStart)));
  return { between: row?.between ?? [], usage: { today: row?.today ?? 0, thisMonth: row?.thisMonth ?? 0 } };
}

/** Null when the pair already has an interest (unique index). */
export async function insertInterest(db: Executor, fromId: string, toId: string, createdAt: Date) {
  const [row] = await db
    .insert(interests)
    .values({ fromId, toId, createdAt })
    .onConflictDoNothing()
    .returning({ id: interests.id });
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

/**
 * The interests a restricted member sent that are held for review (docs/decisions/0067-risk-record.md), as
 * pending interests of theirs: to the sender they are sent. Newest first; inactive and blocked receivers left out.
 */
export async function listHeldInterestsWithMembers(db: Db, memberId: string): Promise<InterestWithMember[]> {
  const rows = await db
    .select({ held: heldInterests, member: members })
    .from(heldInterests)
    .innerJoin(members, eq(members.id, heldInterests.toId))
    .where(
      and(
        eq(heldInterests.fromId, memberId),
        eq(members.accountStatus, 'active'),
        notBlockedEitherWay(memberId, members.id),
      ),
    )
    .orderBy(desc(heldInterests.createdAt));
  return rows.map(({ held, member }) => ({
    interest: { ...held, status: 'pending', respondedAt: null },
    member,
  }));
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
