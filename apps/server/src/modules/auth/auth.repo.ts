import type { Locale } from '@mithaq/contracts/i18n/locales';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { interests, members, photos, sessions } from '../../platform/db/schema.js';

/** A new session; signing in counts as being active (touchSession). */
export async function createSession(db: Db, memberId: string): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`with created as (
      insert into ${sessions} (member_id) values (${memberId}) returning id
    ), active as (
      update ${members} set last_active_at = now() where id = ${memberId} and last_active_at < now() - interval '1 hour'
    )
    select id from created`);
  const row = rows[0];
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * A live session as its look-up reads it, with what every request needs of its member: here, or in
 * a statement that reads it with its own data (modules/messages/send.repo.ts `find_send_context`).
 */
export interface SessionRow {
  sessionId: string;
  memberId: string;
  lastSeenAt: Date;
  accountStatus: string;
  gender: string;
  locale: Locale | null;
}

const activeSession = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      accountStatus: members.accountStatus,
      gender: members.gender,
      locale: members.locale,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('find_active_session'),
);

export async function findActiveSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const [row] = await activeSession(db).execute({ sessionId });
  return row ?? null;
}

/**
 * What GET /api/auth/me shows, in one statement: the member, their current photo's review facts and
 * the ids of the members they are matched with (an interest between them, either way, accepted).
 */
const ownView = preparedPerDb((db) => {
  const memberId = sql.placeholder('memberId');
  return db
    .select({
      member: members,
      photo: { id: photos.id, status: photos.status, reviewNotes: photos.reviewNotes, reviewedAt: photos.reviewedAt },
      matchedIds: sql<string[]>`array(
        select case when i.from_id = ${members.id} then i.to_id else i.from_id end
          from ${interests} i
         where i.status = 'accepted' and (i.from_id = ${members.id} or i.to_id = ${members.id}))`,
    })
    .from(members)
    .leftJoin(photos, eq(photos.id, members.photoId))
    .where(eq(members.id, memberId))
    .prepare('find_own_view');
});

export async function findOwnView(db: Db, memberId: string) {
  const [row] = await ownView(db).execute({ memberId });
  return row ?? null;
}

/**
 * Marks the session seen now, and the member active when they were last marked an hour ago or more:
 * search reads `last_active_at` to the hour (docs/decisions/0064-finding-the-right-person.md
 * "Recently active"), and an indexed column written on every request would churn its index.
 */
export async function touchSession(db: Db, sessionId: string) {
  await db.execute(sql`with seen as (
      update ${sessions} set last_seen_at = now() where id = ${sessionId} returning member_id
    )
    update ${members} set last_active_at = now()
     where id = (select member_id from seen) and last_active_at < now() - interval '1 hour'`);
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
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
          // One array parameter, not 5,000: building that many placeholders held the event loop.
          sql`${sessions.id} = any(${sql.param(sessionIds.slice(i, i + 5_000))}::uuid[])`,
          isNull(sessions.revokedAt),
          eq(members.accountStatus, 'active'),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    for (const r of rows) live.add(r.id);
  }
  return live;
}
