import { z } from 'zod';
import { IdSchema } from './common.js';
import { PAID_PLAN_IDS, REFUND_STATUSES } from './payments.js';
import { multiLineString } from './text.js';

/** Full: the whole price back; pro-rated: price × unused days / plan days. */
export const REFUND_KINDS = ['full', 'prorated'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const REFUND_DECLINE_REASON_MAX = 1000;

export const REFUND_MESSAGES = {
  notFound: 'Refund request not found.',
  alreadyDecided: 'This refund request has already been decided.',
  notRefundable: 'This payment is no longer a completed payment, so it cannot be refunded.',
  noPayuReference: 'This payment has no PayU reference, so PayU cannot refund it.',
  proratedUnavailable: 'A pro-rated refund is not possible for this payment. Refund it in full or decline.',
  payuRefused: 'PayU refused the refund. Nothing was refunded and the request is still pending.',
  payuUnreachable:
    'PayU could not be reached or did not answer in time. Nothing is recorded as refunded and the request is still pending; check the PayU dashboard before trying again.',
  declineReasonRequired: 'Please tell the member why the refund is declined.',
  declineReasonTooLong: `Please keep the reason under ${REFUND_DECLINE_REASON_MAX.toLocaleString('en-IN')} characters.`,
  loadFailed: 'Unable to load refund requests.',
  noReasonGiven: 'No reason given',
} as const;

/** PayU's own reason (its English, as it sent it) after ours. */
export const payuRefusedMessage = (reason: string) => `${REFUND_MESSAGES.payuRefused} PayU said: ${reason}`;

export const AdminRefundQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(REFUND_STATUSES).default('pending'),
});

export const RefundApproveSchema = /* @__PURE__ */ z.object({
  amount: z.enum(REFUND_KINDS, { error: 'Choose a full or a pro-rated refund.' }),
});
export type RefundApproveInput = z.infer<typeof RefundApproveSchema>;

export const RefundDeclineSchema = /* @__PURE__ */ z.object({
  reason: multiLineString('Reason', { error: REFUND_MESSAGES.declineReasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.declineReasonRequired)
    .max(REFUND_DECLINE_REASON_MAX, REFUND_MESSAGES.declineReasonTooLong),
});
export type RefundDeclineInput = z.infer<typeof RefundDeclineSchema>;

/** Rupees with two decimals, as PayU and the payment history write them. */
const rupees = /* @__PURE__ */ z.string();

/** One row of the staff refund queue: everything needed to decide, and both amounts. */
export const AdminRefundSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  status: z.enum(REFUND_STATUSES),
  /** The member's reason for asking. */
  reason: z.string(),
  requestedAt: z.string(),
  ticketId: z.string().nullable(),
  payment: z.object({
    txnid: z.string(),
    mihpayid: z.string().nullable(),
    amount: rupees,
    paidAt: z.string().nullable(),
  }),
  plan: z.object({
    id: z.enum(PAID_PLAN_IDS),
    name: z.string(),
    /** The days the plan bought; null for a lifetime plan. */
    days: z.number().int().nullable(),
  }),
  /** Started days since the payment (to the decision, once decided). */
  daysUsed: z.number().int(),
  messagesSentSince: z.number().int(),
  member: z.object({ _id: IdSchema, fullName: z.string(), email: z.string() }),
  /** What each choice would refund now; prorated is null when nothing or no share can be computed. */
  amounts: z.object({ full: rupees, prorated: rupees.nullable() }),
  decision: z
    .object({
      kind: z.enum(REFUND_KINDS).nullable(),
      amount: rupees.nullable(),
      declineReason: z.string().nullable(),
      payuRequestId: z.string().nullable(),
      decidedAt: z.string(),
      decidedBy: z.string().nullable(),
    })
    .nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundListSchema = /* @__PURE__ */ z.array(AdminRefundSchema);
