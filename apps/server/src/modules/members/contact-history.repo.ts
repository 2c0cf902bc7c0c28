import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.js';
import { contactHistory, contactUndoTokens, members } from '../../platform/db/schema.js';

export type ContactKind = 'email' | 'phone';
export type ContactOrigin = 'registered' | 'changed' | 'restored';

export interface HistoryRow {
  value: string;
  origin: ContactOrigin;
  verified: boolean;
  replacedAt: Date | null;
}

const historyColumns = {
  value: contactHistory.value,
  origin: contactHistory.origin,
  verified: contactHistory.verified,
  replacedAt: contactHistory.replacedAt,
};

/** The member's addresses of one kind, newest first (the open one, if any, among them). */
export async function listHistory(db: Executor, memberId: string, kind: ContactKind): Promise<HistoryRow[]> {
  return db
    .select(historyColumns)
    .from(contactHistory)
    .where(and(eq(contactHistory.memberId, memberId), eq(contactHistory.kind, kind)))
    .orderBy(desc(contactHistory.addedAt), desc(contactHistory.replacedAt));
}

/**
 * Closes the open row of one kind with the verification the address had, and opens the new one.
 * The first change of an account records its current address too, as `registered`.
 */
export async function recordReplacement(
  tx: Tx,
  memberId: string,
  kind: ContactKind,
  previous: { value: string; verified: boolean },
  next: { value: string; origin: ContactOrigin; verified: boolean },
): Promise<void> {
  const now = new Date();
  const closed = await tx
    .update(contactHistory)
    .set({ replacedAt: now, verified: previous.verified })
    .where(and(eq(contactHistory.memberId, memberId), eq(contactHistory.kind, kind), isNull(contactHistory.replacedAt)))
    .returning({ id: contactHistory.id });
  if (closed.length === 0) {
    await tx.insert(contactHistory).values({
      memberId,
      kind,
      value: previous.value,
      origin: 'registered',
      verified: previous.verified,
      addedAt: now,
      replacedAt: now,
    });
  }
  await tx.insert(contactHistory).values({ memberId, kind, ...next, addedAt: now });
}

/** Sets the member's email or phone and whether it is verified, in the same transaction as its history. */
export async function setContact(
  tx: Tx,
  memberId: string,
  change: { email: string; emailVerified: boolean } | { phone: string; phoneVerified: boolean },
): Promise<void> {
  await tx
    .update(members)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** Whether another account uses this email now (case-insensitive, as the unique index compares). */
export async function emailTakenByAnother(tx: Tx, memberId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, sql`${members.id} <> ${memberId}`));
  return Boolean(row);
}

export async function insertUndoToken(
  tx: Tx,
  values: { memberId: string; tokenHash: string; previousEmail: string; previousEmailVerified: boolean },
  ttlDays: number,
): Promise<void> {
  await tx.insert(contactUndoTokens).values({ ...values, expiresAt: sql`now() + make_interval(days => ${ttlDays})` });
}

/** The unused, unexpired undo link with this hash, locked until the transaction ends (single use). */
export async function lockLiveUndoToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: contactUndoTokens.id,
      memberId: contactUndoTokens.memberId,
      previousEmail: contactUndoTokens.previousEmail,
      previousEmailVerified: contactUndoTokens.previousEmailVerified,
    })
    .from(contactUndoTokens)
    .where(
      and(
        eq(contactUndoTokens.tokenHash, tokenHash),
        isNull(contactUndoTokens.usedAt),
        gt(contactUndoTokens.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Uses up every undo link of the member: after an undo, a link the taker holds must not undo it back. */
export async function useUpUndoTokens(tx: Tx, memberId: string): Promise<void> {
  await tx
    .update(contactUndoTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(contactUndoTokens.memberId, memberId), isNull(contactUndoTokens.usedAt)));
}

/** Every email of the member that was current at some moment of the last `days` days. */
export async function recentEmails(db: Executor, memberId: string, days: number): Promise<string[]> {
  const rows = await db
    .select({ value: contactHistory.value })
    .from(contactHistory)
    .where(
      and(
        eq(contactHistory.memberId, memberId),
        eq(contactHistory.kind, 'email'),
        or(
          isNull(contactHistory.replacedAt),
          gt(contactHistory.replacedAt, sql`now() - make_interval(days => ${days})`),
        ),
      ),
    );
  return rows.map((r) => r.value);
}

/** Erasure: the addresses and undo links go with the rest of the personal data. */
export async function deleteContactHistory(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(contactHistory).where(eq(contactHistory.memberId, memberId));
  await tx.delete(contactUndoTokens).where(eq(contactUndoTokens.memberId, memberId));
}
