import { OPENER_COPIES, RISK_MESSAGES, type RiskQueueItem } from '@mithaq/contracts/safety/risk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { feedItemsOf } from '../notifications/notifications.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { detailOf, manWithMatches, nth, queueOf, riskApi, settled } from './risk.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });

const DAY = 24 * 3600;
const MONEY = 'Please send me 5000 rupees on my UPI id rahul.k@okaxis, my mother is in hospital';
const OFF_PLATFORM = 'Let us talk on WhatsApp instead, save my number 98765 43210';
const ORDINARY = 'My brother is getting married in March, the whole family is busy with preparations.';

const inQueue = (items: RiskQueueItem[], id: string) => items.find((item) => item.userId === id);

describe('the risk record: patterns across conversations', () => {
  it('puts a member in the Risk queue when the detector flags messages to a third member within seven days', async () => {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, 3);
    const [first, second, third] = women;
    if (!first || !second || !third) throw new Error('three matches expected');
    for (const [woman, text] of [
      [first, MONEY],
      [first, OFF_PLATFORM],
      [second, OFF_PLATFORM],
      [third, ORDINARY],
    ] as const) {
      clock.advance(1);
      await sendOk(api, man, woman, text);
    }
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();

    clock.advance(1);
    await sendOk(api, man, third, MONEY);
    const entered = inQueue(await queueOf(t, staff), man.id);
    expect(entered?.reasons).toEqual(['patterns']);
    expect(entered?.counts.flaggedConversations).toBe(3);

    const detail = await detailOf(t, staff, man.id);
    expect(detail.flaggedMessages.map((m) => m.content)).toEqual([MONEY, OFF_PLATFORM, OFF_PLATFORM, MONEY]);
    expect(detail.flaggedMessages[0]?.counterpart).toEqual({ userId: third.id, fullName: 'Woman Number2' });
    expect(detail.flaggedMessages[0]?.signals).toContain('upi-id');
  });

  it('forgets flagged conversations older than seven days', async () => {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, 3);
    await sendOk(api, man, nth(women, 0), MONEY);
    await sendOk(api, man, nth(women, 1), MONEY);
    await settled(t);
    clock.advance(7 * DAY + 60);
    await sendOk(api, man, nth(women, 2), MONEY);
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();
  });
});

describe('the risk record: reports', () => {
  it('enters the queue on a second different reporter, not on one reporter twice', async () => {
    const staff = await createTestAdmin(t);
    const reported = await createMan(t);
    const [one, two] = [await createWoman(t), await createWoman(t)];
    const report = (who: typeof one, reason = 'asking_for_money') =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: who.auth,
        payload: { userId: reported.id, reason, note: 'Asked me for money' },
      });
    expect((await report(one)).statusCode).toBe(201);
    expect((await report(one, 'harassment')).statusCode).toBe(201);
    expect(inQueue(await queueOf(t, staff), reported.id)).toBeUndefined();
    expect((await report(two)).statusCode).toBe(201);
    const entered = inQueue(await queueOf(t, staff), reported.id);
    expect(entered?.reasons).toEqual(['reports']);
    expect(entered?.counts.reporters).toBe(2);
    const detail = await detailOf(t, staff, reported.id);
    expect(detail.reports.map((r) => r.reporter?.userId).sort()).toEqual([one.id, two.id].sort());
  });
});

