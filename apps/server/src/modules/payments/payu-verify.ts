import { callPostservice } from './payu-postservice.js';
import type { PayuSettings } from './payu-settings.js';

export interface VerifiedTransaction {
  status: string;
  amount: string;
  mihpayid: string | null;
}

/**
 * PayU's server-to-server check (postservice `verify_payment`): what PayU itself says happened to
 * `txnid`, whatever the browser brought back. Null when PayU cannot be asked or does not know it.
 */
export async function verifyPayment(payu: PayuSettings, txnid: string): Promise<VerifiedTransaction | null> {
  const answer = await callPostservice(payu, 'verify_payment', { var1: txnid });
  if (!answer.ok) return null;
  const details = (answer.body as { transaction_details?: Record<string, Record<string, unknown>> })
    ?.transaction_details?.[txnid];
  if (!details || typeof details.status !== 'string') return null;
  return {
    status: details.status,
    amount: String(details.amt ?? details.amount ?? ''),
    mihpayid: details.mihpayid === undefined || details.mihpayid === null ? null : String(details.mihpayid),
  };
}
