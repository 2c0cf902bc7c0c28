import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { admins, members, messages, payments, refundRequests } from '../../platform/db/schema.js';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

const refundColumns = {
  request: refundRequests,
  payment: payments,
  member: { id: members.id, fullName: members.fullName, email: members.email, locale: members.locale },
  decidedBy: admins.name,
  /** docs/decisions/0011-payments.md: the messages the member sent since paying. */
  messagesSentSince: sql<number>`(select count(*)::int from ${messages}
    where ${messages.senderId} = ${refundRequests.memberId} and ${messages.createdAt} >= ${payments.completedAt})`,
};

function refundsQuery(db: Executor) {
  return db
    .select(refundColumns)
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(members, eq(members.id, refundRequests.memberId))
    .leftJoin(admins, eq(admins.id, refundRequests.decidedBy));
}

export type RefundWithParts = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

/** The queue: pending oldest first (the longest wait), decided newest first. */
export function listRefunds(db: Db, status: string) {
  return refundsQuery(db)
    .where(eq(refundRequests.status, status))
    .orderBy(status === 'pending' ? asc(refundRequests.createdAt) : desc(refundRequests.decidedAt))
    .limit(200);
}

export async function findRefund(db: Executor, id: string) {
  const [row] = await refundsQuery(db).where(eq(refundRequests.id, id));
  return row ?? null;
}

/** Holds the request until the transaction ends: a second approval waits here, then sees the first. */
export async function lockRefundRequest(tx: Tx, id: string): Promise<RefundRequestRow | null> {
  const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
  return row ?? null;
}

export async function saveApproval(
  tx: Tx,
  id: string,
  approval: { kind: string; amountPaise: number; payuRequestId: string | null; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ status: 'approved', ...approval })
    .where(eq(refundRequests.id, id));
}

export async function saveDecline(
  tx: Tx,
  id: string,
  decline: { declineReason: string; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ status: 'declined', ...decline })
    .where(eq(refundRequests.id, id));
}

export async function markPaymentRefunded(tx: Tx, paymentId: string): Promise<void> {
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
}
