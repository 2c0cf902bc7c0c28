import { WARNING_NOTICE } from '@mithaq/contracts/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKey } from '../../lib/file-crypto.js';
import { members, notifications } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { multipartBody, pngImage } from '../media/test-images.js';
import { payuTestApi, payuTestSettings } from '../payments/payments.test-helpers.js';
import { startPayuStandIn } from '../payments/payu-stand-in.js';
import { createMan, createWoman } from '../profiles/profiles.test-helpers.js';
import { storeGovtId } from '../verification/govt-id.service.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { notifyMembershipEnds } from './membership-ends.js';
import { feedItemsOf, feedOf } from './notifications.test-helpers.js';

/**
 * Every event the feed carries (docs/decisions/0028-notification-feed.md) but interests and messages tells the
 * member in their feed, once, with the change it tells about.
 */
const KEY = 'hooksKey';
const SALT = 'hooksSalt';
const DAY = 86_400_000;
const standIn = await startPayuStandIn(KEY, SALT);
const smtp = await startSmtpServer();
const t = useTestApp(
  { smtpUrl: smtp.url, ...payuTestSettings(standIn, { key: KEY, salt: SALT }) },
  // Midday in India, outside the default quiet hours, so emails go at once.
  { clock: indiaClock().now },
);
afterAll(async () => {
  await standIn.close();
  await smtp.close();
});

/** The subjects of the emails the member got, once every queued job has run. */
async function emailsTo(who: TestMember): Promise<string[]> {
  await jobsSettled(t.db);
  return smtp.sentTo(who.email).map((m) => m.subject ?? '');
}
const staff = adminApi(t);
const payu = payuTestApi(t, standIn, SALT);

/** A member no event is about: their feed stays empty through the whole file. */
let bystander: TestMember;
beforeAll(async () => {
  bystander = await createWoman(t);
});
afterAll(async () => {
  expect(await feedOf(t, bystander)).toEqual([]);
  expect(await emailsTo(bystander)).toEqual([]);
});

