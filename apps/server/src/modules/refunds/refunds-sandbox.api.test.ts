import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxRefunds } from '../../platform/db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { createTestAdmin } from '../admin/admin.test-helpers.js';
import { feedItemsOf } from '../notifications/notifications.test-helpers.js';
import { requestRefund } from '../payments/payments.test-helpers.js';
import { commandHash } from '../payments/payu-hash.js';
import { payuSettings } from '../payments/payu-settings.js';
import { freePort, postForm, sandboxCheckout } from '../payments/sandbox/sandbox.test-helpers.js';
import { createMan } from '../profiles/profiles.test-helpers.js';
import { historyPayment, membershipOf, refundsApi } from './refunds.test-helpers.js';

/**
 * Refunds with no PAYU_KEY: the app asks its own sandbox gateway over loopback, exactly as it would
 * ask PayU's postservice.
 */
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-refunds-'));
const t = useTestApp({ port, host: '127.0.0.1', publicUrl: base, dataDir });
beforeAll(() => t.app.listen({ port, host: '127.0.0.1' }));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const refunds = refundsApi(t);

/** A postservice form signed with the sandbox's key and salt, as the app signs it. */
function signed(command: string, var1: string, extra: Record<string, string> = {}) {
  const payu = payuSettings(t.config);
  return { key: payu.key, command, var1, ...extra, hash: commandHash(payu.key, command, var1, payu.salt) };
}
const postservice = async (form: Record<string, string>) =>
  (await postForm(`${base}/payment/sandbox/verify`, form)).json();

describe('refunds through the sandbox gateway', () => {
  it('takes a pro-rated refund that staff approve, and the member sees it refunded', async () => {
    const member = await createMan(t, {}, { fullName: 'Bilal Sandbox' });
    const landed = await sandboxCheckout(base, member, 'success', 'gold');
    const txnid = landed.searchParams.get('txnid') ?? '';
    const mihpayid = landed.searchParams.get('mihpayid') ?? '';
    expect((await requestRefund(t, member, txnid)).statusCode).toBe(201);

    const admin = await createTestAdmin(t);
    const row = (await refunds.list(admin))
      .json()
      .find((r: { payment: { txnid: string } }) => r.payment.txnid === txnid);
    expect(row).toMatchObject({ payment: { mihpayid }, daysUsed: 1, plan: { id: 'gold' } });
    const res = await refunds.approve(admin, row._id, 'prorated');
    expect(res.statusCode, res.body).toBe(200);

    const [taken] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.mihpayid, mihpayid));
    expect(taken).toMatchObject({
      token: expect.stringMatching(/^mqr/),
      amountPaise: Math.round(Number(row.amounts.prorated) * 100),
    });
    expect(res.json().decision.payuRequestId).toBe(taken?.requestId);
    const [payment] = await t.db.select().from(payments).where(eq(payments.txnid, txnid));
    expect(payment?.status).toBe('refunded');
    expect((await historyPayment(t, member, txnid)).refund).toMatchObject({
      status: 'approved',
      refundedAmount: row.amounts.prorated,
    });
    // One day paid for is kept: premium until a day after the purchase.
    expect((await membershipOf(t, member)).tier).toBe('premium');

    const [ticket] = (await t.app.inject({ method: 'GET', url: '/api/support', headers: member.auth })).json();
    const reply = (await t.app.inject({ method: 'GET', url: `/api/support/${ticket._id}`, headers: member.auth }))
      .json()
      .messages.at(-1).message;
    expect(reply).toContain(`PayU refund reference ${taken?.requestId}`);
    expect((await feedItemsOf(t, member, 'refund-approved')).map((n) => n.data)).toEqual([
      { amount: Number(row.amounts.prorated), paymentId: txnid },
    ]);
  });

  it('answers cancel_refund_transaction as PayU does: unsigned, unknown, too much, token reused', async () => {
    const member = await createMan(t);
    const landed = await sandboxCheckout(base, member, 'success', 'silver');
    const mihpayid = landed.searchParams.get('mihpayid') ?? '';
    const refund = (token: string, amount: string, id = mihpayid) =>
      postservice(signed('cancel_refund_transaction', id, { var2: token, var3: amount }));

    expect(await postservice({ ...signed('cancel_refund_transaction', mihpayid), hash: 'f'.repeat(128) })).toEqual({
      status: 0,
      msg: 'Invalid Hash.',
    });
    expect(await refund('t-unknown', '10.00', '1234567890')).toMatchObject({ status: 0, error_code: 116 });
    expect(await refund('t-toomuch', '1500.01')).toMatchObject({ status: 0, error_code: 105, msg: 'Invalid amount' });
    expect(await refund('t-bad', '1.234')).toMatchObject({ status: 0, error_code: 105 });
    expect(await refund('t-first', '1000.00')).toMatchObject({
      status: 1,
      msg: 'Refund Request Queued',
      request_id: expect.stringMatching(/^\d{10}$/),
      error_code: 102,
    });
    expect(await refund('t-first', '100.00')).toMatchObject({
      status: 0,
      error_code: 106,
      msg: 'Token already exists',
    });
    expect(await refund('t-second', '500.01')).toMatchObject({ status: 0, error_code: 105 });
    expect(await refund('t-second', '500.00')).toMatchObject({ status: 1 });
  });
});
