import { PHOTO_FLAG_MESSAGES, PHOTO_MATCH_MAX_DISTANCE } from '@mithaq/contracts/safety/photo-flags';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFingerprints } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { feedItemsOf } from '../notifications/notifications.test-helpers.js';
import { createWomanReviewer, selfieApi } from '../verification/selfie.test-helpers.js';
import { bandsOf, fromSignedHash } from './photo-fingerprint.js';
import { distinctPicture } from './photo-fingerprint.test-helpers.js';
import { photoSafetyApi } from './photo-flags.test-helpers.js';

/** Reused photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"), through the real routes. */
const t = useTestApp();
const api = photoSafetyApi(t);
const staff = adminApi(t);
const selfie = selfieApi(t);

let seed = 0;
/** A picture no other test in this file uses. */
const newPicture = () => distinctPicture(seed++);
/** What a scammer re-posts: smaller and saved again as a JPEG of lower quality. */
const repostOf = (bytes: Buffer) => sharp(bytes).resize(300).jpeg({ quality: 60 }).toBuffer();

const member = (fullName: string) => createMember(t.app, t.db, { fullName });

const fingerprintsOf = (who: TestMember, source: 'photo' | 'selfie') =>
  t.db
    .select()
    .from(imageFingerprints)
    .where(and(eq(imageFingerprints.memberId, who.id), eq(imageFingerprints.source, source)));

const auditActions = async (admin: Awaited<ReturnType<typeof createTestAdmin>>, targetId: string) =>
  ((await staff.audit(admin)).json().data as { action: string; targetId: string }[])
    .filter((e) => e.targetId === targetId)
    .map((e) => e.action);

/** Two members with the same photo: the first posted it, the second re-posts it. */
async function reusedPhoto() {
  const original = await member('Maryam Original');
  const copier = await member('Fake Account');
  const picture = await newPicture();
  await api.upload(original, picture);
  await api.upload(copier, await repostOf(picture));
  return { original, copier };
}

describe('fingerprints', () => {
  it('are written with every new photo, in its four bands', async () => {
    const who = await member('Hafsa Printed');
    await api.upload(who, await newPicture());
    const [row, ...more] = await fingerprintsOf(who, 'photo');
    expect(more).toEqual([]);
    expect(row?.photoId).toBeTruthy();
    expect([row?.band0, row?.band1, row?.band2, row?.band3]).toEqual(bandsOf(fromSignedHash(row?.hash ?? 0n)));
    // A new photo replaces the old one, and its fingerprint goes with it.
    await api.upload(who, await newPicture());
    const after = await fingerprintsOf(who, 'photo');
    expect(after).toHaveLength(1);
    expect(after[0]?.photoId).not.toBe(row?.photoId);
  });

  it('replace the old one when a member takes a new selfie', async () => {
    const who = await member('Sana Selfie');
    await selfie.takeSelfie(who, await newPicture());
    const [first] = await fingerprintsOf(who, 'selfie');
    await selfie.takeSelfie(who, await newPicture());
    const now = await fingerprintsOf(who, 'selfie');
    expect(now).toHaveLength(1);
    expect(now[0]?.hash).not.toBe(first?.hash);
  });
});

