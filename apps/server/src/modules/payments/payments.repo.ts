import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { membershipGrants, messages, payments, refundRequests } from '../../platform/db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;

export async function insertPayment(
  db: Db,
  values: { txnid: string; memberId: string; planId: string; amountPaise: number },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPaymentByTxnid(db: Executor, txnid: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.txnid, txnid));
  return row ?? null;
}

/** Holds the payment row until the transaction ends: concurrent callbacks for one txnid queue here. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function completePayment(
  db: Executor,
  paymentId: string,
  outcome: { status: 'success' | 'failure'; mihpayid: string | null; errorMessage: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...outcome, completedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Fails (unique key) if this payment already bought a membership. */
export async function insertGrant(
  tx: Tx,
  grant: { paymentId: string; memberId: string; planId: string; premiumUntil: Date | null },
): Promise<void> {
  await tx.insert(membershipGrants).values(grant);
}

export function listMemberPayments(db: Db, memberId: string) {
  return db
    .select({ payment: payments, refund: refundRequests })
    .from(payments)
    .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id))
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt))
    .limit(100);
}

export async function countMessagesSentSince(db: Executor, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, memberId), gte(messages.createdAt, since)));
  return row?.n ?? 0;
}

export async function findRefundRequest(db: Executor, paymentId: string) {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId));
  return row ?? null;
}

export async function insertRefundRequest(
  tx: Tx,
  values: { paymentId: string; memberId: string; ticketId: string; reason: string },
): Promise<boolean> {
  const rows = await tx
    .insert(refundRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refundRequests.paymentId });
  return rows.length > 0;
}
