import { PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { MESSAGES } from '@mithaq/contracts/messages';
import { KNOWN_SCAM_NOTE_MAX, type KnownScamImage, PHOTO_FLAG_MESSAGES } from '@mithaq/contracts/safety/photo-flags';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFingerprints, knownScamImages } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { pngImage } from '../media/test-images.js';
import { distinctPicture } from './photo-fingerprint.test-helpers.js';
import { photoSafetyApi } from './photo-flags.test-helpers.js';

/** Images staff keep as known scam photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"). */
const t = useTestApp();
const api = photoSafetyApi(t);
const staff = adminApi(t);

describe('known scam images', () => {
  it('are added with a note, listed, served to staff, matched by new photos, and removed', async () => {
    const admin = await createTestAdmin(t, 'Khadija Staff');
    const stolen = await distinctPicture(1);
    const added = await api.addKnownImage(admin, { note: '  Seen in three reports from Dubai.  ', image: stolen });
    expect(added.statusCode, added.body).toBe(201);
    const image = added.json() as KnownScamImage;
    expect(image).toMatchObject({ note: 'Seen in three reports from Dubai.', addedBy: 'Khadija Staff' });
    expect((await api.knownImages(admin)).json()).toEqual([image]);
    const file = await api.staffFile(admin, image.imageRef);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('no-store');
    expect((await sharp(file.rawPayload).metadata()).width).toBeLessThanOrEqual(480);

    // A member who posts it, mirrored and smaller, is flagged with it.
    const scammer = await createMember(t.app, t.db, { fullName: 'Dr Handsome' });
    await api.upload(scammer, await sharp(stolen).flop().resize(360).jpeg({ quality: 70 }).toBuffer());
    const [flag] = (await api.queued(admin, scammer)).flags;
    expect(flag?.matched).toEqual({
      source: 'known-scam',
      member: null,
      photoUrl: null,
      imageRef: image.imageRef,
      unavailable: null,
      note: 'Seen in three reports from Dubai.',
    });

    const removed = await api.removeKnownImage(admin, image.id);
    expect(removed.json()).toEqual({ ok: true });
    expect((await api.knownImages(admin)).json()).toEqual([]);
    expect((await api.staffFile(admin, image.imageRef)).statusCode).toBe(404);
    expect(await t.db.select().from(imageFingerprints).where(eq(imageFingerprints.source, 'known-scam'))).toEqual([]);
    // The flag it raised stays, saying the image is gone.
    expect((await api.queued(admin, scammer)).flags[0]?.matched).toMatchObject({
      source: 'known-scam',
      imageRef: null,
      unavailable: 'gone',
    });
    // The next member who posts it matches the member who did, no longer the known image.
    const next = await createMember(t.app, t.db);
    await api.upload(next, stolen);
    expect((await api.queued(admin, next)).flags.map((f) => [f.matched.source, f.matched.member?.userId])).toEqual([
      ['photo', scammer.id],
    ]);
    const actions = ((await staff.audit(admin)).json().data as { action: string; targetId: string }[])
      .filter((e) => e.targetId === image.id)
      .map((e) => e.action);
    expect(actions).toEqual(['known_scam_image.removed', 'known_scam_image.added']);
  });

  it('refuses a missing or long note, a missing, broken or plain image, and keeps nothing', async () => {
    const admin = await createTestAdmin(t);
    const picture = await distinctPicture(2);
    const refusals: [Parameters<typeof api.addKnownImage>[1], number, string][] = [
      [{ image: picture }, 400, PHOTO_FLAG_MESSAGES.knownNoteMissing],
      [{ note: '   ', image: picture }, 400, PHOTO_FLAG_MESSAGES.knownNoteMissing],
      [{ note: 'x'.repeat(KNOWN_SCAM_NOTE_MAX + 1), image: picture }, 400, PHOTO_FLAG_MESSAGES.knownNoteTooLong],
      // Longer than the form's field limit in bytes: cut by the parser, still refused.
      [
        { note: '\u{1F4F7}'.repeat(KNOWN_SCAM_NOTE_MAX + 100), image: picture },
        400,
        PHOTO_FLAG_MESSAGES.knownNoteTooLong,
      ],
      [{ note: 'No image' }, 400, PHOTO_FLAG_MESSAGES.knownImageMissing],
      [{ note: 'Not an image', image: Buffer.from('%PDF-1.4 not an image at all') }, 415, PHOTO_MESSAGES.notAnImage],
      [{ note: 'Plain', image: await pngImage(400, 400), type: 'image/png' }, 422, PHOTO_FLAG_MESSAGES.tooPlain],
    ];
    for (const [parts, status, message] of refusals) {
      const res = await api.addKnownImage(admin, parts);
      expect(res.statusCode, JSON.stringify(parts.note)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/known-scam-images',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'not a form',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MESSAGES.badUpload);
    expect(await t.db.select().from(knownScamImages)).toEqual([]);
    expect(await t.db.select().from(imageFingerprints).where(eq(imageFingerprints.source, 'known-scam'))).toEqual([]);
  });

  it('answers 404 for an unknown image, and only to staff', async () => {
    const admin = await createTestAdmin(t);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.removeKnownImage(admin, unknown)).json()).toEqual({
      code: 'NOT_FOUND',
      message: PHOTO_FLAG_MESSAGES.knownImageNotFound,
    });
    expect((await api.staffFile(admin, `/api/admin/known-scam-images/${unknown}/image`)).statusCode).toBe(404);
    expect((await api.removeKnownImage(admin, 'nope')).statusCode).toBe(400);
    const memberAuth = (await createMember(t.app, t.db)).auth;
    const asMember = await t.app.inject({ method: 'GET', url: '/api/admin/known-scam-images', headers: memberAuth });
    expect(asMember.statusCode).toBe(401);
  });
});
