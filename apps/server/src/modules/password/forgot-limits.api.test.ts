import { PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR, PASSWORD_RESET_EMAILS_PER_HOUR } from '@mithaq/contracts/password';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { createTestAdmin } from '../admin/admin.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { passwordApi, tokenIn } from './password.test-helpers.js';

const smtp = await startSmtpServer();
// Every request here comes from a few addresses: the per-address limit of all forgot calls is not what is tested.
const t = useTestApp({ smtpUrl: smtp.url, authRateLimitPerIp: 1000 });
afterAll(() => smtp.close());
const api = passwordApi(t);

const forgotFrom = (remoteAddress: string, email: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress, headers });
const sendStaffLink = (auth: { authorization: string }, memberId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/profiles/${memberId}/password-reset`, headers: auth });

async function settled() {
  await t.app.ctx.background.settled();
  await jobsSettled(t.db);
}

/** A stranger at one address uses up what that address may ask for the victim. */
async function exhaustFrom(address: string, victim: TestMember) {
  for (let i = 0; i < PASSWORD_RESET_EMAILS_PER_HOUR + 1; i++)
    expect((await forgotFrom(address, victim.email)).statusCode).toBe(202);
  await settled();
}

describe('forgot-password limits count per requester address', () => {
  it("lets a stranger's requests neither block the owner's own request nor a staff-sent link; the newest link works", async () => {
    const victim = await createMember(t.app, t.db);
    await exhaustFrom('203.0.113.9', victim);
    expect(smtp.sentTo(victim.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);

    let before = smtp.received.length;
    await forgotFrom('198.51.100.20', victim.email);
    const owners = tokenIn((await smtp.nextTo(victim.email, before)).text);

    const admin = await createTestAdmin(t);
    before = smtp.received.length;
    expect((await sendStaffLink(admin.auth, victim.id)).statusCode).toBe(200);
    const staffs = tokenIn((await smtp.nextTo(victim.email, before)).text);

    // Older links stay valid, so the stranger's requests could not end the owner's; the newest works.
    expect(owners).not.toBe(staffs);
    expect((await api.reset(staffs, 'from-the-newest-link')).statusCode).toBe(200);
    expect((await api.login(victim.email, 'from-the-newest-link')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const victim = await createMember(t.app, t.db);
    for (let i = 1; i <= PASSWORD_RESET_EMAILS_PER_HOUR + 2; i++) await forgotFrom(`2001:db8:5:7::${i}`, victim.email);
    await settled();
    expect(smtp.sentTo(victim.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
  });

  it(`caps anonymous requests for one account at ${PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR} an hour; the owner signed in passes`, async () => {
    const victim = await createMember(t.app, t.db);
    for (let i = 1; i <= PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR + 2; i++) await forgotFrom(`192.0.2.${i}`, victim.email);
    await settled();
    expect(smtp.sentTo(victim.email)).toHaveLength(PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR);

    const before = smtp.received.length;
    await forgotFrom('198.51.100.77', victim.email, victim.auth);
    tokenIn((await smtp.nextTo(victim.email, before)).text);
  });
});