async function uploadPhoto(who: TestMember) {
  const { payload, headers } = multipartBody('photo', await pngImage(400, 400), 'me.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...who.auth, ...headers }, payload });
  expect(res.statusCode, res.body).toBe(201);
}

describe('photo decisions', () => {
  it('tells the owner approved or rejected, with the notes, only when the status changes', async () => {
    const admin = await createTestAdmin(t);
    const woman = await createWoman(t);
    await uploadPhoto(woman);

    expect((await staff.decidePhoto(admin, woman.id, 'approved')).statusCode).toBe(200);
    expect((await staff.decidePhoto(admin, woman.id, 'approved', 'Looks good')).statusCode).toBe(200);
    expect(await feedItemsOf(t, woman, 'photo-approved')).toEqual([
      expect.objectContaining({ kind: 'moderation', member: null, link: '/profile', read: false, data: {} }),
    ]);

    await staff.decidePhoto(admin, woman.id, 'rejected', 'Please use a photo of yourself alone.');
    await staff.decidePhoto(admin, woman.id, 'rejected', 'Changed notes, same decision.');
    expect((await feedItemsOf(t, woman, 'photo-rejected')).map((n) => n.data)).toEqual([
      { notes: 'Please use a photo of yourself alone.' },
    ]);
    expect(await feedOf(t, woman)).toHaveLength(2);
    expect(await emailsTo(woman)).toEqual([expect.stringMatching(/photo/i), expect.stringMatching(/photo/i)]);
  });

  it('tells nothing when the decision fails', async () => {
    const admin = await createTestAdmin(t);
    const man = await createMan(t);
    expect((await staff.decidePhoto(admin, man.id, 'approved')).statusCode).toBe(404);
    expect((await staff.decidePhoto(admin, man.id, 'maybe')).statusCode).toBe(400);
    expect(await feedOf(t, man)).toEqual([]);
  });
});

describe('government ID decisions', () => {
  it('tells the owner verified or rejected, with the notes, only when the status changes', async () => {
    const admin = await createTestAdmin(t);
    const woman = await createWoman(t);
    await storeGovtId(t.app.ctx, fileKey(t.config), woman.id, 'Aadhar', await pngImage(60, 40));

    await staff.decideId(admin, woman.id, 'verified');
    await staff.decideId(admin, woman.id, 'verified');
    expect(await feedItemsOf(t, woman, 'id-verified')).toEqual([
      expect.objectContaining({ kind: 'moderation', member: null, link: '/verification', data: {} }),
    ]);
    await staff.decideId(admin, woman.id, 'rejected', 'The photo on the card is not readable.');
    expect((await feedItemsOf(t, woman, 'id-rejected')).map((n) => n.data)).toEqual([
      { notes: 'The photo on the card is not readable.' },
    ]);

    expect(await emailsTo(woman)).toHaveLength(2);

    const man = await createMan(t);
    expect((await staff.decideId(admin, man.id, 'verified')).statusCode).toBe(404);
    expect(await feedOf(t, man)).toEqual([]);
  });
});

describe('support replies', () => {
  it('tells the member when staff answer, never when the member writes', async () => {
    const admin = await createTestAdmin(t);
    const man = await createMan(t);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: man.auth,
      payload: { subject: 'Photo still pending', message: 'Uploaded two days ago.' },
    });
    const ticketId = open.json()._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/support/${ticketId}/reply`,
      headers: man.auth,
      payload: { message: 'Any news?' },
    });
    expect(await feedOf(t, man)).toEqual([]);

    expect((await staff.replyTicket(admin, ticketId, 'Approved now.', 'resolved')).statusCode).toBe(200);
    expect(await feedItemsOf(t, man, 'ticket-answered')).toEqual([
      expect.objectContaining({
        kind: 'support',
        member: null,
        link: `/support?ticket=${ticketId}`,
        data: { ticketId, subject: 'Photo still pending' },
      }),
    ]);
    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect((await staff.replyTicket(admin, unknown, 'Hello', 'resolved')).statusCode).toBe(404);
    expect(await feedOf(t, man)).toHaveLength(1);
    expect(await emailsTo(man)).toEqual([expect.stringContaining('Photo still pending')]);
  });
});

describe('payments', () => {
  it('tells the buyer once, with the receipt, however often PayU confirms', async () => {
    const man = await createMan(t);
    const { params } = await payu.buy(man, 'silver');
    const form = payu.payuReturn(params, 'success');
    await Promise.all([payu.callback(form), payu.callback(form)]);
    await payu.callback(form);
    expect(await feedItemsOf(t, man, 'payment-received')).toEqual([
      expect.objectContaining({
        kind: 'payments',
        member: null,
        link: `/premium/receipt/${params.txnid}`,
        data: { paymentId: params.txnid, planName: 'Silver', amount: 1500 },
      }),
    ]);
    expect(await feedOf(t, man)).toHaveLength(1);
    expect(await emailsTo(man)).toHaveLength(1);
  });

  it('tells nothing of a failed or forged payment', async () => {
    const man = await createMan(t);
    const { params } = (await payu.initiate(man, 'gold')).json();
    await payu.callback(payu.payuReturn(params, 'failure', { error_Message: 'Card declined' }));
    await payu.callback(payu.payuReturn(params, 'success', { hash: 'f'.repeat(128) }));
    // PayU has no record of it: the browser's word is not enough.
    await payu.callback(payu.payuReturn(params, 'success'));
    expect(await feedOf(t, man)).toEqual([]);
    expect(await emailsTo(man)).toEqual([]);
  });
});

describe('staff warnings', () => {
  it('warns the reported member without naming the reporter; dismissals and the reporter get nothing', async () => {
    const admin = await createTestAdmin(t);
    const target = await createMan(t, {}, { fullName: 'Imran Target' });
    const reporter = await createWoman(t, {}, { fullName: 'Zainab Reporter' });
    const other = await createWoman(t);
    for (const who of [reporter, other]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: who.auth,
        payload: { userId: target.id, reason: 'asking_for_money', note: 'He asked for money.' },
      });
      expect(res.statusCode).toBe(201);
    }
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json();
    const [first, second] = queue.filter((r: { reported: { _id: string } }) => r.reported._id === target.id);
    const decide = (id: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${id}/decision`,
        headers: admin.auth,
        payload: { action },
      });

    expect((await decide(first._id, 'dismiss')).statusCode).toBe(200);
    expect(await feedOf(t, target)).toEqual([]);
    const warned = await Promise.all([decide(second._id, 'warn'), decide(second._id, 'warn')]);
    expect(warned.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const items = await feedOf(t, target);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'staff-warning',
        kind: 'safety',
        member: null,
        link: '/dashboard',
        data: { message: WARNING_NOTICE },
      }),
    ]);
    const raw = JSON.stringify(items);
    for (const who of [reporter, other]) expect(raw).not.toContain(who.id);
    expect(raw).not.toContain('Zainab');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.memberId, target.id));
    expect(row?.actorId).toBeNull();
    expect(await feedOf(t, reporter)).toEqual([]);
    expect(await emailsTo(target)).toHaveLength(1);
    const [warning] = smtp.sentTo(target.email);
    expect(`${warning?.text}${warning?.html}`).not.toContain('Zainab');
    expect(await emailsTo(reporter)).toEqual([]);
  });
});

