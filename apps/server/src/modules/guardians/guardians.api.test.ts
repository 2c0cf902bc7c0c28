import { GUARDIAN_INVITES_PER_DAY, GUARDIAN_MESSAGES } from '@mithaq/contracts/guardians';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { guardians, members, messages } from '../../platform/db/schema.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createCouple, makePremium, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { hashLinkToken } from './guardian-tokens.js';
import { guardiansApi, inviteAndOpen, linkTokenIn } from './guardians.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, mailFrom: 'Mithaq <no-reply@mithaq.test>' });
afterAll(() => smtp.close());

const api = guardiansApi(t);
const chat = messagesApi(t);
const wali = (tag: string) => `wali-${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('inviting a guardian', () => {
  it('invites one guardian by email, in the member’s language, keeping only the link’s SHA-256', async () => {
    const { woman } = await createCouple(t);
    await t.db.update(members).set({ locale: 'ur' }).where(eq(members.id, woman.id));
    expect((await api.list(woman)).json()).toEqual({ guardian: null });
    const email = wali('ur');
    const before = smtp.received.length;
    const res = await api.invite(woman, { email: email.toUpperCase(), name: 'Abdullah Rahman', relation: 'father' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guardian).toMatchObject({
      email,
      name: 'Abdullah Rahman',
      relation: 'father',
      status: 'invited',
    });
    expect(res.json().guardian.locale).toBe('ur');

    const mail = await smtp.nextTo(email, before);
    expect(mail.subject).toContain('سرپرست');
    expect(String(mail.html)).toContain('dir="rtl"');
    const token = linkTokenIn(mail);
    const [row] = await t.db.select().from(guardians).where(eq(guardians.memberId, woman.id));
    expect(row?.linkTokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const again = await api.invite(woman, { email: wali('two'), name: 'Omar', relation: 'brother' });
    expect(again.statusCode).toBe(409);
    // The member reads Urdu: the refusal is in Urdu too.
    expect(again.json()).toEqual({ code: 'CONFLICT', message: expect.stringContaining('سرپرست') });
    expect((await api.list(woman)).json().guardian._id).toBe(res.json().guardian._id);
  });

  it('refuses the member’s own address, an unknown relation and a missing name, with clear messages', async () => {
    const { woman } = await createCouple(t);
    const own = await api.invite(woman, { email: woman.email, name: 'Me', relation: 'other' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(GUARDIAN_MESSAGES.ownEmail);
    const relation = await api.invite(woman, { email: wali('r'), name: 'Omar', relation: 'cousin' });
    expect(relation.statusCode).toBe(400);
    expect(relation.json().message).toBe(GUARDIAN_MESSAGES.relationInvalid);
    const name = await api.invite(woman, { email: wali('n'), name: '  ', relation: 'imam' });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(GUARDIAN_MESSAGES.nameRequired);
    expect((await api.list(woman)).json()).toEqual({ guardian: null });
  });

  it('limits invitations and resent links to a few a day; a resent link replaces the old one', async () => {
    const { woman } = await createCouple(t);
    const email = wali('resend');
    const before = smtp.received.length;
    const invited = await api.invite(woman, { email, name: 'Omar', relation: 'brother' });
    const id = invited.json().guardian._id as string;
    const first = linkTokenIn(await smtp.nextTo(email, before));
    const mid = smtp.received.length;
    expect((await api.resend(woman, id)).statusCode).toBe(200);
    const second = linkTokenIn(await smtp.nextTo(email, mid));
    expect(second).not.toBe(first);
    expect((await api.open(first)).statusCode).toBe(401);
    expect((await api.open(second)).statusCode).toBe(200);
    for (let i = 2; i < GUARDIAN_INVITES_PER_DAY; i++) expect((await api.resend(woman, id)).statusCode).toBe(200);
    const refused = await api.resend(woman, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(GUARDIAN_MESSAGES.tooManyInvites);
  });
});

describe('the guardian’s link and session', () => {
  it('opens a session from the link; removing the guardian ends it at once, and the link with it', async () => {
    const { woman } = await createCouple(t);
    expect((await api.open('x'.repeat(43))).statusCode).toBe(401);
    const guardian = await inviteAndOpen(api, smtp, woman);
    const me = await api.me(guardian);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ guardianName: 'Abdullah Rahman', relation: 'father', member: { _id: woman.id } });
    expect((await api.list(woman)).json().guardian).toMatchObject({ status: 'opened', openedAt: expect.any(String) });

    const removed = await api.remove(woman, guardian.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ guardian: null });
    const after = await api.me(guardian);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(GUARDIAN_MESSAGES.sessionEnded);
    expect((await api.remove(woman, guardian.id)).statusCode).toBe(404);
    // A new guardian may be invited once the old one is gone.
    expect((await api.invite(woman, { email: wali('next'), name: 'Omar', relation: 'uncle' })).statusCode).toBe(201);
  });

  it('signs out one session, and lets the guardian turn their daily email off', async () => {
    const { woman } = await createCouple(t);
    const guardian = await inviteAndOpen(api, smtp, woman);
    const off = await api.dailyEmail(guardian, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().dailyEmail).toBe(false);
    expect((await api.list(woman)).json().guardian.dailyEmail).toBe(false);
    expect((await api.signOut(guardian)).statusCode).toBe(200);
    expect((await api.me(guardian)).statusCode).toBe(401);
  });
});

describe('chaperoned conversations', () => {
  it('flags the thread on both sides; the other member’s acknowledgement is recorded', async () => {
    const { man, woman } = await createCouple(t);
    await inviteAndOpen(api, smtp, woman);
    const hers = (await chat.thread(woman, man.id)).json();
    expect(hers.chaperoned).toBe(true);
    expect(hers.chaperone).toEqual({ byMyGuardian: true, otherMemberName: null, acknowledged: true });
    const his = (await chat.thread(man, woman.id)).json();
    expect(his.chaperoned).toBe(true);
    expect(his.chaperone).toEqual({ byMyGuardian: false, otherMemberName: 'Aisha Rahman', acknowledged: false });

    expect((await api.ack(man, woman.id)).json()).toEqual({ acknowledged: true });
    expect((await api.ack(man, woman.id)).statusCode).toBe(200);
    expect((await chat.thread(man, woman.id)).json().chaperone.acknowledged).toBe(true);
    // Nobody to acknowledge on her side, and no acknowledging a stranger's conversation.
    const none = await api.ack(woman, man.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(GUARDIAN_MESSAGES.noGuardian);
    const stranger = await createMan(t);
    expect((await api.ack(stranger, woman.id)).statusCode).toBe(404);
  });

  it('is not chaperoned when neither member has a guardian', async () => {
    const { man, woman } = await createCouple(t);
    const thread = (await chat.thread(man, woman.id)).json();
    expect(thread.chaperoned).toBe(false);
    expect(thread.chaperone).toEqual({ byMyGuardian: false, otherMemberName: null, acknowledged: true });
  });
});

describe('the guardian view', () => {
  it('shows matches, and only the conversations whose other member acknowledged, read-only', async () => {
    const { man, woman } = await createCouple(t);
    const other = await createMan(t, {}, { fullName: 'Bilal Ahmed' });
    await makeMatch(profileApi(t), other, woman);
    await makePremium(t, other);
    const guardian = await inviteAndOpen(api, smtp, woman);
    await sendOk(chat, man, woman, 'Salaam, acknowledged words');
    await sendOk(chat, other, woman, 'Salaam, words the guardian must not see');
    await api.ack(man, woman.id);

    const matches = (await api.matches(guardian)).json().matches.map((m: { _id: string }) => m._id);
    expect(matches.sort()).toEqual([man.id, other.id].sort());
    const conversations = (await api.conversations(guardian)).json().conversations;
    expect(conversations.map((c: { user: { _id: string } }) => c.user._id)).toEqual([man.id]);

    const thread = await api.thread(guardian, man.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { content: string }) => m.content)).toEqual(['Salaam, acknowledged words']);
    expect((await api.thread(guardian, other.id)).statusCode).toBe(404);
    // The guardian reading marks nothing read.
    const [sent] = await t.db.select().from(messages).where(eq(messages.senderId, man.id));
    expect(sent?.readAt).toBeNull();
  });

  it('shows messages as the member may read them: a free member’s received messages stay locked', async () => {
    const { man, woman } = await createCouple(t, { woman: false });
    const guardian = await inviteAndOpen(api, smtp, woman);
    await sendOk(chat, man, woman, 'Words a free member cannot read');
    await api.ack(man, woman.id);
    const thread = (await api.thread(guardian, man.id)).json();
    expect(thread.canRead).toBe(false);
    expect(thread.messages[0]).toMatchObject({ content: null, locked: true });
  });

  it('is listed for staff in the member detail, removed guardians too', async () => {
    const { woman } = await createCouple(t);
    const first = await inviteAndOpen(api, smtp, woman);
    await api.remove(woman, first.id);
    await api.invite(woman, { email: wali('staff'), name: 'Imam Yusuf', relation: 'imam' });
    const staff = await createTestAdmin(t);
    const detail = (await adminApi(t).profile(staff, woman.id)).json();
    expect(detail.guardians).toHaveLength(2);
    expect(detail.guardians[0]).toMatchObject({ name: 'Imam Yusuf', relation: 'imam', removedAt: null });
    expect(detail.guardians[1]).toMatchObject({ email: first.email, removedAt: expect.any(String) });
    expect(detail.guardians[1].openedAt).toEqual(expect.any(String));
  });

  it('ends with the member’s account: erasure removes their guardians and every session of theirs', async () => {
    const { woman } = await createCouple(t);
    const guardian = await inviteAndOpen(api, smtp, woman);
    const staff = await createTestAdmin(t);
    const erased = await adminApi(t).setStatus(staff, woman.id, 'deleted');
    expect(erased.json().guardians).toEqual([]);
    expect((await api.me(guardian)).statusCode).toBe(401);
    expect(await t.db.select().from(guardians).where(eq(guardians.memberId, woman.id))).toEqual([]);
  });
});

describe('the guardian’s daily email', () => {
  it('counts new matches and messages by name, never their words; its link turns it off', async () => {
    const { man, woman } = await createCouple(t);
    const guardian = await inviteAndOpen(api, smtp, woman);
    await sendOk(chat, man, woman, 'A private sentence about the wedding');
    await sendOk(chat, woman, man, 'A private reply');
    await api.ack(man, woman.id);
    const before = smtp.received.length;
    await t.db.execute(sql`select graphile_worker.add_job('send-guardian-digests')`);
    const mail = await smtp.nextTo(guardian.email, before);
    expect(mail.subject).toContain('Aisha Rahman');
    expect(mail.text).toContain('1 new match: Yusuf Khan');
    expect(mail.text).toContain('Yusuf Khan: 2 messages');
    expect(mail.text).not.toContain('private');
    expect(String(mail.html)).not.toContain('private');

    // Once a day: a second run sends nothing.
    await t.db.execute(sql`select graphile_worker.add_job('send-guardian-digests')`);
    await jobsSettled(t.db);
    expect(smtp.countTo(guardian.email)).toBe(2);

    const unsubscribe = /#unsubscribe=([^\s]+)/.exec(mail.text ?? '')?.[1] ?? '';
    const res = await api.unsubscribe(decodeURIComponent(unsubscribe));
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.list(woman)).json().guardian.dailyEmail).toBe(false);
    expect((await api.unsubscribe('not-a-token')).statusCode).toBe(400);
  });
});
