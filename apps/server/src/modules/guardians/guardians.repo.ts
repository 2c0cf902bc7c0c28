import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { chaperoneAcks, guardianSessions, guardians, members } from '../../platform/db/schema.js';
import type { MemberRow } from '../members/member-row.js';

export type GuardianRow = typeof guardians.$inferSelect;
export type NewGuardian = Pick<GuardianRow, 'memberId' | 'email' | 'name' | 'relation' | 'locale' | 'linkTokenHash'>;

/** The member's current guardian (not removed), if any. */
export async function findCurrentGuardian(db: Executor, memberId: string): Promise<GuardianRow | undefined> {
  const [row] = await db
    .select()
    .from(guardians)
    .where(and(eq(guardians.memberId, memberId), isNull(guardians.removedAt)));
  return row;
}

/** Every guardian the member ever invited, the current one first, then newest first (staff view). */
export function listGuardiansOf(db: Db, memberId: string): Promise<GuardianRow[]> {
  return db
    .select()
    .from(guardians)
    .where(eq(guardians.memberId, memberId))
    .orderBy(sql`${guardians.removedAt} is not null`, desc(guardians.createdAt));
}

/** Null when another invitation won the race for the one current guardian (the unique index). */
export async function insertGuardian(db: Executor, row: NewGuardian): Promise<GuardianRow | null> {
  const [inserted] = await db.insert(guardians).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A new link, not yet used, and every session opened with an earlier one ended, in the caller's transaction. */
export async function replaceLinkToken(db: Executor, guardianId: string, linkTokenHash: string): Promise<void> {
  await db.update(guardians).set({ linkTokenHash, linkUsedAt: null }).where(eq(guardians.id, guardianId));
  await revokeGuardianSessions(db, guardianId, new Date());
}

async function revokeGuardianSessions(db: Executor, guardianId: string, at: Date): Promise<void> {
  await db
    .update(guardianSessions)
    .set({ revokedAt: at })
    .where(and(eq(guardianSessions.guardianId, guardianId), isNull(guardianSessions.revokedAt)));
}

/** Marks the guardian removed and ends every session of theirs, in the caller's transaction. */
export async function removeGuardian(db: Executor, memberId: string, guardianId: string): Promise<boolean> {
  const now = new Date();
  const removed = await db
    .update(guardians)
    .set({ removedAt: now })
    .where(and(eq(guardians.id, guardianId), eq(guardians.memberId, memberId), isNull(guardians.removedAt)))
    .returning({ id: guardians.id });
  if (removed.length === 0) return false;
  await revokeGuardianSessions(db, guardianId, now);
  return true;
}

/** The current guardian a link's token belongs to, with their member's status. */
export async function findGuardianByLink(db: Executor, linkTokenHash: string) {
  const [row] = await db
    .select({ guardian: guardians, accountStatus: members.accountStatus })
    .from(guardians)
    .innerJoin(members, eq(members.id, guardians.memberId))
    .where(and(eq(guardians.linkTokenHash, linkTokenHash), isNull(guardians.removedAt)));
  return row;
}

/**
 * Marks the link used (and the guardian opened, the first time). False when it was already used or
 * replaced: of two uses at once, the row lock lets one through.
 */
export async function useLink(db: Executor, guardianId: string, linkTokenHash: string): Promise<boolean> {
  const used = await db
    .update(guardians)
    .set({ linkUsedAt: sql`now()`, firstOpenedAt: sql`coalesce(${guardians.firstOpenedAt}, now())` })
    .where(and(eq(guardians.id, guardianId), eq(guardians.linkTokenHash, linkTokenHash), isNull(guardians.linkUsedAt)))
    .returning({ id: guardians.id });
  return used.length > 0;
}

export async function createSession(db: Executor, guardianId: string): Promise<string> {
  const [row] = await db.insert(guardianSessions).values({ guardianId }).returning({ id: guardianSessions.id });
  if (!row) throw new Error('guardian session insert returned nothing');
  return row.id;
}

/** A live session: not revoked, its guardian current and their member's account active. */
export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: guardianSessions.id,
      lastSeenAt: guardianSessions.lastSeenAt,
      guardian: guardians,
      accountStatus: members.accountStatus,
    })
    .from(guardianSessions)
    .innerJoin(guardians, eq(guardians.id, guardianSessions.guardianId))
    .innerJoin(members, eq(members.id, guardians.memberId))
    .where(and(eq(guardianSessions.id, sessionId), isNull(guardianSessions.revokedAt), isNull(guardians.removedAt)));
  return row;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(guardianSessions).set({ lastSeenAt: new Date() }).where(eq(guardianSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(guardianSessions).set({ revokedAt: new Date() }).where(eq(guardianSessions.id, sessionId));
}

export async function setDailyEmail(db: Db, guardianId: string, dailyEmail: boolean): Promise<GuardianRow | undefined> {
  const [row] = await db
    .update(guardians)
    .set({ dailyEmail })
    .where(and(eq(guardians.id, guardianId), isNull(guardians.removedAt)))
    .returning();
  return row;
}

export async function recordAck(db: Executor, guardianId: string, memberId: string): Promise<void> {
  await db.insert(chaperoneAcks).values({ guardianId, memberId }).onConflictDoNothing();
}

export async function hasAck(db: Executor, guardianId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ seenAt: chaperoneAcks.seenAt })
    .from(chaperoneAcks)
    .where(and(eq(chaperoneAcks.guardianId, guardianId), eq(chaperoneAcks.memberId, memberId)));
  return Boolean(row);
}

