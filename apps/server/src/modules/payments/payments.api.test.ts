import { PAYMENT_MESSAGES } from '@mithaq/contracts/payments';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, membershipGrants, payments } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { addMonths } from '../membership/membership.js';
import { createCouple, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, profileApi } from '../profiles/profiles.test-helpers.js';
import { payuTestApi, payuTestSettings } from './payments.test-helpers.js';
import { startPayuStandIn } from './payu-stand-in.js';

const KEY = 'testKey';
const SALT = 'testSalt';
const standIn = await startPayuStandIn(KEY, SALT);
const t = useTestApp(payuTestSettings(standIn, { key: KEY, salt: SALT }));
const profiles = profileApi(t);
afterAll(() => standIn.close());

const { initiate, payuReturn, callback, buy, requestRefund: refund } = payuTestApi(t, standIn, SALT);

const premiumOf = async (who: TestMember) => {
  const [row] = await t.db.select().from(members).where(eq(members.id, who.id));
  return { tier: row?.membershipTier, until: row?.premiumUntil ?? null, plan: row?.planId };
};

describe('POST /api/payment/payu/initiate', () => {
  it.each([
    ['silver', '1500.00'],
    ['gold', '4500.00'],
    ['platinum', '10000.00'],
  ])('signs a %s checkout for ₹%s from the server plan table', async (plan, amount) => {
    const man = await createMan(t, {}, { fullName: 'Yusuf Khan' });
    const res = await initiate(man, plan);
    expect(res.statusCode).toBe(200);
    const { action, params } = res.json();
    expect(action).toBe('https://test.payu.in/_payment');
    expect(params).toMatchObject({
      key: KEY,
      amount,
      firstname: 'Yusuf',
      email: man.email,
      udf1: man.id,
      udf2: plan,
      surl: 'https://mithaq.test/api/payment/payu/callback',
      furl: 'https://mithaq.test/api/payment/payu/callback',
      hash: expect.stringMatching(/^[0-9a-f]{128}$/),
    });
    expect(params.txnid.length).toBeLessThanOrEqual(25);
    const [row] = await t.db.select().from(payments).where(eq(payments.txnid, params.txnid));
    expect(row).toMatchObject({ status: 'initiated', memberId: man.id, planId: plan });
  });

  it('refuses the free plan, an unknown one, an amount from the client and no session', async () => {
    const man = await createMan(t);
    expect((await initiate(man, 'free')).json()).toEqual({ code: 'VALIDATION', message: PAYMENT_MESSAGES.choosePlan });
    expect((await initiate(man, 'diamond')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payu/initiate',
      headers: man.auth,
      payload: { plan: 'silver', amount: 1 },
    });
    expect(res.json().params.amount).toBe('1500.00');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment/payu/initiate', payload: { plan: 'gold' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/stripe/initiate',
          headers: man.auth,
          payload: { plan: 'gold' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/payment/payu/callback', () => {
  it('grants the membership after PayU confirms it, and lands on the success page', async () => {
    const man = await createMan(t);
    const before = Date.now();
    const { params, location } = await buy(man, 'silver');
    expect(location).toBe(
      `https://mithaq.test/premium?status=success&txnid=${params.txnid}&mihpayid=403993715531234567`,
    );
    const premium = await premiumOf(man);
    expect(premium).toMatchObject({ tier: 'premium', plan: 'silver' });
    expect(premium.until?.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime() - 1000);
    expect(standIn.requests.at(-1)).toMatchObject({ key: KEY, command: 'verify_payment', var1: params.txnid });
  });

  it.each([
    [
      'a tampered hash',
      (p: Record<string, string>) => payuReturn(p, 'success', { hash: 'f'.repeat(128) }),
      PAYMENT_MESSAGES.unverified,
    ],
    [
      'another amount',
      (p: Record<string, string>) => payuReturn({ ...p, amount: '1.00' }, 'success'),
      PAYMENT_MESSAGES.amountMismatch,
    ],
    [
      'an unknown txnid',
      (p: Record<string, string>) => payuReturn({ ...p, txnid: 'mqunknown123' }, 'success'),
      PAYMENT_MESSAGES.unknownTransaction,
    ],
    [
      'another merchant key',
      (p: Record<string, string>) => payuReturn({ ...p, key: 'otherKey' }, 'success'),
      PAYMENT_MESSAGES.unverified,
    ],
  ])('grants nothing for %s', async (_label, forge, reason) => {
    const man = await createMan(t);
    const { params } = (await initiate(man, 'gold')).json();
    standIn.transactions.set(params.txnid, { status: 'success', amt: params.amount, mihpayid: '1' });
    const res = await callback(forge(params));
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('status')).toBe('failure');
    expect(location.searchParams.get('reason')).toBe(reason);
    expect((await premiumOf(man)).tier).toBe('free');
  });

  it('grants nothing when PayU does not confirm the payment server to server', async () => {
    const man = await createMan(t);
    const { params } = (await initiate(man, 'gold')).json();
    standIn.transactions.set(params.txnid, { status: 'failure', amt: params.amount, mihpayid: '1' });
    const res = await callback(payuReturn(params, 'success'));
    expect(new URL(res.headers.location as string).searchParams.get('reason')).toBe(PAYMENT_MESSAGES.verifyFailed);
    standIn.transactions.set(params.txnid, { status: 'success', amt: '1.00', mihpayid: '1' });
    await callback(payuReturn(params, 'success'));
    expect((await premiumOf(man)).tier).toBe('free');
  });

  it("shows PayU's reason for a failed payment and records it", async () => {
    const man = await createMan(t);
    const { params } = (await initiate(man, 'silver')).json();
    const res = await callback(payuReturn(params, 'failure', { error_Message: 'Bank declined the transaction' }));
    const location = new URL(res.headers.location as string);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      status: 'failure',
      reason: 'Bank declined the transaction',
      txnid: params.txnid,
      mihpayid: '403993715531234567',
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.txnid, params.txnid));
    expect(row).toMatchObject({ status: 'failure', errorMessage: 'Bank declined the transaction' });
  });

  it('grants exactly one membership for a replayed callback and for 10 at once', async () => {
    const man = await createMan(t);
    const { params } = (await initiate(man, 'silver')).json();
    standIn.transactions.set(params.txnid, { status: 'success', amt: params.amount, mihpayid: '9' });
    const form = payuReturn(params, 'success');
    const results = await Promise.all(Array.from({ length: 10 }, () => callback(form)));
    expect(results.every((r) => new URL(r.headers.location as string).searchParams.get('status') === 'success')).toBe(
      true,
    );
    await callback(form);
    const [payment] = await t.db.select().from(payments).where(eq(payments.txnid, params.txnid));
    expect(
      await t.db
        .select()
        .from(membershipGrants)
        .where(eq(membershipGrants.paymentId, payment?.id ?? '')),
    ).toHaveLength(1);
    const { until } = await premiumOf(man);
    expect(until && Math.round((until.getTime() - Date.now()) / 86_400_000)).toBeLessThanOrEqual(31);
  });
});

