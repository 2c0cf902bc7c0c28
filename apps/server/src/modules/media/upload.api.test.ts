import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { members, photos, photoVariants } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { hasGpsPointer, jpegWithGps, multipartBody, pngClaiming, pngImage, webpImage } from './test-images.js';

const t = useTestApp();

function upload(member: TestMember | null, bytes: Buffer, filename = 'photo.jpg', field = 'photo') {
  const { payload, headers } = multipartBody(field, bytes, filename);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...member?.auth } });
}

const photoIdOf = async (memberId: string) =>
  (await t.db.query.members.findFirst({ where: eq(members.id, memberId) }))?.photoId ?? null;
const photoCount = async () => (await t.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

describe('POST /api/upload', () => {
  it.each([
    ['JPEG', jpegWithGps, 'me.jpg'],
    ['PNG', pngImage, 'me.png'],
    ['WebP', webpImage, 'me.webp'],
  ])('accepts a %s, stores four variants pending review and answers a signed URL', async (_, make, filename) => {
    const m = await createMember(t.app, t.db);
    const res = await upload(m, await make(), filename);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.photoStatus).toBe('pending');
    expect(body.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/display\?v=\d+&exp=\d+&sig=[\w-]+$/);
    const photoId = await photoIdOf(m.id);
    expect(body.url).toContain(photoId);
    const row = await t.db.query.photos.findFirst({ where: eq(photos.id, photoId ?? '') });
    expect(row).toMatchObject({ memberId: m.id, status: 'pending' });
    const variants = await t.db
      .select()
      .from(photoVariants)
      .where(eq(photoVariants.photoId, photoId ?? ''));
    expect(variants.map((v) => v.variant).sort()).toEqual(['blur', 'blur_thumb', 'display', 'thumb']);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('strips EXIF and GPS from every stored variant and applies the orientation', async () => {
    const m = await createMember(t.app, t.db);
    const input = await jpegWithGps(640, 480);
    expect(hasGpsPointer((await sharp(input).metadata()).exif)).toBe(true);
    expect((await upload(m, input)).statusCode).toBe(201);
    const variants = await t.db
      .select()
      .from(photoVariants)
      .where(eq(photoVariants.photoId, (await photoIdOf(m.id)) ?? ''));
    expect(variants).toHaveLength(4);
    const bytesOf = async (key: string | undefined) => (await t.app.ctx.files.get(key ?? ''))?.bytes;
    for (const v of variants) {
      const bytes = await bytesOf(v.storageKey);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, v.variant).toBeUndefined();
      expect(meta.format).toBe('webp');
      expect(bytes?.includes(Buffer.from('MithaqTestCam')), v.variant).toBe(false);
    }
    const display = variants.find((v) => v.variant === 'display');
    expect(await sharp(await bytesOf(display?.storageKey)).metadata()).toMatchObject({ width: 480, height: 640 });
  });

  it('refuses a text file named .jpg with 415 and saves nothing', async () => {
    const m = await createMember(t.app, t.db);
    const before = await photoCount();
    const res = await upload(m, Buffer.from('just some text pretending to be a photo\n'.repeat(20)), 'cat.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.notAnImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await photoCount()).toBe(before);
    expect(await photoIdOf(m.id)).toBeNull();
  });

  it('refuses more than 10 MB with 413, never saving a cut-short file', async () => {
    const m = await createMember(t.app, t.db);
    expect((await upload(m, await pngImage())).statusCode).toBe(201);
    const current = await photoIdOf(m.id);
    const before = await photoCount();
    const jpegStart = await jpegWithGps();
    const big = Buffer.concat([jpegStart, Buffer.alloc(MAX_PHOTO_BYTES + 1 - jpegStart.length, 0x41)]);
    const res = await upload(m, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(await photoCount()).toBe(before);
    expect(await photoIdOf(m.id)).toBe(current);
  });

  it('refuses a header claiming 20000x20000 pixels before decoding it', async () => {
    const m = await createMember(t.app, t.db);
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(m, bomb, 'bomb.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PHOTO_MESSAGES.tooManyPixels);
    expect(await photoIdOf(m.id)).toBeNull();
  });

  it('refuses a real, well-compressed 7000x6000 solid PNG (over 40 MP)', async () => {
    const m = await createMember(t.app, t.db);
    const solid = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#0b5d4b' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(solid.length).toBeLessThan(MAX_PHOTO_BYTES);
    const res = await upload(m, solid, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PHOTO_MESSAGES.tooManyPixels);
  });

  it('requires a signed-in member', async () => {
    const res = await upload(null, await pngImage());
    expect(res.statusCode).toBe(401);
  });

  it('asks for a photo when the field is missing or the body is not multipart', async () => {
    const m = await createMember(t.app, t.db);
    const wrongField = await upload(m, await pngImage(), 'me.png', 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(PHOTO_MESSAGES.missingPhoto);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', headers: m.auth, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(PHOTO_MESSAGES.missingPhoto);
  });

  it('replaces the previous photo, keeping only the current one', async () => {
    const m = await createMember(t.app, t.db);
    await upload(m, await pngImage());
    const first = await photoIdOf(m.id);
    await upload(m, await webpImage());
    const second = await photoIdOf(m.id);
    expect(second).not.toBe(first);
    const rows = await t.db.select().from(photos).where(eq(photos.memberId, m.id));
    expect(rows.map((r) => r.id)).toEqual([second]);
  });

  it('limits uploads per member with 429', async () => {
    const limited = await createTestApp();
    try {
      const m = await createMember(limited.app, limited.db);
      const small = await pngImage(32, 32);
      const send = () => {
        const { payload, headers } = multipartBody('photo', small, 'me.png');
        return limited.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...m.auth } });
      };
      for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(201);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(PHOTO_MESSAGES.tooManyUploads);
    } finally {
      await limited.close();
    }
  });
});

describe('multipart stays scoped to the upload route', () => {
  it('keeps the 1 MB JSON limit and does not parse multipart elsewhere', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    const { payload, headers } = multipartBody('photo', await pngImage());
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
    expect(elsewhere.statusCode).toBe(415);
  });
});
