import { z } from 'zod';
import { PLAN_IDS, type PlanId } from './plans.js';
import { formFieldsSchema, multiLineString, singleLineString } from './text.js';

export const PAYMENT_PROVIDERS = ['payu'] as const;
export const PAID_PLAN_IDS = PLAN_IDS.filter((p): p is Exclude<PlanId, 'free'> => p !== 'free');
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Spec section 1: a refund may be requested within 7 days, answered within 3 business days. */
export const REFUND_WINDOW_DAYS = 7;
export const REFUND_REPLY_BUSINESS_DAYS = 3;
/**
 * "Premium extensively used" made concrete (docs/decisions/0011-payments.md): more than this many
 * messages sent since the purchase.
 */
export const REFUND_MAX_MESSAGES_SENT = 20;

export const PAYMENT_MESSAGES = {
  initiateFailed: 'Failed to initiate payment.',
  invalidGatewayResponse: 'Invalid response from payment gateway.',
  notCompleted: 'Payment was not completed.',
  succeeded: 'Payment completed successfully.',
  unverified: 'We could not verify this payment response. No money has been taken for it by us; please try again.',
  amountMismatch: 'The amount paid does not match the plan. Please contact support.',
  unknownTransaction: 'We do not recognise this transaction.',
  verifyFailed: 'The payment gateway did not confirm this payment.',
  choosePlan: 'Choose Silver, Gold or Platinum.',
  refundWindowOver: `Refunds can be requested within ${REFUND_WINDOW_DAYS} days of purchase.`,
  refundExtensiveUse: `Premium was used extensively (more than ${REFUND_MAX_MESSAGES_SENT} messages sent), so this purchase cannot be refunded.`,
  refundNotEligible: 'Only a successful payment of yours can be refunded.',
  refundAlreadyRequested: 'A refund was already requested for this payment.',
  refundRequested: `Your refund request is with our team. We reply within ${REFUND_REPLY_BUSINESS_DAYS} business days.`,
  refundReasonRequired: 'Please tell us why you would like a refund.',
  refundPending: 'Refund requested. Our team is reviewing it.',
  refundDeclined: 'Refund declined',
  paymentNotFound: 'Payment not found.',
} as const;

export const InitiatePaymentSchema = /* @__PURE__ */ z.object({
  plan: z.enum(PAID_PLAN_IDS, { error: PAYMENT_MESSAGES.choosePlan }),
});
export type InitiatePaymentInput = z.infer<typeof InitiatePaymentSchema>;

/** A form post from or to the payment gateway (PayU's browser return, the sandbox gateway's pages). */
export const GatewayFormSchema = /* @__PURE__ */ formFieldsSchema();

export const ProviderParamsSchema = /* @__PURE__ */ z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

/** Spec section 3 "Payment initiate response": where to post, and the form fields. */
export const InitiatePaymentResponseSchema = /* @__PURE__ */ z.object({
  action: z.string(),
  params: z.record(z.string(), z.string()),
});
export type InitiatePaymentResponse = z.infer<typeof InitiatePaymentResponseSchema>;

export const PAYMENT_STATUSES = ['initiated', 'success', 'failure', 'refunded'] as const;

/** A refund request's life (docs/decisions/0012-refunds.md). */
export const REFUND_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PaymentSchema = /* @__PURE__ */ z.object({
  txnid: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  /** Rupees with two decimals, as charged. */
  amount: z.string(),
  currency: z.literal('INR'),
  status: z.enum(PAYMENT_STATUSES),
  mihpayid: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Whether a refund can still be asked for, and if not, why; once asked, what became of it. */
  refund: z.object({
    requested: z.boolean(),
    requestedAt: z.string().nullable(),
    ticketId: z.string().nullable(),
    canRequest: z.boolean(),
    reason: z.string().nullable(),
    status: z.enum(REFUND_STATUSES).nullable(),
    /** The team's reason, when declined. */
    declineReason: z.string().nullable(),
    /** Rupees with two decimals, once refunded. */
    refundedAmount: z.string().nullable(),
    refundedAt: z.string().nullable(),
  }),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentHistorySchema = /* @__PURE__ */ z.object({
  payments: z.array(PaymentSchema),
  membership: z.object({
    tier: z.enum(['free', 'premium']),
    planId: z.enum(PLAN_IDS),
    premiumUntil: z.string().nullable(),
  }),
});
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

export const TxnParamsSchema = /* @__PURE__ */ z.object({ txnid: singleLineString('txnid').min(1).max(25) });

export const RefundRequestSchema = /* @__PURE__ */ z.object({
  reason: multiLineString('Reason', { error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.refundReasonRequired)
    .max(2000, 'Please keep the reason under 2,000 characters.'),
});

export const RefundResponseSchema = /* @__PURE__ */ z.object({ ticketId: z.string(), message: z.string() });