describe('a photo found on another account', () => {
  it("is flagged with the other member named, both photos for staff to compare, and the member's own do not count", async () => {
    const { original, copier } = await reusedPhoto();
    const admin = await createTestAdmin(t);
    const flagged = await api.queued(admin, copier);
    expect(flagged.photoStatus).toBe('pending');
    expect(flagged.flags).toEqual([
      expect.objectContaining({
        status: 'open',
        matched: {
          source: 'photo',
          member: { userId: original.id, fullName: 'Maryam Original' },
          photoUrl: expect.stringContaining('/api/media/'),
          imageRef: null,
          unavailable: null,
          note: null,
        },
      }),
    ]);
    expect(flagged.flags[0]?.distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    // Staff open the other photo whatever its status.
    expect((await t.app.inject({ method: 'GET', url: flagged.flags[0]?.matched.photoUrl ?? '' })).statusCode).toBe(200);
    // The first poster is not flagged, and neither is a member who posts their own photo again.
    expect((await api.queued(admin, original)).flags).toEqual([]);
    const picture = await newPicture();
    const again = await member('Zara Again');
    await api.upload(again, picture);
    await api.upload(again, await repostOf(picture));
    await selfie.takeSelfie(again, picture);
    await api.upload(again, await sharp(picture).flop().jpeg().toBuffer());
    expect((await api.queued(admin, again)).flags).toEqual([]);
  });

  it('cannot be approved while the flag is open; dismissed, it is approved as any other', async () => {
    const { copier } = await reusedPhoto();
    const admin = await createTestAdmin(t);
    const refused = await staff.decidePhoto(admin, copier.id, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: PHOTO_FLAG_MESSAGES.openFlag });
    expect((await api.queued(admin, copier)).photoStatus).toBe('pending');

    const [flag] = (await api.queued(admin, copier)).flags;
    const dismissed = await api.dismiss(admin, flag?.id ?? '');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ userId: copier.id, flags: [{ id: flag?.id, status: 'dismissed' }] });
    expect((await api.dismiss(admin, flag?.id ?? '')).json()).toEqual({
      code: 'CONFLICT',
      message: PHOTO_FLAG_MESSAGES.flagDecided,
    });
    expect((await staff.decidePhoto(admin, copier.id, 'approved')).json()).toMatchObject({ photoStatus: 'approved' });
    expect(await auditActions(admin, copier.id)).toEqual(['photo.approved', 'photo_flag.dismissed']);
  });

  it('confirmed, is rejected with the notes and the member is told as with any rejection', async () => {
    const { copier } = await reusedPhoto();
    const admin = await createTestAdmin(t);
    const [flag] = (await api.queued(admin, copier)).flags;
    const noNotes = await api.confirm(admin, flag?.id ?? '', { notes: '   ' });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().message).toBe(PHOTO_FLAG_MESSAGES.confirmNotes);

    const confirmed = await api.confirm(admin, flag?.id ?? '', { notes: ' Please upload a photo of yourself. ' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      photoStatus: 'rejected',
      photoReviewNotes: 'Please upload a photo of yourself.',
      flags: [{ id: flag?.id, status: 'confirmed' }],
    });
    expect((await feedItemsOf(t, copier, 'photo-rejected')).map((n) => n.data)).toEqual([
      { notes: 'Please upload a photo of yourself.' },
    ]);
    expect(await auditActions(admin, copier.id)).toEqual(['photo.rejected', 'photo_flag.confirmed']);
    expect((await api.confirm(admin, flag?.id ?? '', { notes: 'Again' })).statusCode).toBe(409);
    // Nothing of the decision is written when the flag is gone with a replaced photo.
    await api.upload(copier, await newPicture());
    const gone = await api.confirm(admin, flag?.id ?? '', { notes: 'Too late' });
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: PHOTO_FLAG_MESSAGES.flagNotFound });
    expect((await api.queued(admin, copier)).photoStatus).toBe('pending');
  });

  it('answers 404 for an unknown or malformed flag and 401 without a staff session', async () => {
    const admin = await createTestAdmin(t);
    const unknown = await api.dismiss(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: PHOTO_FLAG_MESSAGES.flagNotFound });
    expect((await api.confirm(admin, 'nope', { notes: 'x' })).statusCode).toBe(400);
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photo-flags/00000000-0000-4000-8000-000000000000/dismiss',
      headers: (await member('Not Staff')).auth,
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('a selfie used as another member', () => {
  it("flags the photo with the selfie's owner; staff open the selfie, unless she asked for women reviewers", async () => {
    const owner = await member('Noor Selfie');
    const picture = await newPicture();
    await selfie.takeSelfie(owner, picture);
    const copier = await member('Stolen Face');
    await api.upload(copier, await repostOf(picture));
    const admin = await createTestAdmin(t);
    const [flag] = (await api.queued(admin, copier)).flags;
    expect(flag?.matched).toEqual({
      source: 'selfie',
      member: { userId: owner.id, fullName: 'Noor Selfie' },
      photoUrl: null,
      imageRef: `/api/admin/selfies/${owner.id}/image`,
      unavailable: null,
      note: null,
    });
    expect((await api.staffFile(admin, flag?.matched.imageRef ?? '')).statusCode).toBe(200);

    expect((await selfie.setWomenOnly(owner, true)).statusCode).toBe(200);
    expect((await api.queued(admin, copier)).flags[0]?.matched).toMatchObject({
      imageRef: null,
      unavailable: 'restricted',
    });
    const reviewer = await createWomanReviewer(t);
    expect((await api.queued(reviewer, copier)).flags[0]?.matched.imageRef).toBe(
      `/api/admin/selfies/${owner.id}/image`,
    );
  });

  it("goes with the owner's account when it is erased", async () => {
    const owner = await member('Leaving Member');
    await selfie.takeSelfie(owner, await newPicture());
    expect(await fingerprintsOf(owner, 'selfie')).toHaveLength(1);
    const admin = await createTestAdmin(t);
    expect((await staff.setStatus(admin, owner.id, 'deleted')).statusCode).toBe(200);
    expect(await t.db.select().from(imageFingerprints).where(eq(imageFingerprints.memberId, owner.id))).toEqual([]);
  });
});
