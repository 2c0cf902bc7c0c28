import { GUARDIAN_MESSAGES } from '@mithaq/contracts/guardians';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { guardianSessions } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { guardiansApi, linkTokenIn } from './guardians.test-helpers.js';

/** docs/decisions/0048-guardian-links-open-once.md: one session per link; a resent link ends the old sessions. */
const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, mailFrom: 'Mithaq <no-reply@mithaq.test>' });
afterAll(() => smtp.close());

const api = guardiansApi(t);
const wali = (member: TestMember) => `wali-${member.id.slice(0, 8)}@example.com`;
const usedAnswer = { code: 'GUARDIAN_LINK_USED', message: GUARDIAN_MESSAGES.linkUsed };

async function invite(member: TestMember): Promise<{ id: string; link: string }> {
  const before = smtp.received.length;
  const invited = await api.invite(member, { email: wali(member), name: 'Abdullah Rahman', relation: 'father' });
  expect(invited.statusCode, invited.body).toBe(201);
  return { id: invited.json().guardian._id, link: linkTokenIn(await smtp.nextTo(wali(member), before)) };
}

const sessionsOf = (guardianId: string) =>
  t.db.select().from(guardianSessions).where(eq(guardianSessions.guardianId, guardianId));
const guardianAuth = (opened: { json(): { token: string } }) => ({
  authorization: `Guardian ${opened.json().token}`,
});

describe('a guardian link', () => {
  it('opens one session; a second use, forwarded or not, is refused and opens nothing', async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    const { id, link } = await invite(member);
    const first = await api.open(link);
    expect(first.statusCode).toBe(200);

    const second = await api.open(link);
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual(usedAnswer);
    expect(await sessionsOf(id)).toHaveLength(1);
    // The session opened with it goes on.
    const me = await t.app.inject({ method: 'GET', url: '/api/guardian-view/me', headers: guardianAuth(first) });
    expect(me.statusCode).toBe(200);
  });

  it('opens one session when used twice at once', async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    const { id, link } = await invite(member);
    const answers = await Promise.all([api.open(link), api.open(link), api.open(link)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it('resent: the new link opens once, the old one is no longer valid, and its session ends', async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    const { id, link: oldLink } = await invite(member);
    const oldSession = await api.open(oldLink);
    expect(oldSession.statusCode).toBe(200);

    const before = smtp.received.length;
    expect((await api.resend(member, id)).statusCode).toBe(200);
    const newLink = linkTokenIn(await smtp.nextTo(wali(member), before));

    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/guardian-view/me',
      headers: guardianAuth(oldSession),
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(GUARDIAN_MESSAGES.sessionEnded);
    expect((await api.open(oldLink)).json()).toEqual({ code: 'UNAUTHORIZED', message: GUARDIAN_MESSAGES.linkInvalid });

    const opened = await api.open(newLink);
    expect(opened.statusCode).toBe(200);
    expect((await api.open(newLink)).json()).toEqual(usedAnswer);
    expect((await sessionsOf(id)).filter((s) => s.revokedAt === null)).toHaveLength(1);
  });

  it('answers the second use in the reader’s language', async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    const { link } = await invite(member);
    await api.open(link);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/guardian-view/session',
      headers: { 'accept-language': 'ur' },
      payload: { token: link },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(
      'سرپرست کا یہ لنک پہلے ہی استعمال ہو چکا ہے۔ رکن سے کہیں کہ آپ کو نیا دعوت نامہ بھیجیں۔',
    );
  });
});
