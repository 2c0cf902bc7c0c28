import { DEFAULT_LOCALE } from '@mithaq/contracts/i18n/locales';
import type { PaidPlanId, RefundStatus } from '@mithaq/contracts/payments';
import { planFor } from '@mithaq/contracts/quota';
import { type AdminRefund, payuRefusedMessage, REFUND_MESSAGES, type RefundKind } from '@mithaq/contracts/refunds';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { takeBackRefundedTime } from '../membership/membership.service.js';
import { notify } from '../notifications/notifications.service.js';
import { lockPayment } from '../payments/index.js';
import { rupees } from '../payments/payments.service.js';
import { refundAtPayu } from '../payments/payu-refund.js';
import { payuSettings } from '../payments/payu-settings.js';
import { writeStaffReply } from '../support/support.service.js';
import { approvedNotice, declinedNotice, type Notice, type RefundSubject } from './refund-notices.js';
import { refundedTime, refundQuote, refundToken } from './refund-quote.js';
import * as repo from './refunds.repo.js';

interface Logger {
  warn(obj: object, msg: string): void;
}

function toAdminRefund({ request, payment, member, decidedBy, messagesSentSince }: repo.RefundWithParts, now: Date) {
  const plan = planFor(payment.planId);
  const paidAt = payment.completedAt ?? payment.createdAt;
  const quote = refundQuote({ ...payment, completedAt: paidAt }, request.decidedAt ?? now);
  const refund: AdminRefund = {
    _id: request.id,
    status: request.status as RefundStatus,
    reason: request.reason,
    requestedAt: request.createdAt.toISOString(),
    ticketId: request.ticketId,
    payment: {
      txnid: payment.txnid,
      mihpayid: payment.mihpayid,
      amount: rupees(payment.amountPaise),
      paidAt: payment.completedAt?.toISOString() ?? null,
    },
    plan: { id: plan.id as PaidPlanId, name: plan.name, days: quote.planDays },
    daysUsed: quote.daysUsed,
    messagesSentSince,
    member: { _id: member.id, fullName: member.fullName, email: member.email },
    amounts: {
      full: rupees(quote.fullPaise),
      prorated: quote.proratedPaise === null ? null : rupees(quote.proratedPaise),
    },
    decision: request.decidedAt
      ? {
          kind: (request.kind as RefundKind | null) ?? null,
          amount: request.amountPaise ? rupees(request.amountPaise) : null,
          declineReason: request.declineReason,
          payuRequestId: request.payuRequestId,
          decidedAt: request.decidedAt.toISOString(),
          decidedBy,
        }
      : null,
  };
  return refund;
}

/** `GET /api/admin/refunds?status=`: the queue with what staff need to decide. */
export async function listRefunds(ctx: AppContext, status: RefundStatus): Promise<AdminRefund[]> {
  const now = new Date();
  return (await repo.listRefunds(ctx.db, status)).map((row) => toAdminRefund(row, now));
}

