import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { photoVariants } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { useBucketTestApp } from '../../test/s3-server.js';
import { photoHelpers } from './media.test-helpers.js';
import { photoUrlsFor } from './photo-access.js';
import { BUCKET_ADDRESS_SECONDS } from './photo-files.js';
import { checkerboardPng, multipartBody } from './test-images.js';

const { t, s3 } = useBucketTestApp();
const { rowOf, memberWithPhoto, uploadPhoto, get } = photoHelpers(t);

const urlFor = async (viewerId: string, ownerId: string) =>
  (await photoUrlsFor(t.app.ctx, viewerId, [await rowOf(ownerId)])).get(ownerId) ?? '';

/** Fetches a bucket address the way a browser follows the redirect: straight from the bucket. */
async function fromBucket(location: string | undefined) {
  const res = await fetch(location ?? '');
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** When a presigned address stops opening, in seconds since the epoch (X-Amz-Date + X-Amz-Expires). */
function presignedUntil(location: string): number {
  const q = new URL(location).searchParams;
  const d = q.get('X-Amz-Date') ?? '';
  const signedAt = Date.UTC(
    +d.slice(0, 4),
    +d.slice(4, 6) - 1,
    +d.slice(6, 8),
    +d.slice(9, 11),
    +d.slice(11, 13),
    +d.slice(13, 15),
  );
  return signedAt / 1000 + Number(q.get('X-Amz-Expires'));
}

const storedInDatabase = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from storage_objects`)).rows[0]?.n;

describe('photos in a bucket', () => {
  it('stores the four variants in the bucket, none in the database, and redirects a signed address there', async () => {
    const owner = await memberWithPhoto();
    const keys = await s3.keys();
    for (const variant of ['display', 'thumb', 'blur', 'blur_thumb']) {
      expect(keys).toContain(`photos/${owner.photoId}/${variant}`);
    }
    expect(await storedInDatabase()).toBe(0);

    const url = await urlFor(owner.id, owner.id);
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/photos/${owner.photoId}/display?`)).toBe(
      true,
    );

    const image = await fromBucket(location);
    expect(image.status).toBe(200);
    expect(image.contentType).toBe('image/webp');
    // The web app's pages may load images from the bucket.
    const csp = String((await get('/api/health')).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.settings.endpoint}`));
    expect(image.bytes.equals((await s3.read(`photos/${owner.photoId}/display`)) ?? Buffer.alloc(0))).toBe(true);
  });

  it('never lets the bucket address outlive ours, nor last over five minutes', async () => {
    const owner = await memberWithPhoto();
    const url = await urlFor(owner.id, owner.id);
    const ourExpiry = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const location = String((await get(url)).headers.location);
    const until = presignedUntil(location);
    expect(until).toBeLessThanOrEqual(ourExpiry);
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(BUCKET_ADDRESS_SECONDS);
    expect(until).toBeGreaterThan(Date.now() / 1000);
    // The same address again a moment later, so the browser can use what it fetched.
    expect((await get(url)).headers.location).toBe(location);
  });

  it('gives a viewer of a blurred photo an address of the blurred file only, also through /api/upload', async () => {
    const owner = await memberWithPhoto({ blurred: true });
    const viewer = await createMember(t.app, t.db, { gender: 'Male' });
    const url = await urlFor(viewer.id, owner.id);
    expect(url).toContain('/blur?');
    const display = await s3.read(`photos/${owner.photoId}/display`);
    const blur = await s3.read(`photos/${owner.photoId}/blur`);

    for (const res of [
      await get(url),
      await get(`/api/upload/${owner.id}`, viewer),
      await get(`/api/upload/${owner.id}`),
    ]) {
      expect(res.statusCode).toBe(302);
      const location = String(res.headers.location);
      expect(new URL(location).pathname).toBe(`/${s3.settings.bucket}/photos/${owner.photoId}/blur`);
      const image = await fromBucket(location);
      expect(image.bytes.equals(blur ?? Buffer.alloc(0))).toBe(true);
      expect(image.bytes.equals(display ?? Buffer.alloc(0))).toBe(false);
    }
    expect((await get(url.replace('/blur?', '/display?'))).statusCode).toBe(403);
  });

  it('answers 404, not a redirect, once the address is revoked', async () => {
    const owner = await memberWithPhoto();
    const viewer = await createMember(t.app, t.db, { gender: 'Male' });
    const url = await urlFor(viewer.id, owner.id);
    expect((await get(url)).statusCode).toBe(302);
    await t.app.inject({ method: 'POST', url: `/api/messages/${viewer.id}/block`, headers: owner.auth });
    const revoked = await get(url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.headers.location).toBeUndefined();
  });

  it('deletes the replaced photo’s files from the bucket once the new one is recorded', async () => {
    const owner = await memberWithPhoto();
    const first = owner.photoId;
    const second = await uploadPhoto(owner);
    const keys = await s3.keys();
    expect(keys.filter((k) => k.startsWith(`photos/${first}/`))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(`photos/${second}/`))).toHaveLength(4);
  });

  it('refuses an upload with 503 when the bucket is down, and keeps the current photo', async () => {
    const owner = await memberWithPhoto();
    const down = await buildApp({
      config: { ...t.config, storage: { ...s3.settings, endpoint: 'http://127.0.0.1:9' } },
      database: t.database,
    });
    try {
      const { payload, headers } = multipartBody('photo', await checkerboardPng(300, 20), 'me.png');
      const res = await down.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, ...owner.auth },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await down.close();
    }
    expect((await rowOf(owner.id)).photoId).toBe(owner.photoId);
    const variants = await t.db.select().from(photoVariants).where(eq(photoVariants.photoId, owner.photoId));
    expect(variants).toHaveLength(4);
  });
});
