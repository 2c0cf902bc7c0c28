import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { members } from '../../platform/db/schema.js';
import type { NewMember } from './member-row.js';

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
