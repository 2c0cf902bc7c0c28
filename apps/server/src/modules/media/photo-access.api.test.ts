import { PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests, members } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { DEFAULT_MALE_AVATAR_SVG } from './assets/default-male-avatar.js';
import { decidePhoto } from './media.service.js';
import { photoHelpers } from './media.test-helpers.js';
import { photoUrlsFor, thumbUrlsFor } from './photo-access.js';
import { signedMediaUrl } from './signed-url.js';

const t = useTestApp();
const { rowOf, memberWithPhoto, variantBytes, get, match } = photoHelpers(t);

const urlFor = async (viewerId: string, ownerId: string) =>
  (await photoUrlsFor(t.app.ctx, viewerId, [await rowOf(ownerId)])).get(ownerId) ?? null;
/** A display address of the owner's photo at its current version, signed at `atMs`. */
const displayAddress = async (owner: { id: string; photoId: string }, atMs?: number) =>
  signedMediaUrl(
    t.config.authSecret,
    { photoId: owner.photoId, variant: 'display', version: (await rowOf(owner.id)).photoVersion },
    atMs,
  );

describe('a blurred female member seen by a member she is not matched with', () => {
  it('gives only blur addresses, and display cannot be fetched by any address', async () => {
    const owner = await memberWithPhoto({ blurred: true });
    const viewer = await createMember(t.app, t.db, { gender: 'Male' });
    const url = await urlFor(viewer.id, owner.id);
    expect(url).toMatch(new RegExp(`^/api/media/${owner.photoId}/blur\\?v=\\d+&exp=\\d+&sig=`));
    const thumb = (await thumbUrlsFor(t.app.ctx, viewer.id, [await rowOf(owner.id)])).get(owner.id);
    expect(thumb).toContain('/blur_thumb?');

    const blur = await get(url ?? '');
    expect(blur.statusCode).toBe(200);
    expect(blur.rawPayload.equals((await variantBytes(owner.photoId, 'blur')) ?? Buffer.alloc(0))).toBe(true);
    for (const tampered of ['display', 'thumb']) {
      const res = await get((url ?? '').replace('/blur?', `/${tampered}?`));
      expect(res.statusCode, tampered).toBe(403);
      expect(res.json()).toEqual({ message: PHOTO_MESSAGES.badLink, code: 'FORBIDDEN' });
    }
    expect((await get(`/api/media/${owner.photoId}/display`)).statusCode).toBe(403);

    const display = await variantBytes(owner.photoId, 'display');
    for (const who of [viewer, undefined]) {
      const fallback = await get(`/api/upload/${owner.id}`, who);
      expect(fallback.statusCode).toBe(200);
      expect(fallback.rawPayload.equals((await variantBytes(owner.photoId, 'blur')) ?? Buffer.alloc(0))).toBe(true);
      expect(fallback.rawPayload.equals(display ?? Buffer.alloc(0))).toBe(false);
    }
  });

  it('gives display once they are matched, in either direction, and not for a pending interest', async () => {
    const owner = await memberWithPhoto({ blurred: true });
    const viewer = await createMember(t.app, t.db, { gender: 'Male' });
    const suitor = await createMember(t.app, t.db, { gender: 'Male' });
    await t.db.insert(interests).values({ fromId: suitor.id, toId: owner.id, status: 'pending' });
    expect(await urlFor(suitor.id, owner.id)).toContain('/blur?');

    await match(owner.id, viewer.id);
    const url = await urlFor(viewer.id, owner.id);
    expect(url).toContain(`/api/media/${owner.photoId}/display?`);
    expect((await get(url ?? '')).statusCode).toBe(200);
    const fallback = await get(`/api/upload/${owner.id}`, viewer);
    expect(fallback.rawPayload.equals((await variantBytes(owner.photoId, 'display')) ?? Buffer.alloc(0))).toBe(true);
    const anonymous = await get(`/api/upload/${owner.id}`);
    expect(anonymous.rawPayload.equals((await variantBytes(owner.photoId, 'blur')) ?? Buffer.alloc(0))).toBe(true);

    const other = await createMember(t.app, t.db, { gender: 'Male' });
    await match(other.id, owner.id);
    expect(await urlFor(other.id, owner.id)).toContain('/display?');
  });

  it('lets the owner see her own photo unblurred', async () => {
    const owner = await memberWithPhoto({ blurred: true });
    expect(await urlFor(owner.id, owner.id)).toContain('/display?');
    const me = await get('/api/auth/me', owner);
    expect(me.json().photoUrl).toContain(`/api/media/${owner.photoId}/display?`);
  });
});

