import { NAME_MESSAGES } from '@mithaq/contracts/names';
import { MemberSchema } from '@mithaq/contracts/profile';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createMan, createWoman, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const api = profileApi(t);
const FULL = 'Fatima Zahra Ahmed';
const SHORT = 'Fatima A.';

const me = async (who: TestMember) => MemberSchema.parse((await api.me(who)).json());
const setNameDisplay = (who: TestMember, nameDisplay: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/me/name-display', headers: who.auth, payload: { nameDisplay } });

/** The names `who` sees of `of` in browse, the profile page, the interests lists and the feed. */
async function namesSeen(who: TestMember, of: TestMember) {
  const browse = (await api.browse(who, '?limit=50')).json() as { profiles: { _id: string; fullName: string }[] };
  const view = (await api.view(who, of.id)).json() as { fullName: string };
  const interests = (await api.interests(who)).json() as Record<string, { _id: string; fullName: string }[]>;
  const listed = [...(interests.received ?? []), ...(interests.sent ?? []), ...(interests.accepted ?? [])];
  const feed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
  const items = (feed.json() as { items: { member: { _id: string; fullName: string } | null }[] }).items;
  return {
    browse: browse.profiles.find((p) => p._id === of.id)?.fullName,
    view: view.fullName,
    interests: listed.find((p) => p._id === of.id)?.fullName,
    feed: items.find((i) => i.member?._id === of.id)?.member?.fullName,
  };
}

describe('the name setting', () => {
  it('starts new women on the short name and new men on the full name', async () => {
    expect((await me(await createWoman(t))).nameDisplay).toBe('short');
    expect((await me(await createMan(t))).nameDisplay).toBe('full');
  });

  it('is saved through PUT /api/me/name-display, and anything else is a 400 with a clear message', async () => {
    const woman = await createWoman(t);
    const bad = await setNameDisplay(woman, 'initials');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(NAME_MESSAGES.invalidChoice);
    expect((await me(woman)).nameDisplay).toBe('short');
    const saved = await setNameDisplay(woman, 'full');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ nameDisplay: 'full' });
    expect((await me(woman)).nameDisplay).toBe('full');
    expect((await setNameDisplay(woman, 'short')).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/name-display', payload: { nameDisplay: 'full' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the name other members see', () => {
  it('is the short form in browse, the profile, the interests lists and the feed before a match', async () => {
    const woman = await createWoman(t, {}, { fullName: FULL });
    const man = await createMan(t);
    expect((await api.view(man, woman.id)).json().fullName).toBe(SHORT);
    expect((await namesSeen(man, woman)).browse).toBe(SHORT);
    expect((await api.send(woman, man.id)).statusCode).toBe(201);
    const seen = await namesSeen(man, woman);
    expect(seen).toEqual({ browse: undefined, view: SHORT, interests: SHORT, feed: SHORT });
    // She still reads her own name in full.
    expect((await me(woman)).fullName).toBe(FULL);
    const sent = (await api.interests(woman)).json() as { sent: { fullName: string }[] };
    expect(sent.sent[0]?.fullName).toBe('Yusuf Khan');
  });

  it('is the full name once they are matched', async () => {
    const woman = await createWoman(t, {}, { fullName: FULL });
    const man = await createMan(t);
    await makeMatch(api, man, woman);
    const seen = await namesSeen(man, woman);
    expect(seen.view).toBe(FULL);
    expect(seen.interests).toBe(FULL);
    expect(seen.feed).toBe(FULL);
  });

  it('is the full name for a member who keeps the full name', async () => {
    const woman = await createWoman(t, {}, { fullName: FULL });
    expect((await setNameDisplay(woman, 'full')).statusCode).toBe(200);
    const man = await createMan(t);
    expect((await namesSeen(man, woman)).browse).toBe(FULL);
    expect((await api.view(man, woman.id)).json().fullName).toBe(FULL);
  });

  it('is the full name for staff', async () => {
    const woman = await createWoman(t, {}, { fullName: FULL });
    const admin = await createTestAdmin(t);
    const res = await adminApi(t).profile(admin, woman.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(FULL);
  });

  it('never carries the rest of the surname in any of those answers', async () => {
    const woman = await createWoman(t, {}, { fullName: FULL });
    const man = await createMan(t);
    expect((await api.send(woman, man.id)).statusCode).toBe(201);
    for (const url of [`/api/profiles/${woman.id}`, '/api/profiles/interests', '/api/notifications']) {
      const res = await t.app.inject({ method: 'GET', url, headers: man.auth });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Ahmed');
      expect(res.body).not.toContain('Zahra');
    }
  });
});
