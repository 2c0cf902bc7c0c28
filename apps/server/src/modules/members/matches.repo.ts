import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { interests } from '../../platform/db/schema.js';

/** Which of `otherIds` have an accepted interest with `memberId`, either way (spec section 4 "Match"). */
export async function findMatchedAmong(db: Executor, memberId: string, otherIds: string[]): Promise<Set<string>> {
  if (otherIds.length === 0) return new Set();
  const rows = await db
    .select({ fromId: interests.fromId, toId: interests.toId })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(eq(interests.fromId, memberId), inArray(interests.toId, otherIds)),
          and(eq(interests.toId, memberId), inArray(interests.fromId, otherIds)),
        ),
      ),
    );
  return new Set(rows.map((r) => (r.fromId === memberId ? r.toId : r.fromId)));
}
