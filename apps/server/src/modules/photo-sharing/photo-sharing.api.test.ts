import { PHOTO_ACCESS_MESSAGES } from '@mithaq/contracts/photo-access';
import { PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, photoAccessRequests } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { readZip } from '../../test/read-zip.js';
import { useTestApp } from '../../test/test-app.js';
import { photoSharingApi } from './photo-sharing.test-helpers.js';

/** docs/decisions/0030-photo-access.md: asking, answering, and what each side is told. */
const t = useTestApp();
const api = photoSharingApi(t);

const refused = (code: string, message: string) => ({ code, message });

describe('asking to see a blurred photo', () => {
  it('is offered on the profile, recorded once, told to the owner, and shown as requested', async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    expect(await api.seen(asker, owner)).toEqual({
      photoUrl: expect.stringContaining('/blur?'),
      photoAccess: 'can-ask',
    });

    const asked = await api.ask(asker, owner.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ requestId: expect.any(String), photoAccess: 'requested' });
    expect((await api.seen(asker, owner)).photoAccess).toBe('requested');
    expect(await api.notificationTypes(owner.id)).toEqual(['photo-access-requested']);

    const mine = (await api.overview(owner)).json();
    expect(mine).toMatchObject({ photoBlurred: true, matchesSeePhotos: true, grants: [], sent: [] });
    expect(mine.received).toEqual([
      {
        requestId: asked.json().requestId,
        member: { _id: asker.id, fullName: expect.any(String), photoUrl: null, city: expect.any(String) },
        askedAt: expect.any(String),
      },
    ]);
    const his = (await api.overview(asker)).json();
    expect(his.sent).toEqual([expect.objectContaining({ requestId: asked.json().requestId, state: 'pending' })]);
    expect(his.sent[0].member.photoUrl).toContain('/blur_thumb?');
  });

  it('refuses oneself, a photo that is not blurred, no photo, a block, an unknown member, and asking twice', async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    const open = await api.memberWithPhoto();
    const noPhoto = await createMember(t.app, t.db, { gender: 'Female', columns: { photoBlurred: true } });

    expect((await api.ask(owner, owner.id)).json()).toEqual(refused('BAD_REQUEST', PHOTO_ACCESS_MESSAGES.askSelf));
    const notBlurred = await api.ask(asker, open.id);
    expect(notBlurred.statusCode).toBe(409);
    expect(notBlurred.json().message).toBe(PHOTO_ACCESS_MESSAGES.notBlurred);
    expect((await api.ask(asker, noPhoto.id)).json()).toEqual(refused('CONFLICT', PHOTO_ACCESS_MESSAGES.noPhoto));
    expect((await api.ask(asker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.seen(asker, open)).photoAccess).toBeNull();

    expect((await api.ask(asker, owner.id)).statusCode).toBe(201);
    const again = await api.ask(asker, owner.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHOTO_ACCESS_MESSAGES.alreadyAsked);

    const blockedAsker = await api.newMan();
    await t.app.inject({ method: 'POST', url: `/api/messages/${blockedAsker.id}/block`, headers: owner.auth });
    const blocked = await api.ask(blockedAsker, owner.id);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().message).toBe(PROFILE_MESSAGES.notFound);
    expect(await api.notificationTypes(owner.id)).toEqual(['photo-access-requested']);
  });

  it('refuses a match who already sees the photo clearly', async () => {
    const owner = await api.blurredWoman();
    const husbandToBe = await api.newMan();
    await api.match(husbandToBe.id, owner.id);
    expect(await api.seen(husbandToBe, owner)).toEqual({
      photoUrl: expect.stringContaining('/display?'),
      photoAccess: 'clear',
    });
    const res = await api.ask(husbandToBe, owner.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PHOTO_ACCESS_MESSAGES.alreadyClear);
  });

  it("allows 10 asks in the asker's day; yesterday's asks do not count", async () => {
    const asker = await api.newMan();
    const others = await Promise.all(Array.from({ length: 10 }, () => createMember(t.app, t.db, { gender: 'Female' })));
    await t.db.insert(photoAccessRequests).values(others.map((o) => ({ ownerId: o.id, requesterId: asker.id })));
    const owner = await api.blurredWoman();

    const eleventh = await api.ask(asker, owner.id);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(PHOTO_ACCESS_MESSAGES.tooManyAsks);

    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.db
      .update(photoAccessRequests)
      .set({ createdAt: yesterday })
      .where(eq(photoAccessRequests.requesterId, asker.id));
    expect((await api.ask(asker, owner.id)).statusCode).toBe(201);
  });
});

