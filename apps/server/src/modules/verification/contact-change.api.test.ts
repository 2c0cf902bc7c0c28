import { randomUUID } from 'node:crypto';
import { CONTACT_UNDO_DAYS, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactHistory, contactUndoTokens, members } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { passwordApi, tokenIn } from '../password/password.test-helpers.js';
import { startSmtpServer } from './verification.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mithaq.test' });
afterAll(() => smtp.close());
const password = passwordApi(t);

const newAddress = () => `moved-${randomUUID()}@example.com`;
const put = (who: TestMember, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${who.id}`, headers: who.auth, payload });
const undo = (token: string) => t.app.inject({ method: 'POST', url: '/api/account/contact-undo', payload: { token } });
const rowOf = async (id: string) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

/** The token of the undo link in a notice's text. */
function undoTokenIn(text: string | undefined): string {
  const token = /\/reset-password\?undo=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no undo link in: ${text}`);
  return token;
}

/** Changes the email with the right password and returns the undo token the old address received. */
async function changeEmail(who: TestMember, email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await put(who, { email, currentPassword: who.password });
  expect(res.statusCode).toBe(200);
  return undoTokenIn((await smtp.nextTo(who.email, before)).text);
}

async function settled() {
  await t.app.ctx.background.settled();
  await jobsSettled(t.db);
}

describe('changing the email or phone needs the current password', () => {
  it('refuses a missing or wrong password with a stable code, and saves nothing', async () => {
    const member = await createMember(t.app, t.db);
    const missing = await put(member, { email: newAddress() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: VERIFICATION_MESSAGES.currentPasswordRequired,
    });
    const wrong = await put(member, { phone: '+919876543210', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: VERIFICATION_MESSAGES.wrongCurrentPassword,
    });
    const row = await rowOf(member.id);
    expect(row?.email).toBe(member.email);
    expect(row?.phone).toBeNull();
    expect(await t.db.select().from(contactHistory).where(eq(contactHistory.memberId, member.id))).toEqual([]);
    await settled();
    expect(smtp.sentTo(member.email)).toHaveLength(0);
  });

  it('saves the same address again without a password (the spec request shape stays valid)', async () => {
    const member = await createMember(t.app, t.db);
    expect((await put(member, { email: member.email })).statusCode).toBe(200);
  });

  it('tells the old address, with an undo link valid 7 days, and not the new one', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Zainab Ansari' });
    const next = newAddress();
    const before = smtp.received.length;
    const res = await put(member, { email: next, currentPassword: member.password });
    expect(res.json()).toMatchObject({ email: next, emailVerified: false });
    const notice = await smtp.nextTo(member.email, before);
    expect(notice.subject).toBe('The contact details of your Mithaq account were changed');
    expect(notice.text).toContain(`from ${member.email} to ${next}`);
    expect(notice.text).toContain(`within ${CONTACT_UNDO_DAYS} days`);
    const token = undoTokenIn(notice.text);
    expect(String(notice.html)).toContain(`href="https://mithaq.test/reset-password?undo=${token}"`);
    await settled();
    expect(smtp.sentTo(next)).toHaveLength(0);
  });

  it("writes the notice in the member's language", async () => {
    const member = await createMember(t.app, t.db, { columns: { locale: 'ur' } });
    const before = smtp.received.length;
    await put(member, { email: newAddress(), currentPassword: member.password });
    const notice = await smtp.nextTo(member.email, before);
    expect(notice.subject).toBe('آپ کے Mithaq اکاؤنٹ کی رابطہ معلومات بدلی گئیں');
    expect(String(notice.html)).toContain('dir="rtl"');
  });

  it('tells the account email of a phone change, with no undo link', async () => {
    const member = await createMember(t.app, t.db);
    const before = smtp.received.length;
    expect((await put(member, { phone: '+91 98765 43210', currentPassword: member.password })).statusCode).toBe(200);
    const notice = await smtp.nextTo(member.email, before);
    expect(notice.text).toContain('ending in 3210');
    expect(notice.text).not.toContain('undo=');
  });
});

