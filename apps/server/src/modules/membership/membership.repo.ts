import { and, eq, gt, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { members, notifications } from '../../platform/db/schema.js';
import type { MembershipState } from './membership.js';

export async function lockMembership(db: Executor, memberId: string) {
  const [row] = await db
    .select({ planId: members.planId, membershipTier: members.membershipTier, premiumUntil: members.premiumUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row ?? null;
}

export async function saveMembership(db: Executor, memberId: string, state: MembershipState): Promise<void> {
  await db
    .update(members)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** The end as the notifications' data holds it: ISO 8601 in UTC with milliseconds, as JS writes it. */
const endsAtIso = sql<string>`to_char(${members.premiumUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface MembershipEnd {
  memberId: string;
  /** ISO time the membership ends or ended. */
  endsAt: string;
}

/**
 * Active members with a dated premium membership ending in `(from, to]` who have not been told `type`
 * about that very end: a renewal moves the end, and so is told again.
 */
export async function findUntoldEnds(
  db: Executor,
  type: 'membership-ending' | 'membership-ended',
  window: { from: Date; to: Date },
  limit: number,
): Promise<MembershipEnd[]> {
  return db
    .select({ memberId: members.id, endsAt: endsAtIso })
    .from(members)
    .where(and(endsBetween(window), notExists(toldAbout(db, type))))
    .orderBy(members.premiumUntil)
    .limit(limit);
}

const endsBetween = ({ from, to }: { from: Date; to: Date }): SQL | undefined =>
  and(
    eq(members.accountStatus, 'active'),
    eq(members.membershipTier, 'premium'),
    gt(members.premiumUntil, from),
    lte(members.premiumUntil, to),
  );

const toldAbout = (db: Executor, type: string) =>
  db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, members.id),
        eq(notifications.type, type),
        sql`${notifications.data}->>'endsAt' = ${endsAtIso}`,
      ),
    );

/**
 * Under the member's row lock (pass a transaction): whether the membership still ends at `end.endsAt`
 * inside the window and nobody has told them yet. A second instance running the same check waits for
 * the lock, then sees the first one's notification: the check is its own statement, so it reads what
 * committed while it waited (in one statement with the lock it would not).
 */
export async function lockUntoldEnd(
  tx: Executor,
  type: 'membership-ending' | 'membership-ended',
  end: MembershipEnd,
  window: { from: Date; to: Date },
): Promise<boolean> {
  const [still] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, end.memberId), endsBetween(window), sql`${endsAtIso} = ${end.endsAt}`))
    .for('no key update');
  if (!still) return false;
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, end.memberId),
        eq(notifications.type, type),
        sql`${notifications.data}->>'endsAt' = ${end.endsAt}`,
      ),
    )
    .limit(1);
  return told === undefined;
}
