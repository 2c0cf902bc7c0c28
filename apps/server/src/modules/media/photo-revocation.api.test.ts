import { PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';
import { decidePhoto } from './media.service.js';
import { photoHelpers } from './media.test-helpers.js';

/** docs/decisions/0005-photos.md "Photo addresses": an address ends with the permission it was issued under. */
const t = useTestApp();
const api = profileApi(t);
const admin = adminApi(t);
const { memberWithPhoto, uploadPhoto, get, match, rowOf } = photoHelpers(t);

/** The photo address `viewer` is given on `owner`'s profile page, or null when there is none. */
async function addressOnProfile(viewer: TestMember, owner: TestMember): Promise<string | null> {
  const res = await api.view(viewer, owner.id);
  return res.statusCode === 200 ? res.json().photoUrl : null;
}

/** An address that opens now, with the ETag it is served with (for a later conditional request). */
async function held(url: string | null): Promise<{ url: string; etag: string }> {
  if (!url) throw new Error('no address');
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return { url, etag: String(res.headers.etag) };
}

/** The address answers 404 at once: plain, and when the browser revalidates its cached copy. */
async function expectRevoked(address: { url: string; etag: string }) {
  const conditional: Record<string, string> = { 'if-none-match': address.etag };
  for (const headers of [{}, conditional]) {
    const res = await get(address.url, undefined, headers);
    expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: PHOTO_MESSAGES.photoNotFound });
  }
}

async function expectOpens(url: string | null) {
  expect(url).not.toBeNull();
  expect((await get(url ?? '')).statusCode).toBe(200);
}

const newMan = () => createMember(t.app, t.db, { gender: 'Male' });

/** A woman with an approved photo, a man not matched with her, and the address he was given. */
async function seenByAMan() {
  const owner = await memberWithPhoto();
  const viewer = await newMan();
  return { owner, viewer, seen: await held(await addressOnProfile(viewer, owner)) };
}

describe('turning blur on', () => {
  it('ends display addresses at once; blur addresses are issued instead, display again once blur is off', async () => {
    const owner = await memberWithPhoto();
    const viewer = await newMan();
    const display = await held(await addressOnProfile(viewer, owner));
    expect(display.url).toContain('/display?');

    expect((await api.updateMe(owner, { photoBlurred: true })).statusCode).toBe(200);
    await expectRevoked(display);
    const blur = await addressOnProfile(viewer, owner);
    expect(blur).toContain('/blur?');
    await expectOpens(blur);

    expect((await api.updateMe(owner, { photoBlurred: false })).statusCode).toBe(200);
    const again = await addressOnProfile(viewer, owner);
    expect(again).toContain('/display?');
    await expectOpens(again);
  });

  it("ends a matched member's display address too, and he is given a display one again", async () => {
    const owner = await memberWithPhoto();
    const husbandToBe = await newMan();
    await match(husbandToBe.id, owner.id);
    const before = await held(await addressOnProfile(husbandToBe, owner));
    await api.updateMe(owner, { photoBlurred: true });
    await expectRevoked(before);
    const after = await addressOnProfile(husbandToBe, owner);
    expect(after).toContain('/display?');
    await expectOpens(after);
  });

  it('ends nothing when blur was already on, or when other fields change', async () => {
    const owner = await memberWithPhoto({ blurred: true });
    const viewer = await newMan();
    const blur = await held(await addressOnProfile(viewer, owner));
    const version = (await rowOf(owner.id)).photoVersion;
    await api.updateMe(owner, { photoBlurred: true });
    await api.updateMe(owner, { city: 'Srinagar' });
    expect((await rowOf(owner.id)).photoVersion).toBe(version);
    await expectOpens(blur.url);
  });
});

describe('replacing the photo', () => {
  it("ends the addresses of the old photo, the owner's own included; the new one opens once approved", async () => {
    const { owner, viewer, seen } = await seenByAMan();
    const own = await held((await api.me(owner)).json().photoUrl);

    const newPhoto = await uploadPhoto(owner, 300);
    await expectRevoked(seen);
    await expectRevoked(own);
    expect(await addressOnProfile(viewer, owner)).toBeNull();
    await expectOpens((await api.me(owner)).json().photoUrl);

    await decidePhoto(t.app.ctx, newPhoto, 'approved', null);
    const fresh = await addressOnProfile(viewer, owner);
    expect(fresh).toContain(`/api/media/${newPhoto}/display?`);
    await expectOpens(fresh);
  });
});