async function refundById(ctx: AppContext, id: string): Promise<AdminRefund> {
  const row = await repo.findRefund(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  return toAdminRefund(row, new Date());
}

function subjectOf(row: repo.RefundWithParts): RefundSubject {
  return {
    planName: planFor(row.payment.planId).name,
    txnid: row.payment.txnid,
    locale: row.member.locale ?? DEFAULT_LOCALE,
  };
}

/** After the decision commits, the ticket reply reaches the member live. */
async function showTicketReply(ctx: AppContext, row: repo.RefundWithParts) {
  if (row.request.ticketId) {
    await ctx.events.publish({ kind: 'support', ticketId: row.request.ticketId, memberId: row.member.id });
  }
}

/** The request, locked and still pending, with its details; else the refusal staff see. */
async function lockPending(tx: Tx, id: string) {
  const request = await repo.lockRefundRequest(tx, id);
  if (!request) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  if (request.status !== 'pending') throw new AppError('CONFLICT', REFUND_MESSAGES.alreadyDecided);
  const row = await repo.findRefund(tx, id);
  if (!row) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
  return { request, row };
}

interface Decision {
  notice: Notice;
  /** The feed item: rupees refunded (approved) or paid (declined), and the staff's reason. */
  told: { type: 'refund-approved' | 'refund-declined'; amount: number; notes?: string };
  audit: { action: string; before: object; after: object };
}

/**
 * In the decision's transaction: the reply that resolves the member's refund ticket, the audit entry,
 * and the decision in the member's feed (its email goes out whatever their settings: 'payments').
 */
async function answerAuditAndNotify(
  ctx: AppContext,
  tx: Tx,
  actor: StaffActor,
  { request, row }: { request: repo.RefundRequestRow; row: repo.RefundWithParts },
  { notice, told, audit }: Decision,
) {
  if (request.ticketId) {
    await writeStaffReply(tx, actor, request.ticketId, { message: notice.ticketReply, status: 'resolved' });
  }
  // Named by its member, as every entry about a member is, with the request and the payment it
  // refunds (docs/decisions/0057-refunds-in-the-audit-log.md).
  const refund = { refundRequestId: request.id, txnid: row.payment.txnid };
  await recordAudit(tx, actor, {
    action: audit.action,
    targetType: 'member',
    targetId: row.member.id,
    before: audit.before,
    after: { ...refund, ...audit.after },
  });
  await notify(ctx, tx, {
    memberId: row.member.id,
    type: told.type,
    data: { amount: told.amount, paymentId: row.payment.txnid, ...(told.notes ? { notes: told.notes } : {}) },
  });
}

/**
 * `POST /api/admin/refunds/{id}/approve`: PayU refunds the chosen amount, then, in the one transaction
 * that holds the request and payment rows, the payment becomes refunded, the membership loses the
 * refunded time, the ticket is answered and the audit log written. PayU is asked while the rows are
 * held, so a second approval waits and then finds the request decided: one refund, however many
 * clicks. Any PayU failure rolls everything back and the request stays pending.
 */
export async function approveRefund(
  ctx: AppContext,
  actor: StaffActor,
  id: string,
  kind: RefundKind,
  log: Logger,
): Promise<AdminRefund> {
  const payu = payuSettings(ctx.config);
  const row = await ctx.db.transaction(async (tx) => {
    const { request, row } = await lockPending(tx, id);
    const payment = await lockPayment(tx, request.paymentId);
    if (payment?.status !== 'success' || !payment.completedAt) {
      throw new AppError('CONFLICT', REFUND_MESSAGES.notRefundable);
    }
    if (!payment.mihpayid) throw new AppError('CONFLICT', REFUND_MESSAGES.noPayuReference);
    const now = new Date();
    const quote = refundQuote({ ...payment, completedAt: payment.completedAt }, now);
    const amountPaise = kind === 'full' ? quote.fullPaise : quote.proratedPaise;
    if (amountPaise === null) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.proratedUnavailable);

    const amount = rupees(amountPaise);
    const payuAnswer = await refundAtPayu(payu, { mihpayid: payment.mihpayid, token: refundToken(id), amount });
    if (payuAnswer.status !== 'accepted') {
      log.warn({ refundId: id, txnid: payment.txnid, payu: payuAnswer }, 'PayU did not take the refund');
      throw payuAnswer.status === 'refused'
        ? new AppError('BAD_GATEWAY', payuRefusedMessage(payuAnswer.message))
        : new AppError('UNAVAILABLE', REFUND_MESSAGES.payuUnreachable);
    }

    await repo.saveApproval(tx, id, {
      kind,
      amountPaise,
      payuRequestId: payuAnswer.requestId,
      decidedBy: actor.adminId,
      decidedAt: now,
    });
    await repo.markPaymentRefunded(tx, payment.id);
    const membership = await takeBackRefundedTime(tx, payment.memberId, refundedTime(quote, kind), now);
    const notice = approvedNotice(subjectOf(row), {
      amount,
      payuRequestId: payuAnswer.requestId,
      premium: membership.after.membershipTier === 'premium',
      premiumUntil: membership.after.premiumUntil,
    });
    await answerAuditAndNotify(
      ctx,
      tx,
      actor,
      { request, row },
      {
        notice,
        told: { type: 'refund-approved', amount: amountPaise / 100 },
        audit: {
          action: 'refund.approved',
          before: { status: 'pending', payment: 'success', premiumUntil: membership.before },
          after: {
            status: 'approved',
            payment: 'refunded',
            kind,
            amount,
            payuRequestId: payuAnswer.requestId,
            membership: membership.after,
          },
        },
      },
    );
    return row;
  });
  await showTicketReply(ctx, row);
  return refundById(ctx, id);
}

/**
 * `POST /api/admin/refunds/{id}/decline`: the reason goes to the member (ticket, and the feed item
 * with the amount they paid).
 */
export async function declineRefund(
  ctx: AppContext,
  actor: StaffActor,
  id: string,
  reason: string,
): Promise<AdminRefund> {
  const row = await ctx.db.transaction(async (tx) => {
    const { request, row } = await lockPending(tx, id);
    await repo.saveDecline(tx, id, { declineReason: reason, decidedBy: actor.adminId, decidedAt: new Date() });
    await answerAuditAndNotify(
      ctx,
      tx,
      actor,
      { request, row },
      {
        notice: declinedNotice(subjectOf(row), reason),
        told: { type: 'refund-declined', amount: row.payment.amountPaise / 100, notes: reason },
        audit: { action: 'refund.declined', before: { status: 'pending' }, after: { status: 'declined', reason } },
      },
    );
    return row;
  });
  await showTicketReply(ctx, row);
  return refundById(ctx, id);
}