describe('membership ends', () => {
  const setEnd = (who: TestMember, premiumUntil: Date | null, planId = 'gold') =>
    t.db.update(members).set({ planId, membershipTier: 'premium', premiumUntil }).where(eq(members.id, who.id));
  const run = (now: Date) => notifyMembershipEnds(t.app.ctx, now);

  it('tells once that it ends within three days, then once that it ended, however often the job runs', async () => {
    const now = new Date(Date.now() + 365 * DAY);
    const man = await createMan(t);
    const end = new Date(now.getTime() + 2 * DAY + 3_600_000);
    await setEnd(man, end);
    const later = await createMan(t);
    await setEnd(later, new Date(now.getTime() + 4 * DAY));
    const lifetime = await createMan(t);
    await setEnd(lifetime, null, 'platinum');

    await Promise.all([run(now), run(now)]);
    await run(new Date(now.getTime() + 3_600_000));
    expect(await feedItemsOf(t, man, 'membership-ending')).toEqual([
      expect.objectContaining({
        kind: 'membership',
        member: null,
        link: '/premium',
        data: { endsAt: end.toISOString() },
      }),
    ]);
    expect(await feedOf(t, later)).toEqual([]);

    const after = new Date(end.getTime() + 60_000);
    await Promise.all([run(after), run(after)]);
    await run(new Date(after.getTime() + 3_600_000));
    expect((await feedItemsOf(t, man, 'membership-ended')).map((n) => n.data)).toEqual([{ endsAt: end.toISOString() }]);
    expect(await feedOf(t, man)).toHaveLength(2);
    // The other member's end came within three days meanwhile; the lifetime plan never ends.
    expect(await feedItemsOf(t, later, 'membership-ending')).toHaveLength(1);
    expect(await feedOf(t, lifetime)).toEqual([]);
  });

  it('tells nothing of an end a renewal moved, and tells the new end in its time', async () => {
    const now = new Date(Date.now() + 2 * 365 * DAY);
    const woman = await createWoman(t);
    const end = new Date(now.getTime() + DAY);
    await setEnd(woman, end);
    await run(now);
    expect(await feedItemsOf(t, woman, 'membership-ending')).toHaveLength(1);

    const renewed = new Date(end.getTime() + 30 * DAY);
    await setEnd(woman, renewed);
    await run(new Date(end.getTime() + 60_000));
    expect(await feedItemsOf(t, woman, 'membership-ended')).toEqual([]);

    await run(new Date(renewed.getTime() - DAY));
    expect((await feedItemsOf(t, woman, 'membership-ending')).map((n) => n.data)).toEqual([
      { endsAt: renewed.toISOString() },
      { endsAt: end.toISOString() },
    ]);
  });

  it('leaves out members whose membership ended long before, or who are not active', async () => {
    const now = new Date(Date.now() + 3 * 365 * DAY);
    const old = await createMan(t);
    await setEnd(old, new Date(now.getTime() - 30 * DAY));
    const gone = await createMan(t, { accountStatus: 'deactivated' });
    await setEnd(gone, new Date(now.getTime() + DAY));
    await run(now);
    expect(await feedOf(t, old)).toEqual([]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.memberId, gone.id));
    expect(row).toBeUndefined();
  });
});
