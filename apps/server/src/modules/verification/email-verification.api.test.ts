import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { OTP_MAX_TRIES, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members, verificationCodes } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { codeIn, startSmtpServer } from './verification.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, mailFrom: 'Mithaq <no-reply@mithaq.test>' });
afterAll(() => smtp.close());

const request = (who: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/verify/email/request', headers: who.auth });
const verify = (who: TestMember, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify/email/verify', headers: who.auth, payload: { otp } });
const status = async (who: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: who.auth })).json();
/** Lets the next request through the once-a-minute rule, as if a minute had passed. */
const aMinuteLater = (who: TestMember) =>
  t.db
    .update(verificationCodes)
    .set({ createdAt: sql`now() - interval '61 seconds'` })
    .where(eq(verificationCodes.memberId, who.id));

async function codeFor(who: TestMember): Promise<string> {
  const before = smtp.received.length;
  expect((await request(who)).statusCode).toBe(200);
  return codeIn((await smtp.nextTo(who.email, before)).text);
}

describe('email verification over SMTP', () => {
  it('mails a branded 6-digit code in text and HTML, and the code verifies the email', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Aisha Rahman' });
    expect(await status(member)).toMatchObject({
      emailVerified: false,
      phoneVerified: false,
      govtId: null,
      phoneMethod: 'code',
    });
    const res = await request(member);
    expect(res.json()).toEqual({ sentTo: member.email, expiresAt: expect.any(String) });
    const mail = await smtp.nextTo(member.email);
    expect(mail.from?.text).toContain('no-reply@mithaq.test');
    expect(mail.subject).toMatch(/Mithaq verification code/);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('Mithaq');
    const code = codeIn(mail.text);
    expect(String(mail.html)).toContain(code);

    const verified = await verify(member, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ emailVerified: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth })).json().emailVerified,
    ).toBe(true);
    expect((await verify(member, code)).statusCode).toBe(400);
  });

  it('tells the status which code is still live, so the page keeps its code box after a reload', async () => {
    const member = await createMember(t.app, t.db);
    expect(await status(member)).toMatchObject({ emailCode: null, phoneCode: null });
    const sent = (await request(member)).json();
    await smtp.nextTo(member.email);
    expect((await status(member)).emailCode).toEqual({ sentTo: member.email, expiresAt: sent.expiresAt });

    // An expired code is no longer offered.
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.memberId, member.id));
    expect((await status(member)).emailCode).toBeNull();

    // Nor is a code whose tries are spent, nor one already used.
    await aMinuteLater(member);
    const fresh = await codeFor(member);
    expect((await status(member)).emailCode).not.toBeNull();
    await t.db
      .update(verificationCodes)
      .set({ attempts: OTP_MAX_TRIES })
      .where(eq(verificationCodes.memberId, member.id));
    expect((await status(member)).emailCode).toBeNull();
    await t.db.update(verificationCodes).set({ attempts: 0 }).where(eq(verificationCodes.memberId, member.id));
    expect((await verify(member, fresh)).statusCode).toBe(200);
    expect(await status(member)).toMatchObject({ emailVerified: true, emailCode: null });
  });

  it('stores only a hash of the code', async () => {
    const member = await createMember(t.app, t.db);
    const code = await codeFor(member);
    const rows = await t.db.select().from(verificationCodes).where(eq(verificationCodes.memberId, member.id));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it(`refuses a wrong code with the spec's text and stops after ${OTP_MAX_TRIES} tries`, async () => {
    const member = await createMember(t.app, t.db);
    const code = await codeFor(member);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_TRIES; i++) {
      expect((await verify(member, wrong)).json()).toEqual({
        code: 'BAD_REQUEST',
        message: VERIFICATION_MESSAGES.invalidOtp,
      });
    }
    expect((await verify(member, code)).json()).toEqual({
      code: 'BAD_REQUEST',
      message: VERIFICATION_MESSAGES.tooManyTries,
    });
    expect((await status(member)).emailVerified).toBe(false);
  });

  it('expires a code after 10 minutes', async () => {
    const member = await createMember(t.app, t.db);
    const code = await codeFor(member);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.memberId, member.id));
    expect((await verify(member, code)).json().message).toBe(VERIFICATION_MESSAGES.invalidOtp);
  });

  it('lets a new code replace the old one, at most once a minute (429 with the wait) and 10 a day', async () => {
    const member = await createMember(t.app, t.db);
    const first = await codeFor(member);
    const tooSoon = await request(member);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    await aMinuteLater(member);
    const second = await codeFor(member);
    if (first !== second) expect((await verify(member, first)).statusCode).toBe(400);
    for (let i = 2; i < 10; i++) {
      await aMinuteLater(member);
      expect((await request(member)).statusCode).toBe(200);
    }
    await aMinuteLater(member);
    expect((await request(member)).json()).toEqual({
      code: 'RATE_LIMITED',
      message: VERIFICATION_MESSAGES.codesPerDay,
    });
  });

  it('voids a code once the email changes, and a changed email is unverified again', async () => {
    const member = await createMember(t.app, t.db);
    await verify(member, await codeFor(member));
    const code = await (async () => {
      await aMinuteLater(member);
      return codeFor(member);
    })();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: member.auth,
      payload: { email: `changed-${member.email}`, currentPassword: member.password },
    });
    expect(res.json()).toMatchObject({ email: `changed-${member.email}`, emailVerified: false });
    expect((await verify(member, code)).statusCode).toBe(400);
  });

  it('answers 400 with a message for a malformed code and 401 without a session', async () => {
    const member = await createMember(t.app, t.db);
    expect((await verify(member, '12ab')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify/email/request' })).statusCode).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('writes the email to DATA_DIR/outbox and logs where, never the code', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-outbox-'));
    let log = '';
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await createTestApp({ dataDir, logLevel: 'info' }, { logStream });
    try {
      const member = await createMember(app.app, app.db);
      await app.db.update(members).set({ fullName: 'Outbox Reader' }).where(eq(members.id, member.id));
      expect(
        (await app.app.inject({ method: 'POST', url: '/api/verify/email/request', headers: member.auth })).statusCode,
      ).toBe(200);
      await jobsSettled(app.db);
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${member.email}`);
      const code = codeIn(eml);
      expect(log).toContain('email written to the outbox');
      expect(log).not.toContain(code);
      const ok = await app.app.inject({
        method: 'POST',
        url: '/api/verify/email/verify',
        headers: member.auth,
        payload: { otp: code },
      });
      expect(ok.json().emailVerified).toBe(true);
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
