/**
 * Where two members stand (`Relation`), and the SQL pieces the messages repositories share: a pair of members is
 * named by the least and the greatest of its two ids, as the `conversations` rows and the thread index key it.
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { blocks, conversations, interests } from '../../platform/db/schema.js';

// pg may hand timestamps over as Date or as text, depending on the driver's type parsers.
export const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A member id: a value, a placeholder in a prepared statement, or a column of the statement. */
type IdParam = string | Placeholder | SQL;

export const p = (name: string) => sql.placeholder(name);
export const pairLow = (a: IdParam, b: IdParam) => sql`least(${a}::uuid, ${b}::uuid)`;
export const pairHigh = (a: IdParam, b: IdParam) => sql`greatest(${a}::uuid, ${b}::uuid)`;

export interface Relation {
  isMatched: boolean;
  hasConversation: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** The `Relation` columns of a select, for `memberId` towards `otherId`. */
export function relationColumns(memberId: IdParam, otherId: IdParam): SQL {
  return sql`
      exists (select 1 from ${interests} where ${interests.status} = 'accepted'
        and ((${interests.fromId} = ${memberId}::uuid and ${interests.toId} = ${otherId}::uuid)
          or (${interests.fromId} = ${otherId}::uuid and ${interests.toId} = ${memberId}::uuid))) as is_matched,
      exists (select 1 from ${conversations} where ${conversations.memberA} = ${pairLow(memberId, otherId)}
        and ${conversations.memberB} = ${pairHigh(memberId, otherId)}) as has_conversation,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId}::uuid and ${blocks.blockedId} = ${otherId}::uuid) as blocked_by_me,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${otherId}::uuid and ${blocks.blockedId} = ${memberId}::uuid) as blocked_me`;
}

type RawRelation = { is_matched: boolean; has_conversation: boolean; blocked_by_me: boolean; blocked_me: boolean };

export const toRelation = (row: RawRelation | undefined): Relation => ({
  isMatched: Boolean(row?.is_matched),
  hasConversation: Boolean(row?.has_conversation),
  blockedByMe: Boolean(row?.blocked_by_me),
  blockedMe: Boolean(row?.blocked_me),
});

/** Where two members stand, in one round trip: matched, talked before, blocked either way. */
export async function findRelation(db: Db, memberId: string, otherId: string): Promise<Relation> {
  const { rows } = await db.execute<RawRelation>(sql`select ${relationColumns(memberId, otherId)}`);
  return toRelation(rows[0]);
}
