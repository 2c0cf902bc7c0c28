import { PASSWORD_MESSAGES, PASSWORD_RESET_EMAILS_PER_HOUR } from '@mithaq/contracts/password';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { passwordApi, tokenIn } from './password.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url });
afterAll(() => smtp.close());
const api = passwordApi(t);
const staff = adminApi(t);
const sendLink = (auth: { authorization: string } | undefined, userId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/profiles/${userId}/password-reset`, headers: auth });

describe('staff send a reset link', () => {
  it('emails the member a link staff never see, and writes the audit log', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db, { fullName: 'Hafsa Begum' });
    const before = smtp.received.length;

    const res = await sendLink(admin.auth, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.staffLinkSent });

    const mail = await smtp.nextTo(member.email, before);
    expect(mail.text).toContain('Our support team has sent you a link to reset');
    const token = tokenIn(mail.text);
    expect(res.body).not.toContain(token);
    const audit = (await staff.audit(admin)).json();
    const entry = audit.data.find((e: { targetId: string }) => e.targetId === member.id);
    expect(entry).toMatchObject({ action: 'member.password_reset_link_sent', admin: { _id: admin.id } });
    expect(JSON.stringify(audit)).not.toContain(token);

    expect((await api.reset(token, 'chosen-by-member')).statusCode).toBe(200);
    expect((await api.login(member.email, 'chosen-by-member')).statusCode).toBe(200);
  });

  it(`has a limit of ${PASSWORD_RESET_EMAILS_PER_HOUR} an hour of its own, which anonymous requests do not use up`, async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    for (let i = 0; i < PASSWORD_RESET_EMAILS_PER_HOUR + 1; i++) await api.forgot(member.email);
    await t.app.ctx.background.settled();
    await jobsSettled(t.db);
    for (let i = 0; i < PASSWORD_RESET_EMAILS_PER_HOUR; i++)
      expect((await sendLink(admin.auth, member.id)).statusCode).toBe(200);
    const refused = await sendLink(admin.auth, member.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PASSWORD_MESSAGES.staffTooMany);
  });

  it('is refused to members, and for unknown or erased accounts', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    // A member token fails every staff route the same way (docs/decisions/0010-staff-console-and-support.md).
    expect((await sendLink(member.auth, member.id)).statusCode).toBe(401);
    expect((await sendLink(undefined, member.id)).statusCode).toBe(401);
    expect((await sendLink(admin.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await staff.setStatus(admin, member.id, 'deleted')).statusCode).toBe(200);
    const erased = await sendLink(admin.auth, member.id);
    expect(erased.statusCode).toBe(409);
    expect(erased.json().message).toBe(PASSWORD_MESSAGES.staffNotActive);
  });
});
