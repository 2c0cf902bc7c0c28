import { PayuRefundAnswerSchema } from '@mithaq/contracts/payu';
import { REFUND_MESSAGES } from '@mithaq/contracts/refunds';
import { callPostservice } from './payu-postservice.js';
import type { PayuSettings } from './payu-settings.js';

export type PayuRefundOutcome =
  /** PayU took the refund (status 1; usually error_code 102 "Refund Request Queued"). */
  | { status: 'accepted'; requestId: string | null }
  /** PayU answered and refused: nothing was refunded. */
  | { status: 'refused'; message: string }
  /** No usable answer: PayU may or may not have acted (see docs/decisions/0012-refunds.md). */
  | { status: 'unknown'; why: string };

/**
 * Asks PayU to refund `amount` (rupees, two decimals) of the payment `mihpayid` (postservice
 * `cancel_refund_transaction`). `token` must be unique per refund request: PayU refuses a token it has
 * seen (error 106), so a repeated call can never refund twice.
 */
export async function refundAtPayu(
  payu: PayuSettings,
  refund: { mihpayid: string; token: string; amount: string },
): Promise<PayuRefundOutcome> {
  const answer = await callPostservice(payu, 'cancel_refund_transaction', {
    var1: refund.mihpayid,
    var2: refund.token,
    var3: refund.amount,
  });
  if (!answer.ok) return { status: 'unknown', why: answer.why };
  const parsed = PayuRefundAnswerSchema.safeParse(answer.body);
  if (!parsed.success) return { status: 'unknown', why: 'unexpected answer' };
  if (parsed.data.status === 1) return { status: 'accepted', requestId: parsed.data.request_id };
  const code = parsed.data.error_code ? ` (error ${parsed.data.error_code})` : '';
  return { status: 'refused', message: `${parsed.data.msg || REFUND_MESSAGES.noReasonGiven}${code}` };
}
