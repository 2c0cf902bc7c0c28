import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commandHash } from './payu-hash.js';

export interface StandInTransaction {
  status: string;
  amt: string;
  mihpayid: string;
}

/**
 * A local stand-in for PayU's postservice, for tests: it checks the command hash exactly as PayU
 * does and answers `verify_payment` from what the test says happened to each txnid.
 */
export async function startPayuStandIn(key: string, salt: string) {
  const transactions = new Map<string, StandInTransaction>();
  const requests: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      const valid =
        form.key === key &&
        form.command === 'verify_payment' &&
        form.hash === commandHash(key, 'verify_payment', form.var1 ?? '', salt);
      const found = valid ? transactions.get(form.var1 ?? '') : undefined;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          !valid
            ? { status: 0, msg: 'Invalid Hash.' }
            : found
              ? {
                  status: 1,
                  msg: '1 out of 1 Transactions Fetched Successfully',
                  transaction_details: { [form.var1 ?? '']: { ...found, txnid: form.var1 } },
                }
              : { status: 0, msg: '0 out of 1 Transactions Fetched Successfully', transaction_details: {} },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/merchant/postservice.php?form=2`,
    transactions,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
