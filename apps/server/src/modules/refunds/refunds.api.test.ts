import { REFUND_MESSAGES } from '@mithaq/contracts/refunds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payments, refundRequests } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createCouple } from '../messages/messages.test-helpers.js';
import { feedItemsOf } from '../notifications/notifications.test-helpers.js';
import { payuTestApi, payuTestSettings, STAND_IN_MIHPAYID } from '../payments/payments.test-helpers.js';
import { commandHash } from '../payments/payu-hash.js';
import { startPayuStandIn } from '../payments/payu-stand-in.js';
import { createMan } from '../profiles/profiles.test-helpers.js';
import { historyPayment, membershipOf, paidDaysAgo, refundsApi } from './refunds.test-helpers.js';

const KEY = 'refundKey';
const SALT = 'refundSalt';
const DAY = 86_400_000;
const standIn = await startPayuStandIn(KEY, SALT);
// A short timeout, so the test of a PayU that never answers ends soon; the stand-in otherwise answers at once.
const t = useTestApp(payuTestSettings(standIn, { key: KEY, salt: SALT, timeoutMs: 1_500 }));
afterAll(() => standIn.close());
const payu = payuTestApi(t, standIn, SALT);
const refunds = refundsApi(t);
const staff = adminApi(t);

/** A member who bought `plan` `daysAgo` days ago and asked for a refund; the queue's row for it. */
async function pendingRefund(plan = 'silver', daysAgo = 2, member?: TestMember) {
  const who = member ?? (await createMan(t, {}, { fullName: 'Yusuf Khan' }));
  const { params } = await payu.buy(who, plan);
  await paidDaysAgo(t, who, params.txnid, daysAgo);
  expect((await payu.requestRefund(who, params.txnid, 'I found my match offline.')).statusCode).toBe(201);
  const admin = await createTestAdmin(t);
  const row = (await refunds.list(admin))
    .json()
    .find((r: { payment: { txnid: string } }) => r.payment.txnid === params.txnid);
  expect(row).toBeDefined();
  return { member: who, txnid: params.txnid, params, admin, row };
}

