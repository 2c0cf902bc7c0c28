import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commandHash } from './payu-hash.js';

export interface StandInTransaction {
  status: string;
  amt: string;
  mihpayid: string;
}

/** How the stand-in answers cancel_refund_transaction: take it, refuse it, or never answer. */
export type StandInRefundMode = 'accept' | 'refuse' | 'hang';

type Form = Record<string, string>;

function verifyAnswer(form: Form, transactions: Map<string, StandInTransaction>) {
  const found = transactions.get(form.var1 ?? '');
  return found
    ? {
        status: 1,
        msg: '1 out of 1 Transactions Fetched Successfully',
        transaction_details: { [form.var1 ?? '']: { ...found, txnid: form.var1 } },
      }
    : { status: 0, msg: '0 out of 1 Transactions Fetched Successfully', transaction_details: {} };
}

function refundAnswer(form: Form, mode: StandInRefundMode, refunds: Form[]) {
  if (mode === 'refuse') return { status: 0, msg: 'Invalid amount', error_code: 105, mihpayid: form.var1 };
  refunds.push(form);
  return {
    status: 1,
    msg: 'Refund Request Queued',
    request_id: 7800000 + refunds.length,
    bank_ref_num: null,
    mihpayid: Number(form.var1),
    error_code: 102,
  };
}

/**
 * A local stand-in for PayU's postservice, for tests: it checks the command hash exactly as PayU
 * does, answers `verify_payment` from what the test says happened to each txnid, and answers
 * `cancel_refund_transaction` as `refundMode` says (keeping the refunds it took).
 */
export async function startPayuStandIn(key: string, salt: string) {
  const transactions = new Map<string, StandInTransaction>();
  const requests: Form[] = [];
  const refunds: Form[] = [];
  const state = { refundMode: 'accept' as StandInRefundMode };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form: Form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      const signed = form.key === key && form.hash === commandHash(key, form.command ?? '', form.var1 ?? '', salt);
      if (signed && form.command === 'cancel_refund_transaction' && state.refundMode === 'hang') return;
      const answer = !signed
        ? { status: 0, msg: 'Invalid Hash.' }
        : form.command === 'verify_payment'
          ? verifyAnswer(form, transactions)
          : form.command === 'cancel_refund_transaction'
            ? refundAnswer(form, state.refundMode, refunds)
            : { status: 0, msg: 'Invalid command' };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/merchant/postservice.php?form=2`,
    transactions,
    requests,
    refunds,
    setRefundMode: (mode: StandInRefundMode) => {
      state.refundMode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