describe('copy-paste openers', () => {
  const opener = (name: string) =>
    `Assalamu alaikum ${name}, I am a doctor working in London and I read your profile with great interest. You seem kind and family minded, I would love to know you better.`;

  it(`refuses the same opener after it reached ${OPENER_COPIES} members in a day, kindly, and marks the sender`, async () => {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, OPENER_COPIES + 2);
    for (const [i, woman] of women.slice(0, OPENER_COPIES).entries()) {
      await sendOk(api, man, woman, opener(`Woman Number${i}`));
      await settled(t);
    }
    const next = nth(women, OPENER_COPIES);
    const refused = await api.send(man, next.id, opener(`Woman Number${OPENER_COPIES}`).replace('great', 'much'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'COPIED_OPENER', message: RISK_MESSAGES.copiedOpener });
    const [conversation] = (await api.inbox(next)).json().conversations;
    expect(conversation).toMatchObject({ lastMessage: null, unreadCount: 0 });

    await sendOk(
      api,
      man,
      next,
      'I saw you studied architecture in Hyderabad, which college were you at? I was at JNTU myself.',
    );
    const entered = inQueue(await queueOf(t, staff), man.id);
    expect(entered?.reasons).toEqual(['opener']);
    const detail = await detailOf(t, staff, man.id);
    expect(detail.copiedOpeners).toEqual([
      expect.objectContaining({ sample: opener(`Woman Number${OPENER_COPIES - 1}`), receivers: OPENER_COPIES }),
    ]);
  });

  it('joins a third copy of an opener with one flagged conversation', async () => {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, 3);
    await sendOk(api, man, nth(women, 0), opener('Woman Number0'));
    await sendOk(api, man, nth(women, 0), MONEY);
    await sendOk(api, man, nth(women, 1), opener('Woman Number1'));
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();
    await sendOk(api, man, nth(women, 2), opener('Woman Number2'));
    const entered = inQueue(await queueOf(t, staff), man.id);
    expect(entered?.reasons).toEqual(['combined']);
    expect(entered?.counts).toMatchObject({ flaggedConversations: 1, copiedOpeners: 0 });
  });

  it('counts only openers of the last day, and never short greetings', async () => {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, OPENER_COPIES + 1);
    for (const [i, woman] of women.entries()) {
      if (i === 2) clock.advance(DAY);
      await sendOk(api, man, woman, i === 0 ? 'Assalamu alaikum, how are you?' : opener(`Woman Number${i}`));
      await settled(t);
    }
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();
  });
});