describe('GET /api/admin/refunds', () => {
  it('lists a request with its payment, plan, days used, messages sent since and both amounts', async () => {
    const { man, woman } = await createCouple(t, { man: false });
    const { params } = await payu.buy(man, 'silver');
    await paidDaysAgo(t, man, params.txnid, 2);
    await t.db.execute(sql`insert into messages (sender_id, receiver_id, content)
      select ${man.id}, ${woman.id}, 'message ' || g from generate_series(1, 4) g`);
    await payu.requestRefund(man, params.txnid, 'I found my match offline.');
    const admin = await createTestAdmin(t);
    const res = await refunds.list(admin);
    expect(res.statusCode).toBe(200);
    const row = res.json().find((r: { payment: { txnid: string } }) => r.payment.txnid === params.txnid);
    const planDays = row.plan.days as number;
    expect(planDays).toBeGreaterThanOrEqual(28);
    expect(row).toEqual({
      _id: expect.any(String),
      status: 'pending',
      reason: 'I found my match offline.',
      requestedAt: expect.any(String),
      ticketId: expect.any(String),
      payment: { txnid: params.txnid, mihpayid: STAND_IN_MIHPAYID, amount: '1500.00', paidAt: expect.any(String) },
      plan: { id: 'silver', name: 'Silver', days: planDays },
      daysUsed: 3,
      messagesSentSince: 4,
      member: { _id: man.id, fullName: expect.any(String), email: man.email },
      amounts: { full: '1500.00', prorated: (Math.floor((150_000 * (planDays - 3)) / planDays) / 100).toFixed(2) },
      decision: null,
    });
    expect((await refunds.list(admin, 'approved')).json()).toEqual([]);
  });

  it('is for staff only and checks the status', async () => {
    const member = await createMan(t);
    const admin = await createTestAdmin(t);
    expect((await refunds.list(member)).statusCode).toBe(401);
    expect((await refunds.list(admin, 'lost')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/refunds/:id/approve', () => {
  it('refunds the pro-rated amount at PayU, shortens the membership, answers, tells and audits', async () => {
    const { member, txnid, admin, row } = await pendingRefund('silver', 2);
    const before = await membershipOf(t, member);

    const res = await refunds.approve(admin, row._id, 'prorated');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      decision: {
        kind: 'prorated',
        amount: row.amounts.prorated,
        decidedBy: 'Sara Staff',
        payuRequestId: expect.any(String),
      },
    });

    // PayU got cancel_refund_transaction for the mihpayid, a token of this request, the amount shown.
    const sent = standIn.requests.at(-1);
    expect(sent).toEqual({
      key: KEY,
      command: 'cancel_refund_transaction',
      var1: STAND_IN_MIHPAYID,
      var2: expect.stringMatching(/^mqr[0-9a-f]{20}$/),
      var3: row.amounts.prorated,
      hash: commandHash(KEY, 'cancel_refund_transaction', STAND_IN_MIHPAYID, SALT),
    });

    // The unused days come off the end: premium to the end of the days paid for.
    const after = await membershipOf(t, member);
    const unused = row.plan.days - row.daysUsed;
    expect(after).toMatchObject({ tier: 'premium', plan: 'silver' });
    expect(after.until?.getTime()).toBe((before.until?.getTime() ?? 0) - unused * DAY);

    expect(await historyPayment(t, member, txnid)).toMatchObject({
      status: 'refunded',
      refund: {
        requested: true,
        status: 'approved',
        refundedAmount: row.amounts.prorated,
        refundedAt: expect.any(String),
        declineReason: null,
        canRequest: false,
      },
    });
    const [summary] = (await t.app.inject({ method: 'GET', url: '/api/support', headers: member.auth })).json();
    const ticket = (
      await t.app.inject({ method: 'GET', url: `/api/support/${summary._id}`, headers: member.auth })
    ).json();
    expect(ticket.status).toBe('resolved');
    expect(ticket.messages.at(-1)).toMatchObject({ senderType: 'admin', senderName: 'Sara Staff' });
    expect(ticket.messages.at(-1).message).toContain(`for your Silver plan, transaction ${txnid}`);
    expect(ticket.messages.at(-1).message).toContain('Your premium membership now ends on');

    // The decision reaches the feed (its email is the feed item's), once; the ticket reply is not told twice.
    expect(await feedItemsOf(t, member, 'refund-approved')).toEqual([
      expect.objectContaining({
        member: null,
        link: '/premium',
        data: { amount: Number(row.amounts.prorated), paymentId: txnid },
      }),
    ]);
    expect(await feedItemsOf(t, member, 'ticket-answered')).toEqual([]);

    // The entry names the member, as every entry about a member does, and the request and payment.
    const audit = (await staff.audit(admin)).json().data.filter((e: { targetId: string }) => e.targetId === member.id);
    expect(audit).toMatchObject([
      {
        action: 'refund.approved',
        targetType: 'member',
        targetId: member.id,
        before: { status: 'pending', payment: 'success' },
        after: {
          refundRequestId: row._id,
          txnid,
          status: 'approved',
          payment: 'refunded',
          kind: 'prorated',
          amount: row.amounts.prorated,
        },
      },
    ]);
  });

  it('refunds the full price and ends the membership now', async () => {
    const { member, txnid, params, admin, row } = await pendingRefund('gold', 1);
    expect((await refunds.approve(admin, row._id, 'full')).json().decision).toMatchObject({
      kind: 'full',
      amount: '4500.00',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ command: 'cancel_refund_transaction', var3: '4500.00' });
    expect(await membershipOf(t, member)).toEqual({ tier: 'free', plan: 'free', until: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth })).json().membershipTier,
    ).toBe('free');
    const [summary] = (await t.app.inject({ method: 'GET', url: '/api/support', headers: member.auth })).json();
    const ticket = (
      await t.app.inject({ method: 'GET', url: `/api/support/${summary._id}`, headers: member.auth })
    ).json();
    expect(ticket.messages.at(-1).message).toContain('Your premium membership has ended.');
    expect((await feedItemsOf(t, member, 'refund-approved')).map((n) => n.data)).toEqual([
      { amount: 4500, paymentId: txnid },
    ]);
    expect((await historyPayment(t, member, txnid)).refund.refundedAmount).toBe('4500.00');
    // PayU still reports the payment a success: a replayed callback grants nothing again.
    standIn.transactions.set(txnid, { status: 'success', amt: '4500.00', mihpayid: STAND_IN_MIHPAYID });
    const replay = await payu.callback(payu.payuReturn({ ...params }, 'success'));
    expect(replay.statusCode).toBe(303);
    expect((await membershipOf(t, member)).tier).toBe('free');
  });

  it('refunds once however often and however fast staff approve', async () => {
    const { member, txnid, admin, row } = await pendingRefund('silver', 1);
    const taken = standIn.refunds.length;
    const results = await Promise.all([
      refunds.approve(admin, row._id, 'full'),
      refunds.approve(admin, row._id, 'prorated'),
      refunds.approve(admin, row._id, 'full'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(REFUND_MESSAGES.alreadyDecided);
    expect((await refunds.approve(admin, row._id, 'full')).statusCode).toBe(409);
    expect((await refunds.decline(admin, row._id, 'Too late')).statusCode).toBe(409);
    expect(standIn.refunds.length - taken).toBe(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.txnid, txnid));
    expect(payment?.status).toBe('refunded');
    expect(await feedItemsOf(t, member, 'refund-approved')).toHaveLength(1);
    expect(await feedItemsOf(t, member, 'refund-declined')).toEqual([]);
  });

  it('records nothing and keeps the request pending when PayU refuses', async () => {
    const { member, txnid, admin, row } = await pendingRefund('silver', 1);
    const before = await membershipOf(t, member);
    standIn.setRefundMode('refuse');
    try {
      const res = await refunds.approve(admin, row._id, 'prorated');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'BAD_GATEWAY',
        message: `${REFUND_MESSAGES.payuRefused} PayU said: Invalid amount (error 105)`,
      });
    } finally {
      standIn.setRefundMode('accept');
    }
    await expectUntouched(member, txnid, row._id, before);
    // Once PayU takes it, the same request goes through.
    expect((await refunds.approve(admin, row._id, 'prorated')).statusCode).toBe(200);
  });

  it('records nothing when PayU does not answer in time', async () => {
    const { member, txnid, admin, row } = await pendingRefund('silver', 1);
    const before = await membershipOf(t, member);
    standIn.setRefundMode('hang');
    try {
      const res = await refunds.approve(admin, row._id, 'full');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(REFUND_MESSAGES.payuUnreachable);
    } finally {
      standIn.setRefundMode('accept');
    }
    await expectUntouched(member, txnid, row._id, before);
  });

  it('refuses a pro-rated refund of a lifetime plan, an unknown request and a bad choice', async () => {
    const { admin, row } = await pendingRefund('platinum', 1);
    expect(row.amounts).toEqual({ full: '10000.00', prorated: null });
    expect((await refunds.approve(admin, row._id, 'prorated')).json()).toEqual({
      code: 'BAD_REQUEST',
      message: REFUND_MESSAGES.proratedUnavailable,
    });
    expect((await refunds.approve(admin, row._id, 'half')).statusCode).toBe(400);
    expect((await refunds.approve(admin, '0f8fad5b-d9cb-469f-a165-70867728950e', 'full')).statusCode).toBe(404);
    expect((await refunds.list(admin)).json().some((r: { _id: string }) => r._id === row._id)).toBe(true);
  });
});

