import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { pushSubscriptions } from '../../platform/db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = Pick<PushSubscriptionRow, 'memberId' | 'endpoint' | 'p256dh' | 'auth'>;

/**
 * Stores a device's subscription for this member, keeping at most `keep` devices for them (the most
 * recently subscribed). An endpoint is one browser profile: subscribed again, possibly as another
 * member after a sign-out, it moves to that member with its new keys.
 */
export async function saveSubscription(db: Db, row: NewPushSubscription, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The database's clock, in microseconds: which device is oldest must not tie.
    const fresh = { ...row, createdAt: sql`now()`, lastPushedAt: null };
    await tx
      .insert(pushSubscriptions)
      .values(fresh)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fresh });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, row.memberId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, row.memberId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the member's own subscription at `endpoint`; another member's is left alone. */
export async function deleteMemberSubscription(db: Executor, memberId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function listMemberSubscriptions(db: Executor, memberId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Forgets subscriptions the push service says are gone (RFC 8030 section 7.3). */
export async function deleteSubscriptions(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markPushed(db: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastPushedAt: now }).where(inArray(pushSubscriptions.id, ids));
}