/** Members who acknowledged this guardian, by id. */
export async function acknowledgedMemberIds(db: Executor, guardianId: string): Promise<Set<string>> {
  const rows = await db
    .select({ memberId: chaperoneAcks.memberId })
    .from(chaperoneAcks)
    .where(eq(chaperoneAcks.guardianId, guardianId));
  return new Set(rows.map((r) => r.memberId));
}

/** Guardians whose daily email may be due: current, opted in, opened once, not sent since `sentBefore`. */
export function guardiansAwaitingDigest(db: Db, sentBefore: Date) {
  return db
    .select({ guardian: guardians, memberName: members.fullName })
    .from(guardians)
    .innerJoin(members, eq(members.id, guardians.memberId))
    .where(
      and(
        isNull(guardians.removedAt),
        eq(guardians.dailyEmail, true),
        isNotNull(guardians.firstOpenedAt),
        eq(members.accountStatus, 'active'),
        or(isNull(guardians.digestSentAt), lte(guardians.digestSentAt, sentBefore)),
      ),
    );
}

export async function markDigestSent(db: Executor, guardianId: string, at: Date): Promise<void> {
  await db.update(guardians).set({ digestSentAt: at }).where(eq(guardians.id, guardianId));
}

/** Matches made since `since`: the other member's name, newest first. */
export async function newMatchNames(db: Db, memberId: string, since: Date): Promise<string[]> {
  const { rows } = await db.execute<{ full_name: string }>(sql`
    select m.full_name from interests i
      join members m on m.id = case when i.from_id = ${memberId}::uuid then i.to_id else i.from_id end
     where i.status = 'accepted' and (i.from_id = ${memberId}::uuid or i.to_id = ${memberId}::uuid)
       and i.responded_at > ${since} and m.account_status = 'active'
     order by i.responded_at desc`);
  return rows.map((r) => r.full_name);
}

/** Per other member, how many messages the two exchanged since `since` (no content). */
export async function newMessageCounts(db: Db, memberId: string, since: Date) {
  const { rows } = await db.execute<{
    other_id: string;
    full_name: string;
    name_display: MemberRow['nameDisplay'];
    count: number;
  }>(sql`
    select m.id as other_id, m.full_name, m.name_display, count(*)::int as count from messages x
      join members m on m.id = case when x.sender_id = ${memberId}::uuid then x.receiver_id else x.sender_id end
     where (x.sender_id = ${memberId}::uuid or x.receiver_id = ${memberId}::uuid) and x.created_at > ${since}
       and m.account_status = 'active'
     group by m.id, m.full_name, m.name_display
     order by max(x.created_at) desc`);
  return rows.map((r) => ({
    id: r.other_id,
    otherId: r.other_id,
    fullName: r.full_name,
    nameDisplay: r.name_display,
    count: Number(r.count),
  }));
}

/** The current guardians of these members, by member id. */
export async function currentGuardiansOf(db: Executor, memberIds: string[]): Promise<Map<string, GuardianRow>> {
  const rows = await db
    .select()
    .from(guardians)
    .where(and(inArray(guardians.memberId, memberIds), isNull(guardians.removedAt)));
  return new Map(rows.map((r) => [r.memberId, r]));
}
