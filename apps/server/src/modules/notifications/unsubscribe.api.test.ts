import {
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationSettings,
} from '@mithaq/contracts/notifications';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe.js';

const t = useTestApp();

let aisha: TestMember;
let omar: TestMember;

beforeEach(async () => {
  aisha = await createMember(t.app, t.db);
  omar = await createMember(t.app, t.db, { fullName: 'Omar Khan', gender: 'Male' });
});

const settingsOf = async (member: TestMember): Promise<NotificationSettings> =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: member.auth })).json();

/** The path and query of a member's unsubscribe address, as an email carries it. */
function addressFor(member: TestMember, kind: NotificationKind): string {
  const link = unsubscribeLink(t.config, member.id, kind);
  if (!link) throw new Error(`${kind} has no unsubscribe link`);
  const url = new URL(link.url);
  return `${url.pathname}${url.search}`;
}

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns off that kind of email for that member only, without a session', async () => {
    const res = await oneClick(addressFor(aisha, 'interests'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You will no longer get emails about new interests.');
    expect(res.body).toContain('href="http://localhost:');
    expect(res.body).toMatch(/href="[^"]*\/settings"/);

    const mine = await settingsOf(aisha);
    expect(mine.interests).toEqual({ email: 'off', push: true });
    expect(mine.matches.email).toBe('immediate');
    expect(mine.messages.email).toBe('immediate');
    const his = await settingsOf(omar);
    expect(his.interests.email).toBe('immediate');
  });

  it('answers JSON to a client that asks for it', async () => {
    const res = await oneClick(addressFor(aisha, 'matches'), { accept: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await settingsOf(aisha)).matches.email).toBe('off');
  });

  it('works from the confirmation page’s button (a form post with no fields)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: addressFor(aisha, 'messages'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect((await settingsOf(aisha)).messages.email).toBe('off');
  });

  it('does not touch another kind: a token for matches leaves interests on', async () => {
    await oneClick(addressFor(aisha, 'matches'));
    const mine = await settingsOf(aisha);
    expect(mine.matches.email).toBe('off');
    expect(mine.interests.email).toBe('immediate');
  });

  it('answers in the member’s saved language', async () => {
    await t.db.update(members).set({ locale: 'ur' }).where(eq(members.id, aisha.id));
    const res = await oneClick(addressFor(aisha, 'interests'), { 'accept-language': 'en' });
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('اب آپ کو نئی دلچسپیوں کے بارے میں ای میلز نہیں ملیں گی۔');
  });

  it('gives no unsubscribe address for payment emails, which are account records', () => {
    expect(unsubscribeLink(t.config, aisha.id, 'payments')).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('asks before changing anything: GET shows a button and changes nothing', async () => {
    const url = addressFor(aisha, 'interests');
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<form method="post" action="${url.replaceAll('&', '&amp;')}">`);
    expect(res.body).toContain('<button type="submit">');
    expect((await settingsOf(aisha)).interests.email).toBe('immediate');
  });
});

describe('a link that is not ours', () => {
  it('answers 400 to a tampered token, and changes nothing', async () => {
    const url = addressFor(aisha, 'interests');
    // The same signature over Omar's id: the payload no longer matches it.
    const [, signature] = (new URL(url, 'http://x').searchParams.get('token') ?? '').split('.');
    const forged = `${Buffer.from(`${omar.id}:interests`).toString('base64url')}.${signature}`;
    const res = await oneClick(`/api/notifications/unsubscribe?token=${forged}`, { accept: 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    expect((await settingsOf(omar)).interests.email).toBe('immediate');
  });

  it('answers 400 to a token signed with another secret, and to nonsense', async () => {
    const foreign = unsubscribeToken('another-secret', { memberId: aisha.id, kinds: ['interests'] });
    for (const token of [foreign, 'nonsense', '', 'a.b.c']) {
      const res = await oneClick(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.headers['content-type'], token).toContain('text/html');
      expect(res.body, token).toContain(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    }
    expect((await settingsOf(aisha)).interests.email).toBe('immediate');
  });

  it('answers 400 for a token naming payments, which cannot be unsubscribed', async () => {
    const token = unsubscribeToken(t.config.authSecret, { memberId: aisha.id, kinds: ['payments'] });
    const res = await oneClick(`/api/notifications/unsubscribe?token=${token}`, { accept: 'application/json' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 with the same message for an erased member', async () => {
    const url = addressFor(aisha, 'interests');
    await t.db.update(members).set({ accountStatus: 'deleted', deletedAt: new Date() }).where(eq(members.id, aisha.id));
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect(res.statusCode, method).toBe(400);
      expect(res.json().message, method).toBe(NOTIFICATION_MESSAGES.badUnsubscribeLink);
    }
  });
});
