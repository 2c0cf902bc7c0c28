import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { liveStreams } from '../../platform/db/schema.js';

/**
 * A row not touched for this long belongs to an instance that stopped without saying so: its member
 * counts as away. Three missed heartbeats (25 s each), so one slow beat never flips anyone.
 */
export const PRESENCE_STALE_SECONDS = 80;

/** Members who opened a stream on this instance; one statement however many (a reconnect burst). */
export async function markPresent(db: Executor, instanceId: string, memberIds: string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .insert(liveStreams)
    .values(memberIds.map((memberId) => ({ instanceId, memberId })))
    .onConflictDoUpdate({ target: [liveStreams.instanceId, liveStreams.memberId], set: { seenAt: sql`now()` } });
}

export async function markAbsent(db: Executor, instanceId: string, memberId: string): Promise<void> {
  await db.delete(liveStreams).where(and(eq(liveStreams.instanceId, instanceId), eq(liveStreams.memberId, memberId)));
}

/** One statement per heartbeat for every member this instance holds a stream for. */
export async function touchInstance(db: Executor, instanceId: string): Promise<void> {
  await db.update(liveStreams).set({ seenAt: sql`now()` }).where(eq(liveStreams.instanceId, instanceId));
}

export async function forgetInstance(db: Executor, instanceId: string): Promise<void> {
  await db.delete(liveStreams).where(eq(liveStreams.instanceId, instanceId));
}

/** Whether the member has the site open on any instance of the fleet. */
export async function isMemberLive(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(liveStreams)
    .where(
      and(
        eq(liveStreams.memberId, memberId),
        gt(liveStreams.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Rows of instances gone for good (the hourly purge). */
export async function purgeStalePresence(db: Executor): Promise<number> {
  const gone = await db
    .delete(liveStreams)
    .where(lt(liveStreams.seenAt, sql`now() - interval '1 hour'`))
    .returning({ memberId: liveStreams.memberId });
  return gone.length;
}
