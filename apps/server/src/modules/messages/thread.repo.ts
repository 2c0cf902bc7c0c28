import { and, desc, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { messages } from '../../platform/db/schema.js';
import type { MessageRow } from './messages.repo.js';
import { pairHigh, pairLow } from './relation.repo.js';

const samePair = (a: string, b: string) =>
  and(
    sql`least(${messages.senderId}, ${messages.receiverId}) = ${pairLow(a, b)}`,
    sql`greatest(${messages.senderId}, ${messages.receiverId}) = ${pairHigh(a, b)}`,
  );

export interface ThreadPageRow {
  message: MessageRow;
  createdAtMicros: string;
}

/** Newest first, `limit` rows after `before` (keyset on created_at, id: one index range scan). */
export function listThreadPage(
  db: Db,
  memberId: string,
  otherId: string,
  before: KeysetPosition | null,
  limit: number,
): Promise<ThreadPageRow[]> {
  return db
    .select({ message: messages, createdAtMicros: epochMicros(messages.createdAt) })
    .from(messages)
    .where(and(samePair(memberId, otherId), olderThan(messages.createdAt, messages.id, before)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
