import { ADMIN_MESSAGES } from '@mithaq/contracts/admin';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileKey } from '../../lib/file-crypto.js';
import { govtIds, members, messages, photos, sessions } from '../../platform/db/schema.js';
import { createMember, registrationInput } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartBody, pngImage } from '../media/test-images.js';
import { grantMembership } from '../membership/membership.service.js';
import { createCouple, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { storeGovtId } from '../verification/govt-id.service.js';
import { adminApi, createTestAdmin } from './admin.test-helpers.js';

const t = useTestApp();
const api = adminApi(t);
const profiles = profileApi(t);
const chat = messagesApi(t);

async function uploadPhoto(auth: { authorization: string }) {
  const { payload, headers } = multipartBody('photo', await pngImage(400, 400), 'me.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth, ...headers }, payload });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /api/admin/profiles', () => {
  it('pages 20 at a time with totals, filtered by status and searched by name or email fragment', async () => {
    const admin = await createTestAdmin(t);
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 23; i++) {
      await createMember(t.app, t.db, { fullName: `Maryam ${tag} ${i}`, email: `m${i}.${tag}@Example.com` });
    }
    const first = (await api.profiles(admin, `?search=${tag.toUpperCase()}`)).json();
    expect(first).toMatchObject({ total: 23, totalPages: 2, page: 1 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toEqual({
      userId: expect.any(String),
      fullName: `Maryam ${tag} 22`,
      email: `m22.${tag}@example.com`,
      accountStatus: 'active',
      photoStatus: null,
      govtIdStatus: null,
      city: 'Hyderabad',
      profession: 'Engineer',
      membershipTier: 'free',
      trust: { email: false, phone: false, govtId: false, photo: false },
      createdAt: expect.any(String),
    });
    expect((await api.profiles(admin, `?search=${tag}&page=2`)).json().data).toHaveLength(3);
    expect((await api.profiles(admin, `?search=m7.${tag}@exa`)).json().total).toBe(1);
    expect((await api.profiles(admin, `?search=${tag}&status=deactivated`)).json().total).toBe(0);
    expect((await api.profiles(admin, '?search=%25')).statusCode).toBe(200);
    expect((await api.profiles(admin, '?status=banned')).statusCode).toBe(400);
  });

  it('finds a name fragment through the trigram index, not a table scan', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from members
        where lower(full_name) like '%ryam%' or lower(email) like '%ryam%' order by created_at desc limit 20`);
    });
    const text = plan.rows.map((r) => Object.values(r).join('')).join('\n');
    expect(text).toContain('members_name_trgm_idx');
    expect(text).toContain('members_email_trgm_idx');
  });
});

describe('POST /api/admin/profiles/:userId/status', () => {
  it('deactivates (sessions end at once, hidden from others) and activates again, audited', async () => {
    const admin = await createTestAdmin(t);
    const { man, woman } = await createCouple(t);
    // A session in use just before is refused on the very next request: nothing remembers it.
    expect((await profiles.me(woman)).statusCode).toBe(200);
    expect((await api.setStatus(admin, woman.id, 'deactivated')).json()).toMatchObject({
      accountStatus: 'deactivated',
    });
    expect((await profiles.me(woman)).statusCode).toBe(401);
    expect((await profiles.view(man, woman.id)).statusCode).toBe(404);
    expect((await chat.inbox(man)).json().conversations[0]).toMatchObject({
      available: false,
      user: { fullName: null },
    });

    expect((await api.setStatus(admin, woman.id, 'deactivated')).json()).toEqual({
      code: 'CONFLICT',
      message: ADMIN_MESSAGES.transitionNotAllowed,
    });
    expect((await api.setStatus(admin, woman.id, 'active')).json()).toMatchObject({ accountStatus: 'active' });
    expect((await profiles.view(man, woman.id)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: woman.email, password: woman.password },
    });
    expect(login.statusCode).toBe(200);

    const actions = (await api.audit(admin)).json().data.filter((e: { targetId: string }) => e.targetId === woman.id);
    expect(actions.map((e: { action: string }) => e.action)).toEqual(['member.activated', 'member.deactivated']);
    expect(actions[1]).toMatchObject({
      admin: { _id: admin.id },
      before: { accountStatus: 'active' },
      after: { accountStatus: 'deactivated' },
      ip: '127.0.0.1',
    });
  });

  it('erases a deleted member: personal data, photo, ID, sent messages and sessions; the email is free again', async () => {
    const admin = await createTestAdmin(t);
    const { man, woman } = await createCouple(t);
    await uploadPhoto(woman.auth);
    await storeGovtId(t.app.ctx, fileKey(t.config), woman.id, 'PAN', await pngImage(50, 50));
    await sendOk(chat, woman, man, 'Words she wrote');
    await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: woman.auth,
      payload: { subject: 'Hi', message: 'Help' },
    });
    const photoUrl = (await profiles.me(woman)).json().photoUrl as string;

    const res = await api.setStatus(admin, woman.id, 'deleted');
    expect(res.json()).toEqual({
      userId: woman.id,
      accountStatus: 'deleted',
      deletedAt: expect.any(String),
      profile: null,
      govtId: null,
      guardians: [],
      linkedAccounts: [],
    });

    const [row] = await t.db.select().from(members).where(eq(members.id, woman.id));
    expect(row).toMatchObject({
      accountStatus: 'deleted',
      fullName: '',
      phone: null,
      contact: null,
      photoId: null,
      dob: null,
    });
    expect(row?.email).not.toContain(woman.email);
    expect(await t.db.select().from(photos).where(eq(photos.memberId, woman.id))).toHaveLength(0);
    expect(await t.db.select().from(govtIds).where(eq(govtIds.memberId, woman.id))).toHaveLength(0);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, woman.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, woman.id))).toHaveLength(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: new URL(photoUrl, 'http://x').pathname + new URL(photoUrl, 'http://x').search,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.document(admin, woman.id)).statusCode).toBe(404);
    expect((await chat.inbox(man)).json().conversations).toEqual([]);
    expect((await api.setStatus(admin, woman.id, 'active')).statusCode).toBe(409);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationInput({ email: woman.email }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 404 for an unknown member', async () => {
    const admin = await createTestAdmin(t);
    const res = await api.setStatus(admin, '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'deactivated');
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.memberNotFound });
  });
});

describe('photo decisions', () => {
  it('lists the pending photo, approves it so other members see it, and the owner sees a rejection with notes', async () => {
    const admin = await createTestAdmin(t);
    const { man, woman } = await createCouple(t);
    await uploadPhoto(woman.auth);
    expect((await profiles.view(man, woman.id)).json().photoUrl).toBeNull();
    const pending = (await api.photos(admin)).json();
    expect(pending.find((p: { userId: string }) => p.userId === woman.id)).toMatchObject({
      photoStatus: 'pending',
      user: { email: woman.email },
      photoUrl: expect.stringContaining('/api/media/'),
    });

    expect((await api.decidePhoto(admin, woman.id, 'approved')).json()).toMatchObject({ photoStatus: 'approved' });
    expect((await profiles.view(man, woman.id)).json().photoUrl).toEqual(expect.stringContaining('/api/media/'));

    await api.decidePhoto(admin, woman.id, 'rejected', '  Please upload a photo of yourself alone.  ');
    expect((await profiles.me(woman)).json()).toMatchObject({
      photoStatus: 'rejected',
      photoReviewNotes: 'Please upload a photo of yourself alone.',
    });
    expect((await profiles.view(man, woman.id)).json().photoUrl).toBeNull();
    const actions = (await api.audit(admin)).json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['photo.approved', 'photo.rejected']));
  });

  it('answers 404 when the member has no photo', async () => {
    const admin = await createTestAdmin(t);
    const man = await createMan(t);
    expect((await api.decidePhoto(admin, man.id, 'approved')).json()).toEqual({
      code: 'NOT_FOUND',
      message: ADMIN_MESSAGES.noPhoto,
    });
  });
});

describe('government ID decisions', () => {
  it('verifies an ID (Verified badge), rejects with notes, serves the document to staff only, all audited', async () => {
    const admin = await createTestAdmin(t);
    const woman = await createWoman(t);
    const file = await pngImage(60, 40);
    await storeGovtId(t.app.ctx, fileKey(t.config), woman.id, 'Aadhar', file);

    const listed = (await api.ids(admin)).json().find((s: { userId: string }) => s.userId === woman.id);
    expect(listed).toMatchObject({
      govtId: { idType: 'Aadhar', status: 'pending', fileRef: `/api/admin/ids/${woman.id}/document`, notes: null },
      user: { email: woman.email },
    });
    const doc = await api.document(admin, woman.id);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['content-security-policy']).toMatch(/; sandbox$/);
    expect(Buffer.compare(doc.rawPayload, file)).toBe(0);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/admin/ids/${woman.id}/document`,
      headers: woman.auth,
    });
    expect(asMember.statusCode).toBe(401);

    expect((await api.decideId(admin, woman.id, 'verified')).json().govtId.status).toBe('verified');
    expect((await profiles.me(woman)).json()).toMatchObject({ isVerified: true });
    const man = await createMan(t);
    expect((await profiles.view(man, woman.id)).json().isVerified).toBe(true);

    await api.decideId(admin, woman.id, 'rejected', 'The photo on the card is not readable.');
    const detail = (await api.profile(admin, woman.id)).json();
    expect(detail.govtId).toMatchObject({ status: 'rejected', notes: 'The photo on the card is not readable.' });
    expect(detail.profile.isVerified).toBe(false);

    const actions = (await api.audit(admin)).json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['govt_id.viewed', 'govt_id.verified', 'govt_id.rejected']));
    expect((await api.decideId(admin, man.id, 'verified')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/profiles/:userId', () => {
  it("answers the member's full record for staff, contact included", async () => {
    const admin = await createTestAdmin(t);
    const woman = await createWoman(t, { phone: '+919876543210' });
    await grantMembership(t.db, woman.id, 'gold');
    const detail = (await api.profile(admin, woman.id)).json();
    expect(detail).toMatchObject({
      userId: woman.id,
      accountStatus: 'active',
      deletedAt: null,
      govtId: null,
      profile: { email: woman.email, phone: '+919876543210', membershipTier: 'premium', emailVerified: false },
    });
  });
});

describe('the audit log', () => {
  it('records logins and cannot be changed or emptied through the app database connection', async () => {
    const admin = await createTestAdmin(t);
    const before = (await api.audit(admin)).json();
    expect(
      before.data.some(
        (e: { action: string; admin: { _id: string } }) => e.action === 'admin.login' && e.admin._id === admin.id,
      ),
    ).toBe(true);
    for (const statement of [
      sql`update admin_audit_log set action = 'nothing happened'`,
      sql`delete from admin_audit_log`,
      sql`truncate admin_audit_log`,
    ] as SQLWrapper[]) {
      const error = await t.db.execute(statement).then(
        () => null,
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
      expect(error).toMatch(/append-only/);
    }
    expect((await api.audit(admin)).json().total).toBe(before.total);
  });
});
