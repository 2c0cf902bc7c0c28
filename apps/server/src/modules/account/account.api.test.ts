import { ACCOUNT_MESSAGES } from '@mithaq/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationInput } from '../../test/factories.js';
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
    const { rows } = await t.db.execute<{ email: string; phone: string }>(
      (await import('drizzle-orm')).sql`select email, phone from members where id = ${woman.id}`,
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
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: man.auth,
      payload: { password: 'not-it' },
    });
    expect(wrong.json()).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.wrongPassword });
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
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationInput({ email: man.email }),
    });
    expect(again.statusCode).toBe(201);
  });
});
