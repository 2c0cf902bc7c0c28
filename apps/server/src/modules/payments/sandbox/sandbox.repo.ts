import { and, eq, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client.js';
import { sandboxRefunds, sandboxTransactions } from '../../../platform/db/schema.js';

export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;

/** What the shopper chose for a txnid; choosing again (a second tab) replaces it. */
export async function saveTransaction(
  db: Db,
  row: { txnid: string; status: string; amount: string; mihpayid: string },
): Promise<void> {
  await db
    .insert(sandboxTransactions)
    .values(row)
    .onConflictDoUpdate({ target: sandboxTransactions.txnid, set: { status: row.status, mihpayid: row.mihpayid } });
}

export async function findTransaction(db: Db, txnid: string): Promise<SandboxTransactionRow | null> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnid, txnid));
  return row ?? null;
}

/** The paid transaction behind a mihpayid, held until the refund's transaction ends. */
export async function lockPaidTransaction(tx: Tx, mihpayid: string): Promise<SandboxTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.mihpayid, mihpayid), eq(sandboxTransactions.status, 'success')))
    .for('update');
  return row ?? null;
}

export async function refundedPaise(tx: Tx, mihpayid: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(sandboxRefunds.amountPaise).mapWith(Number) })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.mihpayid, mihpayid));
  return row?.total ?? 0;
}

/** False when the token was used before (PayU's error 106). */
export async function insertRefund(
  tx: Tx,
  row: { token: string; mihpayid: string; amountPaise: number; requestId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(sandboxRefunds)
    .values(row)
    .onConflictDoNothing()
    .returning({ token: sandboxRefunds.token });
  return inserted.length > 0;
}
