import { MESSAGES } from '@mithaq/contracts/messages';
import { PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { passwordApi, tokenIn } from './password.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url });
afterAll(() => smtp.close());
const api = passwordApi(t);

describe('change password in Settings', () => {
  it('keeps this session, ends the others, and emails a confirmation', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Bilal Ahmed' });
    const other = (await api.login(member.email, member.password)).json().token as string;
    const before = smtp.received.length;

    const res = await api.change(member, member.password, 'my-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.changed });

    expect((await api.me(member.auth)).statusCode).toBe(200);
    expect((await api.me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await api.login(member.email, member.password)).statusCode).toBe(401);
    expect((await api.login(member.email, 'my-new-password')).statusCode).toBe(200);
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('Your Mithaq password was changed');
    expect(mail.text).toContain('Assalamu alaikum Bilal,');
    expect(mail.text).toContain('changed in Settings');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const member = await createMember(t.app, t.db);
    const res = await api.change(member, 'not-my-password', 'my-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PASSWORD_MESSAGES.wrongCurrentPassword });
    expect((await api.me(member.auth)).statusCode).toBe(200);
    expect((await api.login(member.email, member.password)).statusCode).toBe(200);
  });

  it('holds the new password to the registration rule and needs a session', async () => {
    const member = await createMember(t.app, t.db);
    const short = await api.change(member, member.password, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(MESSAGES.passwordMin);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: { currentPassword: member.password, newPassword: 'my-new-password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends a reset link that was still out', async () => {
    const member = await createMember(t.app, t.db);
    const before = smtp.received.length;
    await api.forgot(member.email);
    const token = tokenIn((await smtp.nextTo(member.email, before)).text);
    expect((await api.change(member, member.password, 'changed-in-settings')).statusCode).toBe(200);
    expect((await api.reset(token, 'from-the-old-link')).json().message).toBe(PASSWORD_MESSAGES.resetLinkInvalid);
  });
});
