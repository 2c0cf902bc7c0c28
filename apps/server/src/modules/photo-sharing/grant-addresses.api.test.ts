import { PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { photoSharingApi } from './photo-sharing.test-helpers.js';

/**
 * docs/decisions/0030-photo-access.md: a clear address ends with the grant (or matches setting) it was issued under.
 */
const t = useTestApp();
const api = photoSharingApi(t);

/** The address opens now; its ETag for a later revalidation. */
async function held(url: string | null): Promise<{ url: string; etag: string }> {
  if (!url) throw new Error('no address');
  const res = await api.get(url);
  expect(res.statusCode, url).toBe(200);
  return { url, etag: String(res.headers.etag) };
}

/** Answers 404 at once (still unexpired), also to a browser revalidating its copy. */
async function expectEnded(address: { url: string; etag: string }) {
  const conditionalHeaders: Record<string, string> = { 'if-none-match': address.etag };
  for (const headers of [{}, conditionalHeaders]) {
    const res = await api.get(address.url, undefined, headers);
    expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PHOTO_MESSAGES.photoNotFound });
  }
}

const conditional = async (address: { url: string; etag: string }) =>
  (await api.get(address.url, undefined, { 'if-none-match': address.etag })).statusCode;

describe('revoking a grant', () => {
  it("ends the grantee's clear addresses at once, display and thumb, and he is given blur again", async () => {
    const owner = await api.blurredWoman();
    const grantee = await api.newMan();
    const other = await api.newMan();
    await api.grant(owner, grantee);
    await api.grant(owner, other);
    const display = await held((await api.seen(grantee, owner)).photoUrl);
    const thumb = await held((await api.overview(grantee)).json().sent[0].member.photoUrl);
    expect(thumb.url).toContain('/thumb?');
    const othersAddress = await held((await api.seen(other, owner)).photoUrl);
    expect(await conditional(display)).toBe(304);

    expect((await api.revoke(owner, grantee.id)).json()).toEqual({ ok: true });
    await expectEnded(display);
    await expectEnded(thumb);
    // Other members are not touched: the other grantee's address still opens, and no photo version rose.
    expect(await conditional(othersAddress)).toBe(304);
    expect((await api.get(othersAddress.url)).statusCode).toBe(200);

    expect(await api.seen(grantee, owner)).toEqual({
      photoUrl: expect.stringContaining('/blur?'),
      photoAccess: 'requested',
    });
    expect((await api.overview(grantee)).json().sent[0].state).toBe('ended');
    expect((await api.overview(owner)).json().grants.map((g: { member: { _id: string } }) => g.member._id)).toEqual([
      other.id,
    ]);
    expect((await api.revoke(owner, grantee.id)).statusCode).toBe(404);
    expect(await api.notificationTypes(grantee.id)).toEqual(['photo-access-granted']);
  });

  it('grants again at a new version, after the 30 days: the old address stays ended, the new one opens', async () => {
    const owner = await api.blurredWoman();
    const grantee = await api.newMan();
    await api.grant(owner, grantee);
    const first = await held((await api.seen(grantee, owner)).photoUrl);
    await api.revoke(owner, grantee.id);
    expect((await api.ask(grantee, owner.id)).statusCode).toBe(409);

    await api.ageRequest(owner.id, grantee.id, 31);
    await api.grant(owner, grantee);
    const row = await api.grantRow(owner.id, grantee.id);
    expect(row).toMatchObject({ version: 3, revokedAt: null });
    const second = await held((await api.seen(grantee, owner)).photoUrl);
    expect(second.url).toContain(`&g=${grantee.id}&gv=3&`);
    expect(second.etag).not.toBe(first.etag);
    await expectEnded(first);
  });

  it('refuses an address whose grant was altered (the grant is inside the signature)', async () => {
    const owner = await api.blurredWoman();
    const grantee = await api.newMan();
    const stranger = await api.newMan();
    await api.grant(owner, grantee);
    const { url } = await held((await api.seen(grantee, owner)).photoUrl);
    for (const forged of [
      url.replace(`g=${grantee.id}`, `g=${stranger.id}`),
      url.replace('&gv=1', '&gv=2'),
      url.replace(/&g=[^&]+&gv=\d+/, ''),
    ]) {
      const res = await api.get(forged);
      expect(res.statusCode, forged).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: PHOTO_MESSAGES.badLink });
    }
  });

  it('serves the grantee the clear photo at /api/upload/{id} too, and only until revoked', async () => {
    const owner = await api.blurredWoman();
    const grantee = await api.newMan();
    await api.grant(owner, grantee);
    const clear = await api.get(`/api/upload/${owner.id}`, grantee);
    const stranger = await api.get(`/api/upload/${owner.id}`, await api.newMan());
    expect(clear.rawPayload.equals(stranger.rawPayload)).toBe(false);
    expect(clear.rawPayload.equals((await api.variantBytes(owner.photoId, 'display')) ?? Buffer.alloc(0))).toBe(true);
    await api.revoke(owner, grantee.id);
    const after = await api.get(`/api/upload/${owner.id}`, grantee);
    expect(after.rawPayload.equals(stranger.rawPayload)).toBe(true);
  });
});

describe('the matches setting', () => {
  it("off: a match's clear address ends and he is given blur; on again: clear again", async () => {
    const owner = await api.blurredWoman();
    const match = await api.newMan();
    await api.match(match.id, owner.id);
    const before = await held((await api.seen(match, owner)).photoUrl);
    expect(before.url).not.toContain('&g=');

    expect((await api.settings(owner, false)).json()).toEqual({ matchesSeePhotos: false });
    await expectEnded(before);
    expect(await api.seen(match, owner)).toEqual({
      photoUrl: expect.stringContaining('/blur?'),
      photoAccess: 'can-ask',
    });
    expect((await api.overview(owner)).json().matchesSeePhotos).toBe(false);

    await api.settings(owner, true);
    const after = (await api.seen(match, owner)).photoUrl;
    expect(after).toContain('/display?');
    await held(after);
  });

  it('off: a match she granted keeps a clear address, stamped with the grant; saving off twice ends nothing more', async () => {
    const owner = await api.blurredWoman();
    const match = await api.newMan();
    await api.match(match.id, owner.id);
    await api.settings(owner, false);
    await api.grant(owner, match);
    const granted = await held((await api.seen(match, owner)).photoUrl);
    expect(granted.url).toContain(`/display?v=`);
    expect(granted.url).toContain(`&g=${match.id}&gv=1&`);
    const version = (await api.rowOf(owner.id)).photoVersion;
    await api.settings(owner, false);
    expect((await api.rowOf(owner.id)).photoVersion).toBe(version);
    expect(await conditional(granted)).toBe(304);
  });

  it('unblurring still shows everyone the clear photo, grants or not', async () => {
    const owner = await api.blurredWoman();
    const viewer = await api.newMan();
    await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      headers: owner.auth,
      payload: { photoBlurred: false },
    });
    expect(await api.seen(viewer, owner)).toEqual({
      photoUrl: expect.stringContaining('/display?'),
      photoAccess: null,
    });
  });
});
