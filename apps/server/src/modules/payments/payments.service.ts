import { randomBytes } from 'node:crypto';
import {
  type InitiatePaymentResponse,
  PAYMENT_MESSAGES,
  type PaidPlanId,
  type Payment,
  type PaymentHistory,
  REFUND_MAX_MESSAGES_SENT,
  REFUND_WINDOW_DAYS,
  type RefundStatus,
} from '@mithaq/contracts/payments';
import { planFor } from '@mithaq/contracts/quota';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { findMemberById } from '../members/index.js';
import { isPremium } from '../membership/membership.js';
import { openTicket } from '../support/support.service.js';
import * as repo from './payments.repo.js';
import { requestHash } from './payu-hash.js';
import { payuSettings } from './payu-settings.js';

const DAY_MS = 86_400_000;

/** Two decimals, as PayU wants the amount (and as it sends it back). */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Unique and at most 25 characters (PayU's limit): a time part and 40 random bits. */
export function newTxnid(): string {
  return `mq${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

/**
 * `POST /api/payment/payu/initiate`: the amount comes from our plan table, never the client; the
 * member and plan ride in udf1 and udf2 so the callback can be checked against the row.
 */
export async function initiatePayment(
  ctx: AppContext,
  memberId: string,
  planId: PaidPlanId,
): Promise<InitiatePaymentResponse> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', PAYMENT_MESSAGES.initiateFailed);
  const plan = planFor(planId);
  if (plan.price === null || !plan.premium) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.choosePlan);
  const payu = payuSettings(ctx.config);
  const payment = await repo.insertPayment(ctx.db, {
    txnid: newTxnid(),
    memberId,
    planId,
    amountPaise: plan.price * 100,
  });
  const fields = {
    key: payu.key,
    txnid: payment.txnid,
    amount: rupees(payment.amountPaise),
    productinfo: `Mithaq ${plan.name} plan`,
    firstname: member.fullName.split(/\s+/)[0] || member.fullName,
    email: member.email,
    udf1: memberId,
    udf2: planId,
    udf3: '',
    udf4: '',
    udf5: '',
  };
  return {
    action: payu.paymentUrl,
    params: {
      ...fields,
      phone: member.phone ?? '',
      surl: payu.callbackUrl,
      furl: payu.callbackUrl,
      hash: requestHash(fields, payu.salt),
    },
  };
}

/** Whether a refund may still be requested (spec section 1; the rule: docs/decisions/0011-payments.md "Refunds"). */
async function refundEligibility(ctx: AppContext, payment: repo.PaymentRow, now: Date): Promise<string | null> {
  if (payment.status !== 'success' || !payment.completedAt) return PAYMENT_MESSAGES.refundNotEligible;
  if (now.getTime() - payment.completedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS)
    return PAYMENT_MESSAGES.refundWindowOver;
  const sent = await repo.countMessagesSentSince(ctx.db, payment.memberId, payment.completedAt);
  return sent > REFUND_MAX_MESSAGES_SENT ? PAYMENT_MESSAGES.refundExtensiveUse : null;
}

/** What became of a refund request, as the member sees it beside the payment. */
function refundOutcome(refund: repo.RefundRequestRow | null) {
  const approved = refund?.status === 'approved' && refund.amountPaise !== null && refund.decidedAt !== null;
  return {
    status: (refund?.status as RefundStatus | undefined) ?? null,
    declineReason: refund?.status === 'declined' ? refund.declineReason : null,
    refundedAmount: approved && refund.amountPaise ? rupees(refund.amountPaise) : null,
    refundedAt: approved ? (refund.decidedAt?.toISOString() ?? null) : null,
  };
}

export async function paymentHistory(ctx: AppContext, memberId: string): Promise<PaymentHistory> {
  const now = new Date();
  const [member, rows] = await Promise.all([
    findMemberById(ctx.db, memberId),
    repo.listMemberPayments(ctx.db, memberId),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED', PAYMENT_MESSAGES.paymentNotFound);
  const premium = isPremium(member, now);
  const payments = await Promise.all(
    rows.map(async ({ payment, refund }): Promise<Payment> => {
      const blocker = refund ? PAYMENT_MESSAGES.refundAlreadyRequested : await refundEligibility(ctx, payment, now);
      return {
        txnid: payment.txnid,
        plan: payment.planId as PaidPlanId,
        amount: rupees(payment.amountPaise),
        currency: 'INR',
        status: payment.status as Payment['status'],
        mihpayid: payment.mihpayid,
        createdAt: payment.createdAt.toISOString(),
        completedAt: payment.completedAt?.toISOString() ?? null,
        refund: {
          requested: Boolean(refund),
          requestedAt: refund?.createdAt.toISOString() ?? null,
          ticketId: refund?.ticketId ?? null,
          canRequest: blocker === null,
          reason: payment.status === 'success' ? blocker : null,
          ...refundOutcome(refund),
        },
      };
    }),
  );
  return {
    payments,
    membership: {
      tier: premium ? 'premium' : 'free',
      planId: premium ? planFor(member.planId).id : 'free',
      premiumUntil: premium ? (member.premiumUntil?.toISOString() ?? null) : null,
    },
  };
}

/**
 * `POST /api/payment/{txnid}/refund-request`: the member's own successful payment, within 7 days,
 * not extensively used, once. It opens a support ticket about the payment for the team to answer.
 */
export async function requestRefund(ctx: AppContext, memberId: string, txnid: string, reason: string) {
  const payment = await repo.findPaymentByTxnid(ctx.db, txnid);
  if (payment?.memberId !== memberId) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (await repo.findRefundRequest(ctx.db, payment.id)) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundAlreadyRequested);
  }
  const blocker = await refundEligibility(ctx, payment, new Date());
  if (blocker) throw new AppError('BAD_REQUEST', blocker);
  const plan = planFor(payment.planId);
  const details = `Payment ${payment.txnid} (PayU ${payment.mihpayid ?? 'n/a'}): ${plan.name}, ₹${rupees(payment.amountPaise)}, paid ${payment.completedAt?.toISOString().slice(0, 10)}.`;
  const ticket = await openTicket(ctx, memberId, `Refund request: ${plan.name} plan`, `${reason}\n\n${details}`, {
    category: 'refund',
    onCreated: async (tx, ticketId) => {
      const created = await repo.insertRefundRequest(tx, { paymentId: payment.id, memberId, ticketId, reason });
      if (!created) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundAlreadyRequested);
    },
  });
  return { ticketId: ticket._id, message: PAYMENT_MESSAGES.refundRequested };
}
