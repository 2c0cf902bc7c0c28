import { ageOn, isoDateUtc } from '@mithaq/contracts/profile-rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileKey } from '../lib/file-crypto.js';
import { interests, members } from '../platform/db/schema.js';
import { createMember } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from './demo-seed.js';
import { DEMO_ADMIN_LOGIN, DEMO_ADMIN_PASSWORD } from './demo-staff.js';

const t = useTestApp();

const countWhere = async (query: ReturnType<typeof sql>) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`)).rows[0]?.n;

/** What the demo shows agrees with what lies behind it. */
async function expectConsistentDemoData() {
  // Verified badge <=> a verified document; pending and rejected documents leave the member unverified.
  expect(
    await countWhere(sql`select 1 from members m left join govt_ids g on g.member_id = m.id
      where m.is_verified <> coalesce(g.status = 'verified', false)
         or m.verification_status <> case when g.status in ('verified', 'rejected') then g.status else 'unverified' end`),
  ).toBe(0);
  expect(await countWhere(sql`select 1 from govt_ids where status = 'verified'`)).toBeGreaterThan(0);
  expect(await countWhere(sql`select 1 from govt_ids where status = 'rejected' and notes is not null`)).toBe(1);
  // The age shown is the one the date of birth gives; partner ages are ranges, none left as text.
  const rows = await t.db.select().from(members);
  for (const m of rows) {
    expect(m.dob && ageOn(m.dob, isoDateUtc()), m.email).toBe(m.age);
    expect(m.partner, m.email).not.toHaveProperty('age');
    expect(m.partnerAgeNote).toBeNull();
  }
  expect(rows.filter((m) => m.partnerAgeMin !== null).length).toBeGreaterThan(0);
  // A blurred photo needs a photo; the ticket about a pending photo comes from a member with one.
  expect(await countWhere(sql`select 1 from members where photo_blurred and photo_id is null`)).toBe(0);
  expect(
    await countWhere(sql`select 1 from support_tickets t join photos p on p.member_id = t.member_id
      where t.subject = 'My photo is still pending' and p.status = 'pending'`),
  ).toBe(1);
}

describe('seedDemo', () => {
  it('fills an empty database with members, photos and interests, and the demo login works', async () => {
    const result = await seedDemo(t.app.ctx, { total: 20, force: false, fileKey: fileKey(t.config) });
    expect(result).toMatchObject({ seeded: true, members: 21 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGIN, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const [demo] = await t.db.select().from(members).where(eq(members.email, DEMO_LOGIN));
    const received = await t.db
      .select()
      .from(interests)
      .where(eq(interests.toId, demo?.id ?? ''));
    expect(received.filter((i) => i.status === 'pending').length).toBeGreaterThan(0);
    expect(received.filter((i) => i.status === 'accepted').length).toBeGreaterThan(0);
    expect(result).toMatchObject({ chatPartner: expect.stringContaining('@demo.mithaq.app') });

    // Premium, with one conversation read and one waiting; the chat partner can sign in and reply.
    const auth = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json()).toMatchObject({
      membershipTier: 'premium',
    });
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/messages/inbox', headers: auth })).json();
    const talked = inbox.conversations.filter((c: { lastMessage: unknown }) => c.lastMessage);
    expect(talked).toHaveLength(2);
    expect(talked.filter((c: { unreadCount: number }) => c.unreadCount > 0)).toHaveLength(1);
    expect(inbox.unreadCount).toBe(2);

    // The feed shows the interests received, the waiting ones unread.
    const feed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json();
    const pending = received.filter((i) => i.status === 'pending').length;
    expect(feed.items).toHaveLength(pending + received.filter((i) => i.status === 'accepted').length);
    expect(feed.unreadCount).toBe(pending);
    const partner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: result.seeded ? result.chatPartner : '', password: DEMO_PASSWORD },
    });
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${demo?.id}`,
      headers: { authorization: `Bearer ${partner.json().token}` },
    });
    expect(thread.json()).toMatchObject({ canSend: true });

    // Some free members have messages they cannot read.
    const lockedRows = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from messages m join members r on r.id = m.receiver_id
       where r.membership_tier = 'free'`);
    expect(lockedRows.rows[0]?.n).toBeGreaterThan(0);

    // The demo moderator signs in and finds photos, IDs and tickets waiting.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: DEMO_ADMIN_LOGIN, password: DEMO_ADMIN_PASSWORD },
    });
    const adminAuth = { authorization: `Admin ${staff.json().token}` };
    for (const url of [
      '/api/admin/photos?status=pending',
      '/api/admin/ids?status=pending',
      '/api/admin/support?status=open',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: adminAuth });
      expect(res.json().length, url).toBeGreaterThan(0);
    }
    await expectConsistentDemoData();
  }, 120_000);

  it('replaces the demo set on a re-run and refuses once real members exist, unless forced', async () => {
    await createMember(t.app, t.db, { email: 'real.person@example.com' });
    const refused = await seedDemo(t.app.ctx, { total: 10, force: false, fileKey: fileKey(t.config) });
    expect(refused).toEqual({ seeded: false, realMembers: 1 });
    const forced = await seedDemo(t.app.ctx, { total: 10, force: true, fileKey: fileKey(t.config) });
    expect(forced).toMatchObject({ seeded: true, members: 11 });
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(row?.n).toBe(12);
    // The replaced demo set's photo and ID files went with it: every stored file is named by a row.
    const { rows } = await t.db.execute<{ stored: number; named: number }>(sql`
      select (select count(*)::int from storage_objects) as stored,
             (select count(*)::int from photo_variants) + (select count(*)::int from govt_ids) as named`);
    expect(rows[0]?.stored).toBeGreaterThan(0);
    expect(rows[0]?.stored).toBe(rows[0]?.named);
  }, 120_000);
});