describe('memberships bought', () => {
  it('extend from the current end, Platinum never ends, and lapse back to free', async () => {
    const man = await createMan(t);
    await buy(man, 'silver');
    const first = (await premiumOf(man)).until as Date;
    await buy(man, 'gold');
    expect((await premiumOf(man)).until?.toISOString()).toBe(addMonths(first, 3).toISOString());
    await buy(man, 'platinum');
    expect(await premiumOf(man)).toMatchObject({ tier: 'premium', until: null, plan: 'platinum' });

    const lapsed = await createMan(t);
    await buy(lapsed, 'silver');
    await t.db.update(members).set({ premiumUntil: sql`now() - interval '1 minute'` }).where(eq(members.id, lapsed.id));
    expect((await profiles.me(lapsed)).json().membershipTier).toBe('free');
  });

  it('unlock messaging once PayU confirms', async () => {
    const { man, woman } = await createCouple(t, { man: false });
    const chat = messagesApi(t);
    expect((await chat.send(man, woman.id, 'Salaam')).statusCode).toBe(403);
    await buy(man, 'silver');
    await sendOk(chat, man, woman, 'Salaam');
  });

  it('are listed in the payment history with the current membership', async () => {
    const man = await createMan(t);
    const { params } = await buy(man, 'gold');
    await initiate(man, 'silver');
    const history = (await t.app.inject({ method: 'GET', url: '/api/payment/history', headers: man.auth })).json();
    expect(history.membership).toMatchObject({ tier: 'premium', planId: 'gold', premiumUntil: expect.any(String) });
    expect(history.payments).toHaveLength(2);
    expect(history.payments[1]).toMatchObject({
      txnid: params.txnid,
      plan: 'gold',
      amount: '4500.00',
      currency: 'INR',
      status: 'success',
      mihpayid: '403993715531234567',
      refund: { requested: false, canRequest: true, reason: null },
    });
    expect(history.payments[0]).toMatchObject({ status: 'initiated', refund: { canRequest: false, reason: null } });
  });
});

describe('POST /api/payment/:txnid/refund-request', () => {
  it('opens a refund ticket within 7 days, once, and only for the payer', async () => {
    const man = await createMan(t);
    const other = await createMan(t);
    const { params } = await buy(man, 'gold');
    expect((await refund(other, params.txnid)).json()).toEqual({
      code: 'NOT_FOUND',
      message: PAYMENT_MESSAGES.paymentNotFound,
    });
    const res = await refund(man, params.txnid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ticketId: expect.any(String), message: PAYMENT_MESSAGES.refundRequested });
    const tickets = (await t.app.inject({ method: 'GET', url: '/api/support', headers: man.auth })).json();
    expect(tickets[0]).toMatchObject({ category: 'refund', subject: 'Refund request: Gold plan' });
    const ticket = (
      await t.app.inject({ method: 'GET', url: `/api/support/${res.json().ticketId}`, headers: man.auth })
    ).json();
    expect(ticket.messages[0].message).toContain(params.txnid);
    expect((await refund(man, params.txnid)).statusCode).toBe(409);
  });

  it('refuses after 7 days, after extensive use, and for a payment that did not succeed', async () => {
    const { man, woman } = await createCouple(t, { man: false });
    const late = await buy(man, 'silver');
    await t.db
      .update(payments)
      .set({ completedAt: sql`now() - interval '8 days'` })
      .where(eq(payments.txnid, late.params.txnid));
    expect((await refund(man, late.params.txnid)).json().message).toBe(PAYMENT_MESSAGES.refundWindowOver);

    const used = await buy(man, 'silver');
    const chat = messagesApi(t);
    await t.db.execute(sql`insert into messages (sender_id, receiver_id, content)
      select ${man.id}, ${woman.id}, 'message ' || g from generate_series(1, 21) g`);
    expect((await refund(man, used.params.txnid)).json().message).toBe(PAYMENT_MESSAGES.refundExtensiveUse);
    expect((await chat.inbox(man)).statusCode).toBe(200);

    const { params } = (await initiate(man, 'gold')).json();
    expect((await refund(man, params.txnid)).json().message).toBe(PAYMENT_MESSAGES.refundNotEligible);
  });
});

describe('security headers', () => {
  it('let the checkout form post to the payment provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self' https://test.payu.in");
  });
});

beforeAll(() => {
  // The stand-in answers for transactions the tests register; start each file clean.
  standIn.transactions.clear();
});
