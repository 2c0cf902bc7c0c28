import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { interests, members, sessions } from '../../db/schema.js';

export type NewMember = typeof members.$inferInsert;

export function findMemberByEmail(db: Db, email: string) {
  return db.query.members.findFirst({ where: sql`lower(${members.email}) = lower(${email})` });
}

const memberById = preparedPerDb((db) =>
  db.query.members.findFirst({ where: eq(members.id, sql.placeholder('id')) }).prepare('find_member_by_id'),
);

export function findMemberById(db: Db, id: string) {
  return memberById(db).execute({ id });
}

/** Inserts unless the email is taken (case-insensitive unique index); returns null when taken. */
export async function insertMember(db: Db, values: NewMember) {
  const [row] = await db.insert(members).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function createSession(db: Db, memberId: string): Promise<string> {
  const [row] = await db.insert(sessions).values({ memberId }).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

const activeSession = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      accountStatus: members.accountStatus,
      gender: members.gender,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('find_active_session'),
);

export async function findActiveSession(db: Db, sessionId: string) {
  const [row] = await activeSession(db).execute({ sessionId });
  return row ?? null;
}

export async function touchSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
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

/** Of these sessions, the ones still live: not revoked, member active, used within `idleLimitMs`. */
export async function findLiveSessionIds(db: Db, sessionIds: string[], idleLimitMs: number): Promise<Set<string>> {
  const live = new Set<string>();
  const idleSince = new Date(Date.now() - idleLimitMs);
  for (let i = 0; i < sessionIds.length; i += 5_000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(i, i + 5_000)),
          isNull(sessions.revokedAt),
          eq(members.accountStatus, 'active'),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    for (const r of rows) live.add(r.id);
  }
  return live;
}
