import { planFor } from '@mithaq/contracts/quota';
import type { RefundKind } from '@mithaq/contracts/refunds';
import { addMonths, type RefundedTime } from '../membership/membership.js';

const DAY_MS = 86_400_000;

export interface RefundQuote {
  /** Days the plan bought, counted from the payment; null for a lifetime plan. */
  planDays: number | null;
  /** Started days since the payment (a started day counts as used), at most planDays. */
  daysUsed: number;
  fullPaise: number;
  /** price × unused days / plan days, rounded down to the paisa; null when none is left or no share exists. */
  proratedPaise: number | null;
}

/**
 * What each refund would return for a payment at `at` (docs/decisions/0012-refunds.md). Days are counted
 * from the payment, whether or not its time was added after an earlier membership.
 */
export function refundQuote(
  payment: { planId: string; amountPaise: number; completedAt: Date },
  at: Date,
): RefundQuote {
  const months = planFor(payment.planId).premium?.months ?? null;
  const paidAt = payment.completedAt.getTime();
  const planDays =
    months === null ? null : Math.round((addMonths(payment.completedAt, months).getTime() - paidAt) / DAY_MS);
  const started = Math.ceil(Math.max(0, at.getTime() - paidAt) / DAY_MS);
  const daysUsed = planDays === null ? started : Math.min(planDays, started);
  const prorated = planDays === null ? 0 : Math.floor((payment.amountPaise * (planDays - daysUsed)) / planDays);
  return { planDays, daysUsed, fullPaise: payment.amountPaise, proratedPaise: prorated > 0 ? prorated : null };
}

/** The membership time a refund takes back: all the plan bought (full), or the unused days (pro-rated). */
export function refundedTime(quote: RefundQuote, kind: RefundKind): RefundedTime {
  if (quote.planDays === null) return { lifetime: true, days: 0 };
  return { lifetime: false, days: kind === 'full' ? quote.planDays : quote.planDays - quote.daysUsed };
}

/**
 * PayU's refund token (var2) for a request: unique per request and the same on every attempt, so a
 * retried approval can never refund twice (PayU refuses a used token, error 106).
 */
export const refundToken = (requestId: string) => `mqr${requestId.replace(/-/g, '').slice(0, 20)}`;