describe('staff decisions', () => {
  async function scammerInQueue() {
    clock.nextWindow();
    const staff = await createTestAdmin(t);
    const api = messagesApi(t);
    const { man, women } = await manWithMatches(t, 4);
    for (const woman of women.slice(0, 3)) await sendOk(api, man, woman, MONEY);
    expect(inQueue(await queueOf(t, staff), man.id)).toBeDefined();
    return { staff, api, man, women };
  }

  it('restricts: messages and interests are held, seen only by the sender, and delivered on release', async () => {
    const { staff, api, man, women } = await scammerInQueue();
    const decided = await riskApi(t).decide(staff, man.id, 'restrict', 'Money requests to three members');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'restricted', note: 'Money requests to three members' });
    expect(inQueue(await queueOf(t, staff, 'restricted'), man.id)).toBeDefined();

    const fourth = nth(women, 3);
    const held = await api.send(man, fourth.id, 'Salam, how was your weekend with the family?');
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ held: true, deliveredAt: null });
    expect((await api.thread(fourth, man.id)).json().messages).toEqual([]);
    expect((await api.inbox(fourth)).json().unreadCount).toBe(0);
    const own = (await api.thread(man, fourth.id)).json();
    expect(own).toMatchObject({ underReview: true, heldMessages: [expect.objectContaining({ held: true })] });

    const stranger = await createWoman(t);
    const interest = await profileApi(t).send(man, stranger.id);
    expect(interest.statusCode, interest.body).toBe(201);
    expect(interest.json()).toMatchObject({ held: true });
    // To him it is sent, so the card keeps saying so; sending again is "already sent".
    expect((await profileApi(t).interests(man)).json().sent.map((p: { _id: string }) => p._id)).toEqual([stranger.id]);
    expect((await profileApi(t).send(man, stranger.id)).statusCode).toBe(409);
    expect((await profileApi(t).interests(stranger)).json().received).toEqual([]);
    expect(await feedItemsOf(t, stranger, 'interest-received')).toEqual([]);

    const counts = (await detailOf(t, staff, man.id)).counts;
    expect(counts).toMatchObject({ heldMessages: 1, heldInterests: 1 });

    const released = await riskApi(t).decide(staff, man.id, 'release', 'Spoke with him; a misunderstanding');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', counts: { heldMessages: 0, heldInterests: 0 } });
    const delivered = (await api.thread(fourth, man.id)).json();
    expect(delivered.messages.map((m: { content: string }) => m.content)).toEqual([
      'Salam, how was your weekend with the family?',
    ]);
    expect((await profileApi(t).interests(stranger)).json().received).toHaveLength(1);
    expect((await api.thread(man, fourth.id)).json().underReview).toBeUndefined();

    const sent = await api.send(man, fourth.id, 'Thank you for replying.');
    expect(sent.json().held).toBeUndefined();

    const audit = (await adminApi(t).audit(staff)).json().data as { action: string; targetId: string }[];
    const mine = audit.filter((e) => e.targetId === man.id).map((e) => e.action);
    expect(mine).toEqual(expect.arrayContaining(['risk.restricted', 'risk.released']));
  });

  it('warns in the member’s feed, and a warned member comes back only on new signals', async () => {
    const { staff, api, man, women } = await scammerInQueue();
    const warned = await riskApi(t).decide(staff, man.id, 'warn');
    expect(warned.statusCode, warned.body).toBe(200);
    expect(await feedItemsOf(t, man, 'staff-warning')).toHaveLength(1);
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();
    expect(inQueue(await queueOf(t, staff, 'decided'), man.id)?.status).toBe('warned');

    clock.advance(60);
    for (const woman of women.slice(0, 2)) await sendOk(api, man, woman, OFF_PLATFORM);
    expect(inQueue(await queueOf(t, staff), man.id)).toBeUndefined();
    await sendOk(api, man, nth(women, 3), OFF_PLATFORM);
    expect(inQueue(await queueOf(t, staff), man.id)?.status).toBe('open');
  });

  it('deactivates: the account closes and what was held is dropped', async () => {
    const { staff, api, man, women } = await scammerInQueue();
    expect((await riskApi(t).decide(staff, man.id, 'restrict')).statusCode).toBe(200);
    expect((await api.send(man, nth(women, 3).id, MONEY)).statusCode).toBe(201);
    const res = await riskApi(t).decide(staff, man.id, 'deactivate', 'Scam confirmed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'deactivated',
      accountStatus: 'deactivated',
      counts: { heldMessages: 0 },
    });
    expect((await api.thread(nth(women, 3), man.id)).statusCode).toBe(404);
    const audit = (await adminApi(t).audit(staff)).json().data as { action: string; targetId: string }[];
    expect(audit.filter((e) => e.targetId === man.id).map((e) => e.action)).toEqual(
      expect.arrayContaining(['risk.restricted', 'risk.deactivated', 'member.deactivated']),
    );
  });

  it('refuses a decision the case’s status does not allow, and a second one on the same case', async () => {
    const { staff, man } = await scammerInQueue();
    const release = await riskApi(t).decide(staff, man.id, 'release');
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toBe(RISK_MESSAGES.notRestricted);
    expect((await riskApi(t).decide(staff, man.id, 'dismiss')).statusCode).toBe(200);
    const again = await riskApi(t).decide(staff, man.id, 'warn');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RISK_MESSAGES.decided);
    expect(await feedItemsOf(t, man, 'staff-warning')).toEqual([]);
  });

  it('answers 404 for a member not in the queue, 400 for a bad action, 401 without a staff session', async () => {
    const staff = await createTestAdmin(t);
    const member = await createMan(t);
    expect((await riskApi(t).detail(staff, member.id)).statusCode).toBe(404);
    expect((await riskApi(t).decide(staff, member.id, 'dismiss')).statusCode).toBe(404);
    expect((await riskApi(t).decide(staff, member.id, 'ban')).statusCode).toBe(400);
    const asMember = await t.app.inject({ method: 'GET', url: '/api/admin/risk', headers: member.auth });
    expect(asMember.statusCode).toBe(401);
  });
});