describe('review status', () => {
  it('hides a pending photo from others and shows it to the owner', async () => {
    const owner = await memberWithPhoto({ approve: false });
    const viewer = await createMember(t.app, t.db);
    expect(await urlFor(viewer.id, owner.id)).toBeNull();
    const fallback = await get(`/api/upload/${owner.id}`, viewer);
    expect(fallback.headers['content-type']).toContain('image/svg+xml');

    expect(await urlFor(owner.id, owner.id)).toContain('/display?');
    const me = (await get('/api/auth/me', owner)).json();
    expect(me).toMatchObject({ photoStatus: 'pending' });
    const own = await get(me.photoUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    const ownFallback = await get(`/api/upload/${owner.id}`, owner);
    expect(ownFallback.headers['content-type']).toBe('image/webp');
  });

  it('decidePhoto approves and rejects, with notes the owner sees', async () => {
    const owner = await memberWithPhoto({ approve: false });
    const viewer = await createMember(t.app, t.db);
    const approved = await decidePhoto(t.app.ctx, owner.photoId, 'approved', '  looks good ');
    expect(approved).toMatchObject({ photoId: owner.photoId, memberId: owner.id, photoStatus: 'approved' });
    expect(approved.photoReviewNotes).toBe('looks good');
    expect(await urlFor(viewer.id, owner.id)).toContain('/display?');

    const rejected = await decidePhoto(t.app.ctx, owner.photoId, 'rejected', 'Face not visible');
    expect(rejected.photoReviewedAt).toEqual(expect.any(String));
    expect(await urlFor(viewer.id, owner.id)).toBeNull();
    const me = (await get('/api/auth/me', owner)).json();
    expect(me).toMatchObject({ photoStatus: 'rejected', photoReviewNotes: 'Face not visible' });
    expect(me.photoUrl).toContain('/display?');
  });

  it('decidePhoto answers NOT_FOUND for an unknown or malformed id', async () => {
    await expect(decidePhoto(t.app.ctx, crypto.randomUUID(), 'approved', null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(decidePhoto(t.app.ctx, 'nope', 'rejected', null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('photoUrlsFor', () => {
  it('answers many owners at once: null without a photo or for an inactive account', async () => {
    const viewer = await createMember(t.app, t.db);
    const withPhoto = await memberWithPhoto();
    const without = await createMember(t.app, t.db);
    const gone = await memberWithPhoto();
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, gone.id));
    const owners = await Promise.all([withPhoto.id, without.id, gone.id].map(rowOf));
    const urls = await photoUrlsFor(t.app.ctx, viewer.id, owners);
    expect(urls.get(withPhoto.id)).toContain('/display?');
    expect(urls.get(without.id)).toBeNull();
    expect(urls.get(gone.id)).toBeNull();
  });
});

describe('GET /api/media/:photoId/:variant', () => {
  it('serves WebP with a private cache lifetime matching the expiry, and nosniff', async () => {
    const owner = await memberWithPhoto();
    const url = (await urlFor(owner.id, owner.id)) ?? '';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const exp = Number(new URL(url, 'http://localhost').searchParams.get('exp'));
    const maxAge = Number(String(res.headers['cache-control']).match(/^private, max-age=(\d+)$/)?.[1]);
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThan(5);
  });

  it('refuses an expired address and one signed with another secret', async () => {
    const owner = await memberWithPhoto();
    const expired = await displayAddress(owner, Date.now() - 3 * 3_600_000);
    expect((await get(expired)).statusCode).toBe(403);
    const version = (await rowOf(owner.id)).photoVersion;
    const foreign = signedMediaUrl('z'.repeat(40), { photoId: owner.photoId, variant: 'display', version });
    expect((await get(foreign)).statusCode).toBe(403);
    expect((await get((await displayAddress(owner)).replace(/v=\d+&/, ''))).statusCode).toBe(403);
  });
});

describe('GET /api/media/:photoId/:variant conditional requests', () => {
  const conditional = (url: string, etag: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });

  it('sends an ETag and answers a matching If-None-Match with 304, no body, the same cache headers', async () => {
    const owner = await memberWithPhoto();
    const url = (await urlFor(owner.id, owner.id)) ?? '';
    const full = await get(url);
    const etag = String(full.headers.etag);
    expect(etag).toBe(`"${owner.photoId}.display.${(await rowOf(owner.id)).photoVersion}"`);

    const again = await conditional(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await conditional(url, `"other", W/${etag}`)).statusCode).toBe(304);
  });

  it('sends the bytes for another ETag, and never answers 304 to a bad address', async () => {
    const owner = await memberWithPhoto();
    const url = (await urlFor(owner.id, owner.id)) ?? '';
    const stale = await conditional(url, '"something-else"');
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals((await variantBytes(owner.photoId, 'display')) ?? Buffer.alloc(0))).toBe(true);

    const etag = String((await get(url)).headers.etag);
    const expired = await displayAddress(owner, Date.now() - 3 * 3_600_000);
    expect((await conditional(expired, etag)).statusCode).toBe(403);
    expect((await conditional(url.replace(/sig=[^&]+/, 'sig=forged'), etag)).statusCode).toBe(403);
  });
});

describe('GET /api/upload/:id defaults', () => {
  it('draws the default male image for a Male member without a photo', async () => {
    const m = await createMember(t.app, t.db, { gender: 'Male' });
    const res = await get(`/api/upload/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(DEFAULT_MALE_AVATAR_SVG);
  });

  it('draws an initials avatar otherwise', async () => {
    const m = await createMember(t.app, t.db, { gender: 'Female', fullName: 'Zainab Qureshi' });
    const res = await get(`/api/upload/${m.id}`);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>ZQ</text>');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers JSON 404 for an unknown id', async () => {
    const res = await get(`/api/upload/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.memberNotFound, code: 'NOT_FOUND' });
  });
});
