import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../platform/db/client.js';
import { blocks } from '../../platform/db/schema.js';

/** Whether a new block was stored (false: it was already there). */
export async function insertBlock(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export interface BlocksBetween {
  blockedByMe: boolean;
  blockedMe: boolean;
}

export async function findBlocksBetween(db: Db, memberId: string, otherId: string): Promise<BlocksBetween> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, memberId)),
      ),
    );
  return {
    blockedByMe: rows.some((r) => r.blockerId === memberId),
    blockedMe: rows.some((r) => r.blockerId === otherId),
  };
}

/** A primary-key probe on blocks: whether `blocker` blocked `blocked`. */
function blockExists(blocker: string | Placeholder | AnyPgColumn, blocked: string | Placeholder | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blocker} and ${blocks.blockedId} = ${blocked})`;
}

/** A value for other repos' queries: whether `memberId` or `other` (an id, or a column of one) blocked the other. */
export function blockedEitherWay(memberId: string | Placeholder, other: string | AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(${blockExists(memberId, other)} or ${blockExists(other, memberId)})`;
}

/**
 * A condition for other repos' queries: no block between `memberId` and the member in `other`,
 * either way. Two NOT EXISTS probes, each a primary-key lookup on blocks.
 */
export function notBlockedEitherWay(memberId: string | Placeholder, other: AnyPgColumn): SQL {
  return sql`not ${blockExists(memberId, other)} and not ${blockExists(other, memberId)}`;
}

/**
 * Everyone a member blocked or was blocked by, as an array subquery PostgreSQL runs once per statement
 * (an InitPlan): a search that reads thousands of candidate rows checks each against it instead of
 * probing the blocks index twice per row (docs/decisions/0064-finding-the-right-person.md "Speed").
 */
export function blockedEitherWayIds(memberId: string | SQL): SQL {
  return sql`array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${memberId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${memberId})`;
}
