import { SELFIE_MESSAGES } from '@mithaq/contracts/selfie';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { photoHelpers } from '../media/media.test-helpers.js';
import { feedItemsOf } from '../notifications/notifications.test-helpers.js';
import { createWomanReviewer, selfieApi, staffSelfieApi } from '../verification/selfie.test-helpers.js';
import { adminApi, createTestAdmin } from './admin.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const selfie = selfieApi(t);
const staff = staffSelfieApi(t);
const admin = adminApi(t);
const photos = photoHelpers(t);

const auditOf = async (who: Parameters<typeof admin.audit>[0], memberId: string) =>
  ((await admin.audit(who)).json().data as { action: string; targetId: string; before: unknown; after: unknown }[])
    .filter((e) => e.targetId === memberId)
    .reverse();

describe('the staff selfie queue', () => {
  it('is for staff only: a member token or none is refused', async () => {
    const member = await createMember(t.app, t.db);
    expect((await staff.queue(undefined)).statusCode).toBe(401);
    expect((await staff.queue(member)).statusCode).toBe(401);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/admin/selfies/${member.id}/image`,
      headers: member.auth,
    });
    expect(image.statusCode).toBe(401);
    const decide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/selfies/${member.id}/decision`,
      headers: member.auth,
      payload: { status: 'verified' },
    });
    expect(decide.statusCode).toBe(401);
  });

  it('shows the selfie, the pose asked and the current photo side by side; the image only to staff, never kept', async () => {
    const member = await createMember(t.app, t.db);
    await photos.uploadPhoto(member);
    const { pose } = await selfie.takeSelfie(member);
    const reviewer = await createTestAdmin(t);
    const queue = (await staff.queue(reviewer)).json();
    const item = queue.find((s: { userId: string }) => s.userId === member.id);
    expect(item).toMatchObject({
      womenReviewersOnly: false,
      selfie: { status: 'pending', pose, recheckSince: null, imageRef: `/api/admin/selfies/${member.id}/image` },
      photos: [{ url: expect.stringMatching(/^\/api\/media\/.+\/display\?/), status: 'pending' }],
    });
    const image = await staff.image(reviewer, member.id);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect((await auditOf(reviewer, member.id)).map((e) => e.action)).toEqual(['selfie.viewed']);
  });

  it('records every decision, tells the member, and moves the selfie out of the waiting queue', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    const reviewer = await createTestAdmin(t);
    const rejected = await staff.decide(reviewer, member.id, 'rejected', 'Your face is hidden by the hand');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().selfie).toMatchObject({ status: 'rejected', notes: 'Your face is hidden by the hand' });
    expect((await selfie.status(member)).selfie).toMatchObject({
      status: 'rejected',
      notes: 'Your face is hidden by the hand',
      reviewedAt: new Date(clock.now()).toISOString(),
    });
    expect(await feedItemsOf(t, member, 'selfie-rejected')).toEqual([
      expect.objectContaining({ data: { notes: 'Your face is hidden by the hand' }, link: '/verification' }),
    ]);

    await selfie.takeSelfie(member);
    await staff.decide(reviewer, member.id, 'verified');
    expect(await feedItemsOf(t, member, 'selfie-approved')).toHaveLength(1);
    expect((await auditOf(reviewer, member.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'selfie.rejected',
        { status: 'pending', recheckSince: null },
        { status: 'rejected', notes: 'Your face is hidden by the hand' },
      ],
      ['selfie.verified', { status: 'pending', recheckSince: null }, { status: 'verified', notes: null }],
    ]);
    const ids = (list: { userId: string }[]) => list.map((s) => s.userId);
    expect(ids((await staff.queue(reviewer)).json())).not.toContain(member.id);
    expect(ids((await staff.queue(reviewer, 'verified')).json())).toContain(member.id);
  });

  it('answers 404 without a selfie and 400 for a bad decision', async () => {
    const member = await createMember(t.app, t.db);
    const reviewer = await createTestAdmin(t);
    expect((await staff.decide(reviewer, member.id, 'verified')).json()).toEqual({
      code: 'NOT_FOUND',
      message: SELFIE_MESSAGES.noSelfie,
    });
    expect((await staff.decide(reviewer, member.id, 'approved')).statusCode).toBe(400);
  });
});

describe('women reviewers', () => {
  it("hide a member's selfie and ID from other staff, who are refused their decisions and files", async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    await selfie.takeSelfie(member);
    expect((await selfie.submitId(member)).statusCode).toBe(201);
    expect((await selfie.setWomenOnly(member, true)).statusCode).toBe(200);

    const other = await createTestAdmin(t, 'Omar Staff');
    const woman = await createWomanReviewer(t);
    const ids = (list: { userId: string }[]) => list.map((s) => s.userId);
    expect(ids((await staff.queue(other)).json())).not.toContain(member.id);
    expect(ids((await admin.ids(other)).json())).not.toContain(member.id);
    const refused = { code: 'FORBIDDEN', message: SELFIE_MESSAGES.womenReviewersOnly };
    expect((await staff.decide(other, member.id, 'verified')).json()).toEqual(refused);
    expect((await admin.decideId(other, member.id, 'verified')).json()).toEqual(refused);
    expect((await staff.image(other, member.id)).statusCode).toBe(403);
    expect((await admin.document(other, member.id)).statusCode).toBe(403);

    const hers = (await staff.queue(woman)).json().find((s: { userId: string }) => s.userId === member.id);
    expect(hers).toMatchObject({ womenReviewersOnly: true });
    expect(ids((await admin.ids(woman)).json())).toContain(member.id);
    expect((await staff.image(woman, member.id)).statusCode).toBe(200);
    expect((await staff.decide(woman, member.id, 'verified')).statusCode).toBe(200);
    expect((await admin.decideId(woman, member.id, 'verified')).statusCode).toBe(200);
    expect((await auditOf(woman, member.id)).map((e) => e.action)).toEqual([
      'selfie.viewed',
      'selfie.verified',
      'govt_id.verified',
    ]);
  });

  it('are made at creation with reviewsWomen, and the flag is shown with the account', async () => {
    const woman = await createWomanReviewer(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: woman.auth });
    expect(me.json()).toMatchObject({ email: woman.email, reviewsWomen: true });
    const other = await createTestAdmin(t);
    const them = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: other.auth });
    expect(them.json()).toMatchObject({ reviewsWomen: false });
  });
});