describe('POST /api/admin/refunds/:id/decline', () => {
  it('needs a reason, then tells the member why and changes nothing else', async () => {
    const { member, txnid, admin, row } = await pendingRefund('silver', 1);
    const before = await membershipOf(t, member);
    expect((await refunds.decline(admin, row._id, '  ')).json().message).toBe(REFUND_MESSAGES.declineReasonRequired);
    expect((await refunds.decline(admin, row._id, 'x'.repeat(1001))).json().message).toBe(
      REFUND_MESSAGES.declineReasonTooLong,
    );
    const res = await refunds.decline(admin, row._id, 'More than 20 messages were sent since the purchase.');
    expect(res.json()).toMatchObject({
      status: 'declined',
      decision: { kind: null, amount: null, declineReason: 'More than 20 messages were sent since the purchase.' },
    });
    expect(await membershipOf(t, member)).toEqual(before);
    expect(await historyPayment(t, member, txnid)).toMatchObject({
      status: 'success',
      refund: {
        status: 'declined',
        declineReason: 'More than 20 messages were sent since the purchase.',
        refundedAmount: null,
      },
    });
    expect(await feedItemsOf(t, member, 'refund-declined')).toEqual([
      expect.objectContaining({
        member: null,
        data: { amount: 1500, paymentId: txnid, notes: 'More than 20 messages were sent since the purchase.' },
      }),
    ]);
    const [ticket] = (await t.app.inject({ method: 'GET', url: '/api/support', headers: member.auth })).json();
    expect(ticket).toMatchObject({ status: 'resolved', replied: true });
    const reply = (await t.app.inject({ method: 'GET', url: `/api/support/${ticket._id}`, headers: member.auth }))
      .json()
      .messages.at(-1).message;
    expect(reply).toContain('cannot refund it: More than 20 messages were sent since the purchase.');
    const audit = (await staff.audit(admin)).json().data.filter((e: { targetId: string }) => e.targetId === member.id);
    expect(audit).toMatchObject([
      {
        action: 'refund.declined',
        targetType: 'member',
        targetId: member.id,
        after: { refundRequestId: row._id, txnid, status: 'declined' },
      },
    ]);
    expect((await refunds.list(admin, 'declined')).json().map((r: { _id: string }) => r._id)).toContain(row._id);
  });
});

async function expectUntouched(member: TestMember, txnid: string, id: string, membership: object) {
  const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, id));
  expect(request).toMatchObject({ status: 'pending', amountPaise: null, decidedAt: null });
  expect(await historyPayment(t, member, txnid)).toMatchObject({ status: 'success', refund: { status: 'pending' } });
  expect(await membershipOf(t, member)).toEqual(membership);
  expect(await feedItemsOf(t, member, 'refund-approved')).toEqual([]);
}
