import { SELFIE_MESSAGES } from '@mithaq/contracts/selfie';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selfieChallenges, selfies } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { readZip } from '../../test/read-zip.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createTestAdmin } from '../admin/admin.test-helpers.js';
import { photoHelpers } from '../media/media.test-helpers.js';
import { isPhotoVerified } from './selfie.service.js';
import { selfieApi, staffSelfieApi } from './selfie.test-helpers.js';
import { eraseReviewedSelfies } from './selfie-erasure.js';

// No worker: the hourly erasure runs only when a test calls it.
const clock = testClock();
const t = useTestApp({ jobConcurrency: 0 }, { clock: clock.now });
const selfie = selfieApi(t);
const staff = staffSelfieApi(t);
const photos = photoHelpers(t);

const DAY_S = 24 * 3600;
const rowOf = async (memberId: string) => (await t.db.select().from(selfies).where(eq(selfies.memberId, memberId)))[0];
const erase = () => eraseReviewedSelfies({ db: t.db, files: t.app.ctx.files }, new Date(clock.now()));
const waiting = async (reviewer: Awaited<ReturnType<typeof createTestAdmin>>) =>
  ((await staff.queue(reviewer)).json() as { userId: string; selfie: { recheckSince: string | null } }[]).map((s) => [
    s.userId,
    s.selfie.recheckSince,
  ]);

describe('a new photo of a photo-verified member', () => {
  it('pauses the photo check and brings the selfie back to staff until they compare again', async () => {
    const member = await createMember(t.app, t.db);
    await photos.uploadPhoto(member);
    await selfie.takeSelfie(member);
    const reviewer = await createTestAdmin(t);
    await staff.decide(reviewer, member.id, 'verified');
    expect(isPhotoVerified((await rowOf(member.id)) ?? null)).toBe(true);

    clock.advance(60);
    await photos.uploadPhoto(member);
    const paused = await rowOf(member.id);
    expect(paused?.recheckSince?.getTime()).toBe(clock.now());
    expect(isPhotoVerified(paused ?? null)).toBe(false);
    expect((await selfie.status(member)).selfie).toMatchObject({ status: 'verified', recheck: 'review' });
    expect(await waiting(reviewer)).toContainEqual([member.id, new Date(clock.now()).toISOString()]);

    await staff.decide(reviewer, member.id, 'verified');
    expect(isPhotoVerified((await rowOf(member.id)) ?? null)).toBe(true);
    expect((await selfie.status(member)).selfie.recheck).toBe('none');
    expect((await waiting(reviewer)).map(([id]) => id)).not.toContain(member.id);
  });
});

describe('the selfie image', () => {
  it('is erased 30 days after the decision; the decision stays', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    const reviewer = await createTestAdmin(t);
    await staff.decide(reviewer, member.id, 'rejected', 'Too dark');
    const key = (await rowOf(member.id))?.storageKey ?? '';

    clock.advance(29 * DAY_S);
    await erase();
    expect((await rowOf(member.id))?.storageKey).toBe(key);

    clock.advance(DAY_S + 1);
    expect((await erase()).erased).toBeGreaterThanOrEqual(1);
    const row = await rowOf(member.id);
    expect(row).toMatchObject({ storageKey: null, status: 'rejected', notes: 'Too dark' });
    expect(row?.erasedAt?.getTime()).toBe(clock.now());
    expect(await t.app.ctx.files.get(key)).toBeNull();
    expect((await staff.image(reviewer, member.id)).json().message).toBe(SELFIE_MESSAGES.imageNotFound);
    expect((await selfie.status(member)).selfie).toMatchObject({ status: 'rejected', notes: 'Too dark' });
  });

  it('once erased, a new photo asks the verified member for a new selfie', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    const reviewer = await createTestAdmin(t);
    await staff.decide(reviewer, member.id, 'verified');
    clock.advance(31 * DAY_S);
    await erase();

    await photos.uploadPhoto(member);
    expect((await selfie.status(member)).selfie).toMatchObject({ status: 'verified', recheck: 'retake' });
    expect((await waiting(reviewer)).map(([id]) => id)).not.toContain(member.id);
    expect((await staff.decide(reviewer, member.id, 'verified')).json()).toEqual({
      code: 'CONFLICT',
      message: SELFIE_MESSAGES.selfieErased,
    });
    await selfie.takeSelfie(member);
    expect((await selfie.status(member)).selfie).toMatchObject({ status: 'pending', recheck: 'none' });
  });

  it('keeps a selfie waiting for a re-check, and drops pose requests long expired', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    await staff.decide(await createTestAdmin(t), member.id, 'verified');
    await photos.uploadPhoto(member);
    await selfie.challenge(await createMember(t.app, t.db));
    clock.advance(40 * DAY_S);
    const done = await erase();
    expect(done.challenges).toBeGreaterThanOrEqual(2);
    expect((await rowOf(member.id))?.storageKey).not.toBeNull();
    expect(await t.db.select().from(selfieChallenges).where(eq(selfieChallenges.memberId, member.id))).toEqual([]);
  });

  it('goes with the account, and the data export states the selfie status, not the image', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: member.auth });
    const files = await readZip(exported.rawPayload);
    const data = JSON.parse(files.get('mithaq-data.json')?.toString() ?? '{}');
    expect(data.verification.selfie).toMatchObject({ status: 'pending', recheck: 'none' });
    expect([...files.keys()].some((name) => name.includes('selfie'))).toBe(false);

    const key = (await rowOf(member.id))?.storageKey ?? '';
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: member.auth,
      payload: { password: member.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(member.id)).toBeUndefined();
    expect(await t.app.ctx.files.get(key)).toBeNull();
  });
});
