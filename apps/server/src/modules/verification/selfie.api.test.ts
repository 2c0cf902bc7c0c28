import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { SELFIE_MESSAGES, SELFIE_POSES } from '@mithaq/contracts/selfie';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { selfies } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createTestAdmin } from '../admin/admin.test-helpers.js';
import { hasGpsPointer, jpegWithGps, pngClaiming, pngImage } from '../media/test-images.js';
import { selfieApi, staffSelfieApi } from './selfie.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const selfie = selfieApi(t);
const staff = staffSelfieApi(t);

const rowOf = async (memberId: string) => (await t.db.select().from(selfies).where(eq(selfies.memberId, memberId)))[0];

describe('GET /api/verify/selfie/challenge', () => {
  it('gives a pose the server picked, valid 10 minutes, and the status starts with no selfie', async () => {
    const member = await createMember(t.app, t.db);
    expect((await selfie.status(member)).selfie).toEqual({
      status: 'none',
      pose: null,
      uploadedAt: null,
      reviewedAt: null,
      notes: null,
      recheck: 'none',
    });
    const res = await selfie.challenge(member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(SELFIE_POSES).toContain(body.pose);
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now() + 10 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/verify/selfie/challenge' })).statusCode).toBe(401);
  });
});

describe('POST /api/verify/selfie', () => {
  it('keeps the selfie encrypted and pending, without EXIF, with the pose it answered', async () => {
    const member = await createMember(t.app, t.db);
    const asked = (await selfie.challenge(member)).json();
    const res = await selfie.upload(member, { challengeId: asked.challengeId, file: { bytes: await jpegWithGps() } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', pose: asked.pose, reviewedAt: null, recheck: 'none' });
    expect((await selfie.status(member)).selfie).toMatchObject({ status: 'pending', pose: asked.pose });

    const row = await rowOf(member.id);
    expect(row?.storageKey).toMatch(new RegExp(`^selfies/${member.id}/`));
    const stored = await t.app.ctx.files.get(row?.storageKey ?? '');
    expect(stored?.bytes.subarray(0, 64).includes(Buffer.from('WEBP'))).toBe(false);

    const image = await staff.image(await createTestAdmin(t), member.id);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsPointer(meta.exif)).toBe(false);
    // The JPEG said "rotate 90°": the kept image is upright, portrait.
    expect([meta.width, meta.height]).toEqual([480, 640]);
  });

  it('refuses a pose request after its 10 minutes, and takes a new one', async () => {
    const member = await createMember(t.app, t.db);
    const asked = (await selfie.challenge(member)).json();
    clock.advance(10 * 60 + 1);
    const late = await selfie.upload(member, { challengeId: asked.challengeId, file: { bytes: await pngImage() } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SELFIE_MESSAGES.challengeExpired);
    expect(await rowOf(member.id)).toBeUndefined();
    await selfie.takeSelfie(member);
  });

  it('answers each pose request once', async () => {
    const member = await createMember(t.app, t.db);
    const { challengeId } = await selfie.takeSelfie(member);
    const again = await selfie.upload(member, { challengeId, file: { bytes: await pngImage() } });
    expect(again.json()).toEqual({ code: 'CONFLICT', message: SELFIE_MESSAGES.challengeUsed });
  });

  it('takes only the newest pose request: a new one supersedes the old', async () => {
    const member = await createMember(t.app, t.db);
    const first = (await selfie.challenge(member)).json();
    const second = (await selfie.challenge(member)).json();
    const old = await selfie.upload(member, { challengeId: first.challengeId, file: { bytes: await pngImage() } });
    expect(old.json()).toEqual({ code: 'CONFLICT', message: SELFIE_MESSAGES.challengeSuperseded });
    const res = await selfie.upload(
      member,
      { challengeId: second.challengeId, file: { bytes: await pngImage() } },
      true,
    );
    expect(res.json()).toMatchObject({ status: 'pending', pose: second.pose });
  });

  it("refuses another member's pose request, a missing one and a made-up one", async () => {
    const member = await createMember(t.app, t.db);
    const other = await createMember(t.app, t.db);
    const theirs = (await selfie.challenge(other)).json();
    const file = { bytes: await pngImage() };
    expect((await selfie.upload(member, { challengeId: theirs.challengeId, file })).json()).toEqual({
      code: 'NOT_FOUND',
      message: SELFIE_MESSAGES.challengeNotFound,
    });
    expect((await selfie.upload(member, { file })).json()).toEqual({
      code: 'BAD_REQUEST',
      message: SELFIE_MESSAGES.challengeMissing,
    });
    expect((await selfie.upload(member, { challengeId: 'not-a-uuid', file })).statusCode).toBe(400);
    // Theirs still works for them.
    expect((await selfie.upload(other, { challengeId: theirs.challengeId, file })).statusCode).toBe(201);
  });

  it('keeps the photo rules: images only, bounded pixels and bytes; a refused file keeps nothing', async () => {
    const member = await createMember(t.app, t.db);
    const { challengeId } = (await selfie.challenge(member)).json();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const notImage = await selfie.upload(member, { challengeId, file: { bytes: html, type: 'image/jpeg' } });
    expect(notImage.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_MESSAGES.notAnImage });
    const bomb = await selfie.upload(member, { challengeId, file: { bytes: await pngClaiming(20_000, 20_000) } });
    expect(bomb.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.tooManyPixels });
    const big = Buffer.concat([await pngImage(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const tooBig = await selfie.upload(member, { challengeId, file: { bytes: big } });
    expect(tooBig.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.tooLarge });
    const none = await selfie.upload(member, { challengeId });
    expect(none.json()).toEqual({ code: 'BAD_REQUEST', message: SELFIE_MESSAGES.missingFile });
    expect(await rowOf(member.id)).toBeUndefined();
    // None of these used the pose request.
    expect((await selfie.upload(member, { challengeId, file: { bytes: await pngImage() } })).statusCode).toBe(201);
  });

  it('replaces a pending selfie and its file, and is closed once verified', async () => {
    const member = await createMember(t.app, t.db);
    await selfie.takeSelfie(member);
    const firstKey = (await rowOf(member.id))?.storageKey ?? '';
    await selfie.takeSelfie(member);
    expect((await rowOf(member.id))?.storageKey).not.toBe(firstKey);
    expect(await t.app.ctx.files.get(firstKey)).toBeNull();

    await staff.decide(await createTestAdmin(t), member.id, 'verified');
    expect((await selfie.challenge(member)).json()).toEqual({
      code: 'CONFLICT',
      message: SELFIE_MESSAGES.alreadyVerified,
    });
  });
});

describe('PUT /api/verify/preferences', () => {
  it('saves the wish for women reviewers, shown in the status', async () => {
    const member = await createMember(t.app, t.db);
    expect((await selfie.status(member)).womenReviewersOnly).toBe(false);
    const res = await selfie.setWomenOnly(member, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().womenReviewersOnly).toBe(true);
    expect((await selfie.status(member)).womenReviewersOnly).toBe(true);
    expect((await selfie.setWomenOnly(member, 'yes')).statusCode).toBe(400);
    expect((await selfie.setWomenOnly(member, false)).json().womenReviewersOnly).toBe(false);
  });
});
