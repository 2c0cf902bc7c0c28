import { commandHash } from './payu-hash.js';
import type { PayuSettings } from './payu-settings.js';

export interface VerifiedTransaction {
  status: string;
  amount: string;
  mihpayid: string | null;
}

const VERIFY_TIMEOUT_MS = 10_000;

/**
 * PayU's server-to-server check (postservice `verify_payment`): what PayU itself says happened to
 * `txnid`, whatever the browser brought back. Null when PayU cannot be asked or does not know it.
 */
export async function verifyPayment(payu: PayuSettings, txnid: string): Promise<VerifiedTransaction | null> {
  const command = 'verify_payment';
  const form = new URLSearchParams({
    key: payu.key,
    command,
    var1: txnid,
    hash: commandHash(payu.key, command, txnid, payu.salt),
  });
  let body: unknown;
  try {
    const res = await fetch(payu.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    body = await res.json();
  } catch {
    return null;
  }
  const details = (body as { transaction_details?: Record<string, Record<string, unknown>> })?.transaction_details?.[
    txnid
  ];
  if (!details || typeof details.status !== 'string') return null;
  return {
    status: details.status,
    amount: String(details.amt ?? details.amount ?? ''),
    mihpayid: details.mihpayid === undefined || details.mihpayid === null ? null : String(details.mihpayid),
  };
}
