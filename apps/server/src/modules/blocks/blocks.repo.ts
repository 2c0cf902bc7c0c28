import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blocks } from '../../db/schema.js';

export async function insertBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
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

/**
 * A condition for other repos' queries: no block between `memberId` and the member in `other`,
 * either way. Two NOT EXISTS probes, each a primary-key lookup on blocks.
 */
export function notBlockedEitherWay(memberId: string | Placeholder, other: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${other})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${memberId})`;
}
