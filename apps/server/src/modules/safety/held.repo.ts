import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { heldInterests, heldMessages, members } from '../../platform/db/schema.js';

/**
 * What a restricted member sends, held until staff decide (docs/decisions/0067-risk-record.md "Restrict"):
 * nobody but the sender sees it.
 */
export type HeldMessageRow = typeof heldMessages.$inferSelect;
export type HeldInterestRow = typeof heldInterests.$inferSelect;

export async function holdMessage(
  db: Executor,
  m: { senderId: string; receiverId: string; content: string },
): Promise<HeldMessageRow> {
  const [row] = await db.insert(heldMessages).values(m).returning();
  if (!row) throw new Error('held message insert returned nothing');
  return row;
}

export function listHeldMessages(db: Executor, senderId: string, receiverId: string): Promise<HeldMessageRow[]> {
  return db
    .select()
    .from(heldMessages)
    .where(and(eq(heldMessages.senderId, senderId), eq(heldMessages.receiverId, receiverId)))
    .orderBy(asc(heldMessages.createdAt));
}

/** False when an interest to this member is already held. */
export async function holdInterest(db: Executor, fromId: string, toId: string): Promise<boolean> {
  const rows = await db
    .insert(heldInterests)
    .values({ fromId, toId })
    .onConflictDoNothing()
    .returning({ id: heldInterests.id });
  return rows.length > 0;
}

/** Removes and returns everything held of the member, oldest first. */
export async function takeHeld(
  db: Executor,
  memberId: string,
): Promise<{ messages: HeldMessageRow[]; interests: HeldInterestRow[] }> {
  const messages = await db.delete(heldMessages).where(eq(heldMessages.senderId, memberId)).returning();
  const interests = await db.delete(heldInterests).where(eq(heldInterests.fromId, memberId)).returning();
  const byTime = <T extends { createdAt: Date }>(a: T, b: T) => a.createdAt.getTime() - b.createdAt.getTime();
  return { messages: messages.sort(byTime), interests: interests.sort(byTime) };
}

export async function setRestricted(db: Executor, memberId: string, at: Date | null): Promise<void> {
  await db.update(members).set({ restrictedAt: at }).where(sql`${members.id} = ${memberId}::uuid`);
}
