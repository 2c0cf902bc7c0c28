import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { verificationCodes } from '../../platform/db/schema.js';

export type Channel = 'email' | 'phone';
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function findCode(db: Db, memberId: string, channel: Channel): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.memberId, memberId), eq(verificationCodes.channel, channel)));
  return row ?? null;
}

/** A new code replaces the previous one, which stops working at once. */
export async function saveCode(
  db: Executor,
  code: { memberId: string; channel: Channel; codeHash: string; sentTo: string; expiresAt: Date },
): Promise<void> {
  const fresh = { ...code, attempts: 0, createdAt: new Date() };
  await db
    .insert(verificationCodes)
    .values(fresh)
    .onConflictDoUpdate({ target: [verificationCodes.memberId, verificationCodes.channel], set: fresh });
}

/**
 * Uses up one try of a live code, atomically, so parallel guesses cannot exceed the limit; null when
 * there is no live code or its tries are spent.
 */
export async function claimAttempt(db: Db, memberId: string, channel: Channel, maxTries: number) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.memberId, memberId),
        eq(verificationCodes.channel, channel),
        lt(verificationCodes.attempts, maxTries),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteCode(db: Db, memberId: string, channel: Channel): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.memberId, memberId), eq(verificationCodes.channel, channel)));
}
