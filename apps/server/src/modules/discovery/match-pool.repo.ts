import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { matchPools } from '../../platform/db/schema.js';
import { blockedEitherWayIds } from '../blocks/index.js';
import { notInterestedIds } from '../shortlist/index.js';
import { interestCounterpartIds, type matchPoolStatement } from './search.repo.js';

export interface PoolMember {
  id: string;
  /** The first widening level the member passes (0: the preferences as asked). */
  level: number;
}

type PoolStatement = ReturnType<typeof matchPoolStatement>;

const passing = (rows: { id: string; level: number | null }[]) => rows.filter((r): r is PoolMember => r.level !== null);

/**
 * A digest of the pool's statement as sent: the viewer's preferences, their own values (what others'
 * musts are checked against) and the widening levels are all in it, so any change to them makes a new
 * key and the stored pool is not read.
 */
function planKeyOf(statement: PoolStatement): string {
  const { sql: text, params } = statement.toSQL();
  return createHash('sha256').update(text).update('\0').update(JSON.stringify(params)).digest('base64url');
}

/**
 * The viewer's stored pool when it is fresh and was worked out for this plan, without whoever has
 * since been blocked either way, had an interest either way with the viewer or been marked "not
 * interested" by them; null otherwise. Who
 * has since left is taken out where the pool is ranked (search.repo's `rankMembers`).
 */
async function freshStoredPool(ctx: AppContext, viewerId: string, planKey: string): Promise<PoolMember[] | null> {
  const freshSince = new Date(ctx.clock() - ctx.config.matchPoolFreshS * 1000);
  const [stored] = await ctx.db
    .select({
      memberIds: matchPools.memberIds,
      levels: matchPools.levels,
      blocked: sql<string[]>`${blockedEitherWayIds(viewerId)}`,
      interests: sql<string[]>`${interestCounterpartIds(viewerId)}`,
      notInterested: sql<string[]>`${notInterestedIds(viewerId)}`,
    })
    .from(matchPools)
    .where(
      and(eq(matchPools.memberId, viewerId), eq(matchPools.planKey, planKey), gt(matchPools.computedAt, freshSince)),
    );
  if (!stored) return null;
  const gone = new Set([...stored.blocked, ...stored.interests, ...stored.notInterested]);
  return stored.memberIds.flatMap((id, i) => (gone.has(id) ? [] : [{ id, level: stored.levels[i] ?? 0 }]));
}

/**
 * My matches' pool: read from the store while fresh (MATCH_POOL_FRESH_S), else worked out by
 * `statement` and stored for the next page or visit. Members who pass no level are not kept.
 */
export async function matchPoolOf(ctx: AppContext, viewerId: string, statement: PoolStatement): Promise<PoolMember[]> {
  if (ctx.config.matchPoolFreshS === 0) return passing(await statement);
  const planKey = planKeyOf(statement);
  const stored = await freshStoredPool(ctx, viewerId, planKey);
  if (stored) return stored;
  const pool = passing(await statement);
  const row = {
    planKey,
    computedAt: new Date(ctx.clock()),
    memberIds: pool.map((r) => r.id),
    levels: pool.map((r) => r.level),
  };
  await ctx.db
    .insert(matchPools)
    .values({ memberId: viewerId, ...row })
    .onConflictDoUpdate({ target: matchPools.memberId, set: row });
  return pool;
}
