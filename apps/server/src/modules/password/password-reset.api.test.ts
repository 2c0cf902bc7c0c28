import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@mithaq/contracts/messages';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TTL_MINUTES,
} from '@mithaq/contracts/password';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members, passwordResetTokens, rateLimitHits } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { passwordApi, tokenIn } from './password.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mithaq.test' });
afterAll(() => smtp.close());
const api = passwordApi(t);

const sentTo = (email: string) => smtp.sentTo(email);

/** Asks for a link and returns its token, read from the email. */
async function linkFor(who: TestMember): Promise<string> {
  const before = smtp.received.length;
  expect((await api.forgot(who.email)).statusCode).toBe(202);
  return tokenIn((await smtp.nextTo(who.email, before)).text);
}

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, and emails only the known one', async () => {
    const member = await createMember(t.app, t.db);
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const known = await api.forgot(member.email.toUpperCase());
    const stranger = await api.forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({ message: PASSWORD_MESSAGES.resetLinkSent });
    await t.app.ctx.background.settled();
    await jobsSettled(t.db);
    expect(sentTo(member.email)).toHaveLength(1);
    expect(sentTo(unknown)).toHaveLength(0);
  });

  it('answers before the email is sent, so timing tells nothing', async () => {
    const member = await createMember(t.app, t.db);
    smtp.hold();
    try {
      // Were the answer waiting for the mail server, it would not come while the server holds.
      const res = await api.forgot(member.email);
      expect(res.statusCode).toBe(202);
      expect(sentTo(member.email)).toHaveLength(0);
    } finally {
      smtp.release();
    }
    await t.app.ctx.background.settled();
    await jobsSettled(t.db);
    expect(sentTo(member.email)).toHaveLength(1);
  });

  it('emails a branded link to the reset page, valid 30 minutes, in text and HTML', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Maryam Siddiqui' });
    const before = smtp.received.length;
    await api.forgot(member.email);
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('Reset your Mithaq password');
    expect(mail.text).toContain('Assalamu alaikum Maryam,');
    expect(mail.text).toContain(`for ${PASSWORD_RESET_TTL_MINUTES} minutes`);
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`https://mithaq.test/reset-password?token=${token}`);
    expect(String(mail.html)).toContain(`href="https://mithaq.test/reset-password?token=${token}"`);
  });

  it('stores only the SHA-256 of the token, with a 30-minute expiry', async () => {
    const member = await createMember(t.app, t.db);
    const token = await linkFor(member);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const { rows: raw } = await t.db.execute(sql`select * from password_reset_tokens`);
    expect(JSON.stringify(raw)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(PASSWORD_RESET_TTL_MINUTES);
  });

  it(`sends at most ${PASSWORD_RESET_EMAILS_PER_HOUR} emails an hour asked from one address, answering the same`, async () => {
    const member = await createMember(t.app, t.db);
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_EMAILS_PER_HOUR + 2; i++) answers.push((await api.forgot(member.email)).body);
    await t.app.ctx.background.settled();
    await jobsSettled(t.db);
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ message: PASSWORD_MESSAGES.resetLinkSent })]));
    expect(sentTo(member.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
    // An hour on (the window's counter gone), the address may ask again.
    await t.db.delete(rateLimitHits).where(like(rateLimitHits.key, `%${member.id}`));
    await linkFor(member);
  });

  it('sends nothing to a deactivated account', async () => {
    const member = await createMember(t.app, t.db, { columns: { accountStatus: 'deactivated' } });
    expect((await api.forgot(member.email)).json()).toEqual({ message: PASSWORD_MESSAGES.resetLinkSent });
    await t.app.ctx.background.settled();
    await jobsSettled(t.db);
    expect(sentTo(member.email)).toHaveLength(0);
  });

  it('refuses an address that is not an email', async () => {
    const res = await api.forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid email/);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and emails a confirmation', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Omar Farooq' });
    const second = await api.login(member.email, member.password);
    const token = await linkFor(member);
    const before = smtp.received.length;

    const res = await api.reset(token, 'a-brand-new-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.resetDone });

    expect((await api.me(member.auth)).statusCode).toBe(401);
    expect((await api.me({ authorization: `Bearer ${second.json().token}` })).statusCode).toBe(401);
    expect((await api.login(member.email, member.password)).statusCode).toBe(401);
    expect((await api.login(member.email, 'a-brand-new-secret')).statusCode).toBe(200);
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('Your Mithaq password was changed');
    expect(mail.text).toContain('signed out');
    expect(mail.text).not.toMatch(/reset-password\?token=/);
  });

  it('works once', async () => {
    const member = await createMember(t.app, t.db);
    const token = await linkFor(member);
    expect((await api.reset(token, 'first-new-password')).statusCode).toBe(200);
    const again = await api.reset(token, 'second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: PASSWORD_MESSAGES.resetLinkInvalid });
    expect((await api.login(member.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('stops working once expired', async () => {
    const member = await createMember(t.app, t.db);
    const token = await linkFor(member);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.memberId, member.id));
    const res = await api.reset(token, 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_MESSAGES.resetLinkInvalid);
    expect((await api.login(member.email, member.password)).statusCode).toBe(200);
  });

  it('keeps an older link working beside a newer one, until one of them is used', async () => {
    const member = await createMember(t.app, t.db);
    const older = await linkFor(member);
    const newer = await linkFor(member);
    expect((await api.reset(older, 'from-the-old-link')).statusCode).toBe(200);
    expect((await api.reset(newer, 'from-the-new-link')).json().message).toBe(PASSWORD_MESSAGES.resetLinkInvalid);
  });

  it('refuses a made-up or malformed token and a password under the registration minimum', async () => {
    const madeUp = await api.reset(randomBytes(32).toString('base64url'), 'whatever-password');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(PASSWORD_MESSAGES.resetLinkInvalid);
    const malformed = await api.reset('short', 'whatever-password');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(PASSWORD_MESSAGES.resetLinkInvalid);

    const member = await createMember(t.app, t.db);
    const token = await linkFor(member);
    const short = await api.reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(MESSAGES.passwordMin);
    // The refused attempt did not use the link up.
    expect((await api.reset(token, '123456')).statusCode).toBe(200);
  });

  it('does not reopen an account deactivated after the link was sent', async () => {
    const member = await createMember(t.app, t.db);
    const token = await linkFor(member);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, member.id));
    expect((await api.reset(token, 'while-deactivated')).statusCode).toBe(400);
  });
});

describe('per-IP limits', () => {
  it('answers 429 once one address asks too often, known email or not', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url, authRateLimitPerIp: 2 });
    try {
      const forgot = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
      expect((await forgot('one@example.com')).statusCode).toBe(202);
      expect((await forgot('two@example.com')).statusCode).toBe(202);
      const third = await forgot('three@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MESSAGES.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});

describe('the reset page', () => {
  it('sends no Referer, so the token in its address goes nowhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/reset-password?token=abc' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const other = await t.app.inject({ method: 'GET', url: '/login' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
