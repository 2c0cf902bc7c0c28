import { randomInt } from 'node:crypto';
import { type PayuPostserviceForm, PayuPostserviceFormSchema, type PayuRefundAnswer } from '@mithaq/contracts/payu';
import type { Db } from '../../../platform/db/client.js';
import { commandHash, sameHash } from '../payu-hash.js';
import type { PayuSettings } from '../payu-settings.js';
import * as repo from './sandbox.repo.js';

/** A ten-digit reference, shaped like PayU's mihpayid and request_id. */
const payuNumber = () => String(randomInt(10 ** 9, 10 ** 10));

/** Two decimals at most, more than zero: the only amounts PayU takes. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const toPaise = (amount: string) => Math.round(Number(amount) * 100);

/** Records Pay or Fail for a txnid, so any instance can answer verify for it; returns its mihpayid. */
export async function recordShopperChoice(db: Db, choice: { txnid: string; succeeded: boolean; amount: string }) {
  const mihpayid = payuNumber();
  await repo.saveTransaction(db, {
    txnid: choice.txnid,
    status: choice.succeeded ? 'success' : 'failure',
    amount: choice.amount,
    mihpayid,
  });
  return mihpayid;
}

async function verifyAnswer(db: Db, txnid: string) {
  const row = await repo.findTransaction(db, txnid);
  if (!row) return { status: 0, msg: '0 out of 1 Transactions Fetched Successfully', transaction_details: {} };
  return {
    status: 1,
    msg: '1 out of 1 Transactions Fetched Successfully',
    transaction_details: { [txnid]: { mihpayid: row.mihpayid, txnid, status: row.status, amt: row.amount } },
  };
}

/**
 * cancel_refund_transaction as PayU answers it (docs.payu.in "Error Codes for Refund Initiation"): a
 * paid transaction, a token never used before, an amount no more than what is left to refund.
 */
async function refundAnswer(db: Db, form: PayuPostserviceForm): Promise<PayuRefundAnswer> {
  const { var1: mihpayid, var2: token, var3: amount } = form;
  if (!token || !amount) return { status: 0, msg: 'Input Data missing', error_code: 124, mihpayid };
  return db.transaction(async (tx): Promise<PayuRefundAnswer> => {
    const paid = await repo.lockPaidTransaction(tx, mihpayid);
    if (!paid) return { status: 0, msg: 'Transaction not found', error_code: 116, mihpayid };
    const left = toPaise(paid.amount) - (await repo.refundedPaise(tx, mihpayid));
    if (!AMOUNT.test(amount) || toPaise(amount) <= 0 || toPaise(amount) > left) {
      return { status: 0, msg: 'Invalid amount', error_code: 105, mihpayid };
    }
    const requestId = payuNumber();
    if (!(await repo.insertRefund(tx, { token, mihpayid, amountPaise: toPaise(amount), requestId }))) {
      return { status: 0, msg: 'Token already exists', error_code: 106, mihpayid };
    }
    return { status: 1, msg: 'Refund Request Queued', request_id: requestId, mihpayid, error_code: 102 };
  });
}

/** PayU's postservice: a signed form, a command, a JSON answer ('Invalid Hash.' for anything unsigned). */
export async function answerPostservice(db: Db, payu: PayuSettings, body: unknown): Promise<object> {
  const parsed = PayuPostserviceFormSchema.safeParse(body);
  const form = parsed.success ? parsed.data : null;
  if (
    !form ||
    form.key !== payu.key ||
    !sameHash(commandHash(form.key, form.command, form.var1, payu.salt), form.hash)
  ) {
    return { status: 0, msg: 'Invalid Hash.' };
  }
  if (form.command === 'verify_payment') return verifyAnswer(db, form.var1);
  if (form.command === 'cancel_refund_transaction') return refundAnswer(db, form);
  return { status: 0, msg: 'Invalid command' };
}
