import { ACCOUNT_MESSAGES } from '@mithaq/contracts/account';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../platform/db/schema.js';
import { registrationInput } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { readZip } from '../../test/read-zip.js';
import { useTestApp } from '../../test/test-app.js';
import { createCouple, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { profileApi } from '../profiles/profiles.test-helpers.js';
import { codeIn, startSmtpServer } from '../verification/verification.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url });
afterAll(() => smtp.close());
const chat = messagesApi(t);
const profiles = profileApi(t);

describe('GET /api/me/export', () => {
  it("is a ZIP of the member's own data, with others only by id and name, once an hour", async () => {
    const { man, woman } = await createCouple(t, { woman: false });
    await sendOk(chat, man, woman, 'A message she cannot read yet');
    await sendOk(chat, man, woman, 'Another one');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: man.auth,
      payload: { support: { email: 'off' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: man.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mithaq-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const data = JSON.parse((await readZip(res.rawPayload)).get('mithaq-data.json')?.toString() ?? '{}');
    expect(data.profile).toMatchObject({ _id: man.id, email: man.email });
    expect(data.matches).toEqual([expect.objectContaining({ _id: woman.id, fullName: 'Aisha Rahman' })]);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
      'A message she cannot read yet',
      'Another one',
    ]);
    // His feed (she accepted his interest) and his notification settings, as saved.
    expect(data.notifications).toEqual([
      {
        type: 'interest-accepted',
        member: { _id: woman.id, fullName: 'Aisha Rahman' },
        data: {},
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(data.notificationSettings).toMatchObject({
      interests: { email: 'immediate', push: true },
      support: { email: 'off', push: true },
      quietHours: { start: '22:00', end: '07:00' },
    });
    const { rows } = await t.db.execute<{ email: string; phone: string }>(
      sql`select email, phone from members where id = ${woman.id}`,
    );
    const raw = JSON.stringify(data);
    expect(raw).not.toContain(rows[0]?.email);
    expect(raw).not.toContain(rows[0]?.phone);

    const hers = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: woman.auth });
    const herData = JSON.parse((await readZip(hers.rawPayload)).get('mithaq-data.json')?.toString() ?? '{}');
    expect(herData.messages).toEqual([]);
    expect(herData.lockedMessagesNotIncluded).toBe(2);

    const again = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: man.auth });
    expect(again.json()).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.exportTooSoon });
  });
});

describe('DELETE /api/me', () => {
  it('needs the password, erases at once, emails a confirmation and frees the email', async () => {
    const { man, woman } = await createCouple(t);
    await sendOk(chat, man, woman, 'Words of his');
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: man.auth,
      payload: { messages: { push: false } },
    });
    await t.db
      .insert(pushSubscriptions)
      .values({ memberId: man.id, endpoint: 'https://push.test/his', p256dh: 'k', auth: 'a' });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: man.auth,
      payload: { password: 'not-it' },
    });
    expect(wrong.json()).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.wrongPassword });
    await jobsSettled(t.db); // the match's own email has gone before we wait for the next one
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: man.auth,
      payload: { password: man.password },
    });
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    const mail = await smtp.nextTo(man.email, before);
    expect(mail.subject).toBe('Your Mithaq account has been deleted');
    expect(() => codeIn(mail.text)).toThrow();

    expect((await profiles.me(man)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: man.email, password: man.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await chat.inbox(woman)).json().conversations).toEqual([]);
    // His feed, settings and devices go, and her feed's item about his interest with them.
    const left = await t.db.execute<{ n: number }>(sql`
      select (select count(*) from notifications where member_id = ${man.id} or actor_id = ${man.id})
           + (select count(*) from notification_settings where member_id = ${man.id})
           + (select count(*) from push_subscriptions where member_id = ${man.id}) as n`);
    expect(Number(left.rows[0]?.n)).toBe(0);
    const hers = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: woman.auth })).json();
    expect(hers.items).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationInput({ email: man.email }),
    });
    expect(again.statusCode).toBe(201);
  });
});