describe('the undo link', () => {
  it('restores the old address as verified as it was, ends every session, and leads to a new password', async () => {
    const member = await createMember(t.app, t.db);
    await t.db.update(members).set({ emailVerified: true }).where(eq(members.id, member.id));
    const second = await password.login(member.email, member.password);
    const taker = newAddress();
    const token = await changeEmail(member, taker);

    const res = await undo(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: VERIFICATION_MESSAGES.undone, email: member.email });
    const row = await rowOf(member.id);
    expect(row?.email).toBe(member.email);
    expect(row?.emailVerified).toBe(true);
    expect((await password.me(member.auth)).statusCode).toBe(401);
    expect((await password.me({ authorization: `Bearer ${second.json().token}` })).statusCode).toBe(401);

    expect((await password.reset(body.resetToken, 'chosen-after-undo')).statusCode).toBe(200);
    expect((await password.login(member.email, 'chosen-after-undo')).statusCode).toBe(200);
    expect((await password.login(taker, 'chosen-after-undo')).statusCode).toBe(401);
  });

  it('works once, and a link sent to the taker after it cannot undo it back', async () => {
    const member = await createMember(t.app, t.db);
    const first = newAddress();
    const fromOwner = await changeEmail(member, first);
    // The taker moves the email again; this link goes to the taker's address.
    const fromTaker = await changeEmail({ ...member, email: first }, newAddress());
    expect((await undo(fromOwner)).statusCode).toBe(200);
    const again = await undo(fromOwner);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: VERIFICATION_MESSAGES.undoLinkInvalid });
    expect((await undo(fromTaker)).statusCode).toBe(400);
    expect((await rowOf(member.id))?.email).toBe(member.email);
  });

  it('is refused, changing nothing, when another account has taken the old address meanwhile', async () => {
    const member = await createMember(t.app, t.db);
    const next = newAddress();
    const token = await changeEmail(member, next);
    await createMember(t.app, t.db, { email: member.email });
    const res = await undo(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.undoEmailTaken);
    expect((await rowOf(member.id))?.email).toBe(next);
    expect((await password.me(member.auth)).statusCode).toBe(200);
  });

  it(`is refused after ${CONTACT_UNDO_DAYS} days`, async () => {
    const member = await createMember(t.app, t.db);
    const next = newAddress();
    const token = await changeEmail(member, next);
    await t.db
      .update(contactUndoTokens)
      .set({
        createdAt: sql`now() - make_interval(days => ${CONTACT_UNDO_DAYS}, secs => 1)`,
        expiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(contactUndoTokens.memberId, member.id));
    const res = await undo(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.undoLinkInvalid);
    expect((await rowOf(member.id))?.email).toBe(next);
    expect((await password.me(member.auth)).statusCode).toBe(200);
  });
});

describe('where reset links and password notices go', () => {
  it('sends the reset link to the registered address, not the new unverified one, until it is verified', async () => {
    const member = await createMember(t.app, t.db);
    const next = newAddress();
    await changeEmail(member, next);
    let before = smtp.received.length;
    expect((await password.forgot(next)).statusCode).toBe(202);
    const link = await smtp.nextTo(member.email, before);
    expect(link.subject).toBe('Reset your Mithaq password');
    await settled();
    expect(smtp.sentTo(next)).toHaveLength(0);

    await t.db.update(members).set({ emailVerified: true }).where(eq(members.id, member.id));
    before = smtp.received.length;
    await password.forgot(next);
    tokenIn((await smtp.nextTo(next, before)).text);
  });

  it('sends "your password was changed" to every address of the last 30 days, not older ones', async () => {
    const member = await createMember(t.app, t.db);
    const second = newAddress();
    const third = newAddress();
    await changeEmail(member, second);
    await changeEmail({ ...member, email: second }, third);
    const longAgo = newAddress();
    await t.db.insert(contactHistory).values({
      memberId: member.id,
      kind: 'email',
      value: longAgo,
      origin: 'registered',
      addedAt: sql`now() - interval '60 days'`,
      replacedAt: sql`now() - interval '31 days'`,
    });
    const before = smtp.received.length;
    expect((await password.change(member, member.password, 'a-new-password')).statusCode).toBe(200);
    for (const address of [member.email, second, third]) {
      expect((await smtp.nextTo(address, before)).subject).toBe('Your Mithaq password was changed');
    }
    await settled();
    expect(smtp.sentTo(longAgo)).toHaveLength(0);
  });
});