describe('answering', () => {
  it('keeps a decline silent: the asker still sees it pending and may ask again only after 30 days', async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    const { requestId } = (await api.ask(asker, owner.id)).json();

    const declined = await api.decide(owner, requestId, 'decline');
    expect(declined.json()).toEqual({ requestId, status: 'declined' });
    expect(await api.notificationTypes(asker.id)).toEqual([]);
    expect((await api.overview(asker)).json().sent).toEqual([expect.objectContaining({ state: 'pending' })]);
    expect((await api.overview(owner)).json().received).toEqual([]);
    expect(await api.seen(asker, owner)).toMatchObject({ photoAccess: 'requested' });
    const again = await api.ask(asker, owner.id);
    expect(again.json()).toEqual(refused('CONFLICT', PHOTO_ACCESS_MESSAGES.alreadyAsked));

    await api.ageRequest(owner.id, asker.id, 29);
    expect((await api.ask(asker, owner.id)).statusCode).toBe(409);
    await api.ageRequest(owner.id, asker.id, 2);
    expect((await api.seen(asker, owner)).photoAccess).toBe('can-ask');
    const reasked = await api.ask(asker, owner.id);
    expect(reasked.statusCode).toBe(201);
    expect(reasked.json().requestId).toBe(requestId);
    expect((await api.overview(owner)).json().received).toHaveLength(1);
  });

  it('tells the asker of a grant; he then sees the photo clearly; an answered request cannot be answered again', async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    const requestId = await api.grant(owner, asker);
    expect(await api.notificationTypes(asker.id)).toEqual(['photo-access-granted']);

    const seen = await api.seen(asker, owner);
    expect(seen.photoAccess).toBe('clear');
    expect(seen.photoUrl).toMatch(new RegExp(`/display\\?v=\\d+&g=${asker.id}&gv=1&exp=`));
    expect((await api.get(seen.photoUrl ?? '')).statusCode).toBe(200);
    expect((await api.overview(asker)).json().sent).toEqual([expect.objectContaining({ state: 'granted' })]);
    expect((await api.overview(owner)).json().grants).toEqual([
      { member: expect.objectContaining({ _id: asker.id }), grantedAt: expect.any(String) },
    ]);

    const twice = await api.decide(owner, requestId, 'decline');
    expect(twice.json()).toEqual(refused('NOT_FOUND', PHOTO_ACCESS_MESSAGES.requestNotFound));
    expect((await api.ask(asker, owner.id)).json().message).toBe(PHOTO_ACCESS_MESSAGES.alreadyClear);
  });

  it("never lets a member answer another's request, nor revoke what she never granted", async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    const stranger = await api.blurredWoman();
    const { requestId } = (await api.ask(asker, owner.id)).json();
    expect((await api.decide(stranger, requestId, 'grant')).statusCode).toBe(404);
    expect((await api.decide(asker, requestId, 'grant')).statusCode).toBe(404);
    const revoke = await api.revoke(stranger, asker.id);
    expect(revoke.json()).toEqual(refused('NOT_FOUND', PHOTO_ACCESS_MESSAGES.grantNotFound));
    const bad = await api.decide(owner, requestId, 'maybe' as 'grant');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the data export', () => {
  it('holds her grants, the requests either way and the view log', async () => {
    const owner = await api.blurredWoman();
    const asker = await api.newMan();
    await api.grant(owner, asker);
    await api.seen(asker, owner);
    await t.db.update(members).set({ matchesSeePhotos: false }).where(eq(members.id, owner.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse((await readZip(res.rawPayload)).get('mithaq-data.json')?.toString() ?? '{}');
    expect(data.photoAccess).toEqual({
      matchesSeePhotos: false,
      requestsReceived: [
        {
          member: { _id: asker.id, fullName: expect.any(String) },
          status: 'granted',
          askedAt: expect.any(String),
          answeredAt: expect.any(String),
        },
      ],
      grants: [
        { member: { _id: asker.id, fullName: expect.any(String) }, grantedAt: expect.any(String), revokedAt: null },
      ],
      requestsSent: [],
      photoViews: [{ member: { _id: asker.id, fullName: expect.any(String) }, viewedAt: expect.any(String) }],
    });
  });
});
