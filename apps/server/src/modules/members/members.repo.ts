import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { members, sessions } from '../../platform/db/schema.js';
import type { MemberRow, NewMember } from './member-row.js';

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

export async function lockMember(tx: Tx, memberId: string): Promise<MemberRow | null> {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return row ?? null;
}

/** Ends every session of the member at once (their open streams close at the next check). */
export async function revokeAllSessions(tx: Tx, memberId: string, at: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(sql`${sessions.memberId} = ${memberId} and ${sessions.revokedAt} is null`);
}
