import { REPORT_MESSAGES, WARNING_NOTICE } from '@mithaq/contracts/reports';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createCouple, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const chat = messagesApi(t);
const profiles = profileApi(t);
const staff = adminApi(t);

const report = (who: { auth: { authorization: string } }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: who.auth, payload });
const queue = async (admin: Awaited<ReturnType<typeof createTestAdmin>>, status = 'open') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/reports?status=${status}`, headers: admin.auth })).json();

describe('POST /api/reports', () => {
  it('reports with a reason, a note and messages of the conversation, which staff see verbatim', async () => {
    const { man, woman } = await createCouple(t, { woman: false });
    const m1 = await sendOk(chat, man, woman, 'Send 5000 to my UPI yusuf@okaxis please');
    const m2 = await sendOk(chat, man, woman, 'It is urgent');
    const res = await report(woman, {
      userId: man.id,
      reason: 'asking_for_money',
      note: 'He asked for money twice.',
      messageIds: [m1._id, m2._id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: REPORT_MESSAGES.received,
      blocked: false,
      report: { status: 'received', reason: 'asking_for_money' },
    });

    const admin = await createTestAdmin(t);
    const entry = (await queue(admin)).find((r: { reported: { _id: string } }) => r.reported._id === man.id);
    expect(entry).toMatchObject({
      reason: 'asking_for_money',
      note: 'He asked for money twice.',
      reporter: { _id: woman.id },
    });
    expect(entry.messages.map((m: { content: string }) => m.content)).toEqual([
      'Send 5000 to my UPI yusuf@okaxis please',
      'It is urgent',
    ]);
  });

  it("refuses messages of someone else's conversation, and oneself", async () => {
    const { man, woman } = await createCouple(t);
    const other = await createCouple(t);
    const foreign = await sendOk(chat, other.man, other.woman, 'Not yours');
    expect((await report(woman, { userId: man.id, reason: 'harassment', messageIds: [foreign._id] })).json()).toEqual({
      code: 'BAD_REQUEST',
      message: REPORT_MESSAGES.foreignMessages,
    });
    expect((await report(woman, { userId: woman.id, reason: 'other' })).json().message).toBe(REPORT_MESSAGES.self);
    expect((await report(woman, { userId: man.id, reason: 'rude' })).statusCode).toBe(400);
    expect((await report(woman, { userId: man.id, reason: 'other', note: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('adds a second report to the open one, blocks when asked, and tells the reported member nothing', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await report(woman, { userId: man.id, reason: 'fake_profile', note: 'Photos look like a model.' });
    const second = await report(woman, { userId: man.id, reason: 'harassment', note: 'Now rude too.', block: true });
    expect(second.json().blocked).toBe(true);
    const admin = await createTestAdmin(t);
    const mine = (await queue(admin)).filter((r: { reported: { _id: string } }) => r.reported._id === man.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].note).toContain('Photos look like a model.');
    expect(mine[0].note).toContain('[Harassment or abusive messages] Now rude too.');
    expect((await profiles.view(man, woman.id)).statusCode).toBe(404);
    const hisSide = JSON.stringify([
      (await t.app.inject({ method: 'GET', url: '/api/me/notices', headers: man.auth })).json(),
      (await t.app.inject({ method: 'GET', url: '/api/reports', headers: man.auth })).json(),
      (await profiles.me(man)).json(),
    ]);
    expect(hisSide).not.toContain(woman.id);
    expect(hisSide).not.toContain('model');
  });

  it('allows 10 reports a day', async () => {
    const reporter = await createWoman(t);
    for (let i = 0; i < 10; i++)
      expect((await report(reporter, { userId: (await createMan(t)).id, reason: 'other' })).statusCode).toBe(201);
    expect((await report(reporter, { userId: (await createMan(t)).id, reason: 'other' })).json().message).toBe(
      REPORT_MESSAGES.tooMany,
    );
  });
});

describe('the staff reports queue', () => {
  it('puts a member reported by three people first, and decisions close reports for their reporters', async () => {
    const admin = await createTestAdmin(t);
    const target = await createMan(t);
    const reporters = [await createWoman(t), await createWoman(t), await createWoman(t)];
    const lone = await createMan(t);
    for (const w of reporters) await report(w, { userId: target.id, reason: 'fake_profile' });
    await report(reporters[0] as never, { userId: lone.id, reason: 'other' });
    const list = await queue(admin);
    expect(list[0]).toMatchObject({ reported: { _id: target.id }, openReporters: 3 });

    const entries = list.filter((r: { reported: { _id: string } }) => r.reported._id === target.id);
    const [first, second, third] = entries;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reports/${first._id}/decision`,
          headers: admin.auth,
          payload: { action: 'dismiss', notes: 'Photos checked.' },
        })
      ).json(),
    ).toEqual({ _id: first._id, status: 'dismissed' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${second._id}/decision`,
      headers: admin.auth,
      payload: { action: 'warn' },
    });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/me/notices', headers: target.auth })).json();
    expect(notices).toEqual([{ _id: expect.any(String), message: WARNING_NOTICE, createdAt: expect.any(String) }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/me/notices/${notices[0]._id}/ack`,
      headers: target.auth,
      payload: {},
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notices', headers: target.auth })).json()).toEqual([]);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${third._id}/decision`,
      headers: admin.auth,
      payload: { action: 'deactivate', notes: 'Fake.' },
    });
    expect((await profiles.me(target)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${third._id}/decision`,
      headers: admin.auth,
      payload: { action: 'dismiss' },
    });
    expect(again.statusCode).toBe(409);

    const own = (
      await t.app.inject({
        method: 'GET',
        url: '/api/reports',
        headers: (reporters[2] as never as { auth: { authorization: string } }).auth,
      })
    ).json();
    expect(own[0]).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect(JSON.stringify(own)).not.toContain('Fake.');
    const audit = (await staff.audit(admin)).json().data.map((e: { action: string }) => e.action);
    expect(audit).toEqual(
      expect.arrayContaining(['report.dismissed', 'report.warned', 'report.deactivated', 'member.deactivated']),
    );
  });

  it('is for staff only', async () => {
    const member = await createWoman(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: member.auth })).statusCode).toBe(
      401,
    );
  });
});
