import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db, Executor } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { hiddenMembers, members, savedMembers } from '../../platform/db/schema.js';
import type { MemberRow } from '../members/member-row.js';

/**
 * The members `viewerId` marked "not interested", as an array subquery run once per statement (as
 * blocks' `blockedEitherWayIds`), for the search statements to leave out.
 */
export const notInterestedIds = (viewerId: string | SQL) =>
  sql`array(select ${hiddenMembers.hiddenId} from ${hiddenMembers} where ${hiddenMembers.memberId} = ${viewerId})`;

/** Who marked `memberId` "not interested", as an array subquery: their searches never alert about them. */
export const markedNotInterestedBy = (memberId: string) =>
  sql`array(select ${hiddenMembers.memberId} from ${hiddenMembers} where ${hiddenMembers.hiddenId} = ${memberId})`;

/** The same rule for a prepared statement: `other` is not one the viewer marked "not interested". */
export function notMarkedNotInterested(viewerId: string | Placeholder, other: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${hiddenMembers} where ${hiddenMembers.memberId} = ${viewerId} and ${hiddenMembers.hiddenId} = ${other})`;
}

/** Saves the member, or sets the note of one already saved; the note is left alone when undefined. */
export async function upsertSaved(
  db: Executor,
  memberId: string,
  savedId: string,
  note: string | undefined,
  now: Date,
) {
  const noteChange = note === undefined ? {} : { note, noteUpdatedAt: now };
  const [row] = await db
    .insert(savedMembers)
    .values({ memberId, savedId, createdAt: now, ...noteChange })
    .onConflictDoUpdate({
      target: [savedMembers.memberId, savedMembers.savedId],
      set: note === undefined ? { memberId } : noteChange,
    })
    .returning({ note: savedMembers.note });
  return row?.note ?? '';
}

export async function deleteSaved(db: Executor, memberId: string, savedId: string): Promise<void> {
  await db.delete(savedMembers).where(and(eq(savedMembers.memberId, memberId), eq(savedMembers.savedId, savedId)));
}

export async function countSaved(db: Executor, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedMembers).where(eq(savedMembers.memberId, memberId));
  return row?.n ?? 0;
}

/** Whether the viewer saved (with the note) or marked "not interested" the other member. */
export const marksOn = (db: Db, memberId: string, otherId: string) => marksOnTx(db, memberId, otherId);

export async function marksOnTx(db: Executor, memberId: string, otherId: string) {
  const [saved] = await db
    .select({ note: savedMembers.note })
    .from(savedMembers)
    .where(and(eq(savedMembers.memberId, memberId), eq(savedMembers.savedId, otherId)));
  const [hidden] = await db
    .select({ at: hiddenMembers.createdAt })
    .from(hiddenMembers)
    .where(and(eq(hiddenMembers.memberId, memberId), eq(hiddenMembers.hiddenId, otherId)));
  return { saved: saved !== undefined, note: saved?.note ?? '', notInterested: hidden !== undefined };
}

/** Which of `ids` the viewer has saved. */
export async function savedAmong(db: Db, memberId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: savedMembers.savedId })
    .from(savedMembers)
    .where(and(eq(savedMembers.memberId, memberId), sql`${savedMembers.savedId} = any(${sql.param(ids)}::uuid[])`));
  return new Set(rows.map((r) => r.id));
}

export interface SavedRow {
  member: MemberRow;
  note: string;
  savedAt: Date;
  savedAtMicros: string;
}

/** Who is still here: a member away (deactivated) is left out while away and comes back with the note. */
const stillHere = sql`${members.accountStatus} = 'active'`;

/** One page of the Saved list, most recently saved first (keyset on saved time and id). */
export async function savedPage(db: Db, memberId: string, after: KeysetPosition | null, limit: number) {
  const rows = await db
    .select({
      member: members,
      note: savedMembers.note,
      savedAt: savedMembers.createdAt,
      savedAtMicros: epochMicros(savedMembers.createdAt),
    })
    .from(savedMembers)
    .innerJoin(members, eq(members.id, savedMembers.savedId))
    .where(
      and(
        eq(savedMembers.memberId, memberId),
        stillHere,
        olderThan(savedMembers.createdAt, savedMembers.savedId, after),
      ),
    )
    .orderBy(desc(savedMembers.createdAt), desc(savedMembers.savedId))
    .limit(limit + 1);
  return rows satisfies SavedRow[];
}

export async function countListedSaved(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedMembers)
    .innerJoin(members, eq(members.id, savedMembers.savedId))
    .where(and(eq(savedMembers.memberId, memberId), stillHere));
  return row?.n ?? 0;
}

export async function insertHidden(db: Executor, memberId: string, hiddenId: string, now: Date): Promise<void> {
  await db.insert(hiddenMembers).values({ memberId, hiddenId, createdAt: now }).onConflictDoNothing();
}

export async function deleteHidden(db: Executor, memberId: string, hiddenId: string): Promise<void> {
  await db.delete(hiddenMembers).where(and(eq(hiddenMembers.memberId, memberId), eq(hiddenMembers.hiddenId, hiddenId)));
}

/** One page of the "not interested" list, most recent first; erased members go with their rows. */
export async function hiddenPage(db: Db, memberId: string, after: KeysetPosition | null, limit: number) {
  return db
    .select({
      member: members,
      hiddenAt: hiddenMembers.createdAt,
      hiddenAtMicros: epochMicros(hiddenMembers.createdAt),
    })
    .from(hiddenMembers)
    .innerJoin(members, eq(members.id, hiddenMembers.hiddenId))
    .where(and(eq(hiddenMembers.memberId, memberId), olderThan(hiddenMembers.createdAt, hiddenMembers.hiddenId, after)))
    .orderBy(desc(hiddenMembers.createdAt), desc(hiddenMembers.hiddenId))
    .limit(limit + 1);
}
