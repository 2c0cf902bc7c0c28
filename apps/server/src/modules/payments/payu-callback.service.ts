import { PAYMENT_MESSAGES, type PaidPlanId } from '@mithaq/contracts/payments';
import { planFor } from '@mithaq/contracts/quota';
import type { AppContext } from '../../platform/context.js';
import { grantMembership } from '../membership/membership.service.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './payments.repo.js';
import { rupees } from './payments.service.js';
import { responseHash, sameHash } from './payu-hash.js';
import { payuSettings } from './payu-settings.js';
import { verifyPayment } from './payu-verify.js';

/** What PayU posts back to surl/furl (form fields; anything may be missing or forged). */
export type CallbackFields = Record<string, string | undefined>;

export type CallbackOutcome =
  | { status: 'success'; txnid: string; mihpayid: string }
  | { status: 'failure'; reason: string; txnid: string; mihpayid: string };

interface SecurityLog {
  warn(obj: object, msg: string): void;
}

const field = (f: CallbackFields, name: string) => f[name] ?? '';

/** The amount as PayU formats it, compared as money (1500 = 1500.0 = 1500.00). */
const sameAmount = (a: string, b: string) => Number(a).toFixed(2) === Number(b).toFixed(2) && a.trim() !== '';

function hashMatches(f: CallbackFields, salt: string): boolean {
  const expected = responseHash(
    {
      key: field(f, 'key'),
      txnid: field(f, 'txnid'),
      amount: field(f, 'amount'),
      productinfo: field(f, 'productinfo'),
      firstname: field(f, 'firstname'),
      email: field(f, 'email'),
      udf1: field(f, 'udf1'),
      udf2: field(f, 'udf2'),
      udf3: field(f, 'udf3'),
      udf4: field(f, 'udf4'),
      udf5: field(f, 'udf5'),
      status: field(f, 'status'),
      additionalCharges: f.additionalCharges || undefined,
    },
    salt,
  );
  return sameHash(expected, field(f, 'hash').toLowerCase());
}

/**
 * PayU's browser return (surl/furl). Money is granted only when the reverse hash is ours, the
 * transaction and amount are ours, and PayU confirms it server to server; then exactly once, under
 * the payment's row lock and the grant's primary key, however often the callback arrives.
 */
export async function handlePayuCallback(
  ctx: AppContext,
  f: CallbackFields,
  log: SecurityLog,
): Promise<CallbackOutcome> {
  const payu = payuSettings(ctx.config);
  const txnid = field(f, 'txnid');
  const mihpayid = field(f, 'mihpayid');
  const refuse = (reason: string, why: string): CallbackOutcome => {
    log.warn({ security: true, txnid, mihpayid, why }, 'payment callback refused');
    return { status: 'failure', reason, txnid, mihpayid };
  };

  if (!hashMatches(f, payu.salt) || field(f, 'key') !== payu.key)
    return refuse(PAYMENT_MESSAGES.unverified, 'hash or key mismatch');
  const payment = await repo.findPaymentByTxnid(ctx.db, txnid);
  if (!payment) return refuse(PAYMENT_MESSAGES.unknownTransaction, 'unknown txnid');
  if (!sameAmount(field(f, 'amount'), rupees(payment.amountPaise)))
    return refuse(PAYMENT_MESSAGES.amountMismatch, 'amount mismatch');

  if (field(f, 'status') !== 'success') {
    const reason = f.error_Message || f.field9 || PAYMENT_MESSAGES.notCompleted;
    if (payment.status === 'initiated') {
      await repo.completePayment(ctx.db, payment.id, {
        status: 'failure',
        mihpayid: mihpayid || null,
        errorMessage: reason,
      });
    }
    return { status: 'failure', reason, txnid, mihpayid };
  }

  const verified = await verifyPayment(payu, txnid);
  if (verified?.status !== 'success' || !sameAmount(verified.amount, rupees(payment.amountPaise))) {
    return refuse(PAYMENT_MESSAGES.verifyFailed, `verify_payment answered ${verified ? verified.status : 'nothing'}`);
  }
  await grantOnce(ctx, payment.id, verified.mihpayid ?? mihpayid);
  return { status: 'success', txnid, mihpayid: verified.mihpayid ?? mihpayid };
}

async function grantOnce(ctx: AppContext, paymentId: string, mihpayid: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, paymentId);
    // Granted once; a refunded payment's replayed callback grants nothing again.
    if (!payment || payment.status === 'success' || payment.status === 'refunded') return;
    await repo.completePayment(tx, payment.id, { status: 'success', mihpayid: mihpayid || null, errorMessage: null });
    const grant = await grantMembership(tx, payment.memberId, payment.planId as PaidPlanId);
    await repo.insertGrant(tx, {
      paymentId: payment.id,
      memberId: payment.memberId,
      planId: payment.planId,
      premiumUntil: grant.premiumUntil,
    });
    // Under the same lock as the grant: told once, however many confirmations arrive.
    await notify(ctx, tx, {
      memberId: payment.memberId,
      type: 'payment-received',
      data: { paymentId: payment.txnid, planName: planFor(payment.planId).name, amount: payment.amountPaise / 100 },
    });
  });
}

/** Where the shopper lands: the premium page with the result (spec section 2). */
export function resultUrl(publicUrl: string, outcome: CallbackOutcome): string {
  const query = new URLSearchParams({ status: outcome.status });
  if (outcome.status === 'failure') query.set('reason', outcome.reason);
  query.set('txnid', outcome.txnid);
  query.set('mihpayid', outcome.mihpayid);
  return `${publicUrl}/premium?${query.toString()}`;
}