describe('staff rejecting the photo', () => {
  it('ends the addresses others hold at once; the owner and staff get working ones; approval restores', async () => {
    const staff = await createTestAdmin(t);
    const { owner, viewer, seen } = await seenByAMan();

    const rejected = await admin.decidePhoto(staff, owner.id, 'rejected', 'Face not visible');
    expect(rejected.statusCode).toBe(200);
    await expectRevoked(seen);
    expect(await addressOnProfile(viewer, owner)).toBeNull();
    await expectOpens(rejected.json().photoUrl);
    await expectOpens((await api.me(owner)).json().photoUrl);

    expect((await admin.decidePhoto(staff, owner.id, 'approved')).statusCode).toBe(200);
    await expectOpens(await addressOnProfile(viewer, owner));
  });

  it('approval ends nothing', async () => {
    const staff = await createTestAdmin(t);
    const { owner, seen } = await seenByAMan();
    expect((await admin.decidePhoto(staff, owner.id, 'approved')).statusCode).toBe(200);
    await expectOpens(seen.url);
  });
});

describe('a block', () => {
  for (const direction of ['she blocks him', 'he blocks her'] as const) {
    it(`(${direction}) ends both members' addresses of each other's photos; unblocking gives working ones`, async () => {
      const woman = await memberWithPhoto();
      const man = await memberWithPhoto({ gender: 'Male' });
      await makeMatch(api, man, woman);
      const hers = await held(await addressOnProfile(man, woman));
      const his = await held(await addressOnProfile(woman, man));
      const [blocker, blocked] = direction === 'she blocks him' ? [woman, man] : [man, woman];

      expect((await api.block(blocker, blocked.id)).statusCode).toBe(200);
      await expectRevoked(hers);
      await expectRevoked(his);
      // The conversation stays listed with the block texts, but neither is given the other's photo.
      for (const [viewer, other] of [
        [man, woman],
        [woman, man],
      ] as const) {
        const inbox = (await get('/api/messages/inbox', viewer)).json();
        expect(
          inbox.conversations.find((c: { user: { _id: string } }) => c.user._id === other.id).user.photoUrl,
        ).toBeNull();
        expect((await get(`/api/messages/${other.id}`, viewer)).json().otherUser.photoUrl).toBeNull();
        expect((await get(`/api/upload/${other.id}`, viewer)).headers['content-type']).toContain('image/svg+xml');
      }

      expect((await api.unblock(blocker, blocked.id)).statusCode).toBe(200);
      await expectOpens(await addressOnProfile(man, woman));
      await expectOpens(await addressOnProfile(woman, man));
    });
  }

  it('blocking again changes nothing more', async () => {
    const woman = await memberWithPhoto();
    const man = await newMan();
    await api.block(woman, man.id);
    const version = (await rowOf(woman.id)).photoVersion;
    await api.block(woman, man.id);
    expect((await rowOf(woman.id)).photoVersion).toBe(version);
  });
});

describe('the account leaving active', () => {
  it('ends the addresses others hold at once; after reactivation fresh ones open', async () => {
    const staff = await createTestAdmin(t);
    const { owner, viewer, seen } = await seenByAMan();

    expect((await admin.setStatus(staff, owner.id, 'deactivated')).statusCode).toBe(200);
    await expectRevoked(seen);
    expect(await addressOnProfile(viewer, owner)).toBeNull();

    expect((await admin.setStatus(staff, owner.id, 'active')).statusCode).toBe(200);
    await expectOpens(await addressOnProfile(viewer, owner));
  });

  it('ends them on deletion too', async () => {
    const staff = await createTestAdmin(t);
    const { owner, seen } = await seenByAMan();
    expect((await admin.setStatus(staff, owner.id, 'deleted')).statusCode).toBe(200);
    await expectRevoked(seen);
  });
});
