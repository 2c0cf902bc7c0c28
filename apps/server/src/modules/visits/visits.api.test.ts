import { BrowseResponseSchema, MyMatchesResponseSchema } from '@mithaq/contracts/discovery';
import { VISITS_MESSAGES, VisibilitySchema, VisitorsResponseSchema } from '@mithaq/contracts/visits';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, profileVisits } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { purgeExpiredRows } from '../jobs/purge.js';
import { makePremium } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, ids, profileApi } from '../profiles/profiles.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const profiles = profileApi(t);
const DAY_S = 24 * 3600;

const call = (method: 'GET' | 'PUT', url: string, who: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });

async function visitors(who: TestMember) {
  const res = await call('GET', '/api/me/visitors', who);
  expect(res.statusCode, res.body).toBe(200);
  return VisitorsResponseSchema.parse(res.json());
}
async function setVisibility(who: TestMember, change: object) {
  const res = await call('PUT', '/api/me/visibility', who, change);
  expect(res.statusCode, res.body).toBe(200);
  return VisibilitySchema.parse(res.json());
}
async function view(who: TestMember, id: string) {
  expect((await profiles.view(who, id)).statusCode).toBe(200);
}
async function browseIds(who: TestMember, query = '') {
  const res = await profiles.browse(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return ids(BrowseResponseSchema.parse(res.json()).profiles);
}

beforeEach(async () => {
  await t.db.update(members).set({ accountStatus: 'deactivated' });
});

describe('who viewed me', () => {
  it('records a view once per viewer per day; premium members see who, newest first', async () => {
    const woman = await createWoman(t);
    const first = await createMan(t, { fullName: 'First Visitor' });
    const second = await createMan(t, { fullName: 'Second Visitor' });
    await makePremium(t, woman);
    await view(first, woman.id);
    clock.advance(60);
    await view(second, woman.id);
    clock.advance(60);
    await view(first, woman.id);
    const seen = await visitors(woman);
    expect(seen.view).toBe('full');
    if (seen.view !== 'full') return;
    // The same day's second view moves nothing.
    expect(seen.total).toBe(2);
    expect(seen.visitors.map((v) => v.fullName)).toEqual(['Second Visitor', 'First Visitor']);
    clock.advance(DAY_S);
    await view(first, woman.id);
    const nextDay = await visitors(woman);
    expect(nextDay.view === 'full' && nextDay.visitors.map((v) => v.fullName)).toEqual([
      'First Visitor',
      'Second Visitor',
    ]);
    // Opening one's own profile is no visit.
    await view(woman, woman.id);
    expect(await visitors(woman)).toMatchObject({ view: 'full', total: 2 });
  });

  it('shows a free member the count and when the latest came, naming no one', async () => {
    const woman = await createWoman(t);
    for (let i = 0; i < 4; i++) {
      const man = await createMan(t, { fullName: `Visitor Number${i}` });
      await view(man, woman.id);
      clock.advance(60);
    }
    const res = await call('GET', '/api/me/visitors', woman);
    expect(res.body).not.toContain('Visitor');
    const seen = VisitorsResponseSchema.parse(res.json());
    expect(seen).toMatchObject({ view: 'preview', total: 4 });
    expect(seen.view === 'preview' && seen.latest).toHaveLength(3);
  });

  it('is reciprocal: a member not seen viewing leaves no visit and sees no visitors', async () => {
    const woman = await createWoman(t);
    const shy = await createMan(t);
    await makePremium(t, woman);
    await makePremium(t, shy);
    await view(woman, shy.id);
    expect(await setVisibility(shy, { visitsShown: false })).toEqual({
      incognito: false,
      visitsShown: false,
      activityShown: true,
    });
    await view(shy, woman.id);
    expect(await visitors(woman)).toMatchObject({ view: 'full', total: 0 });
    expect(await visitors(shy)).toEqual({ view: 'hidden' });
    // Shown again, the earlier visit of hers is there; his own earlier viewing never was recorded.
    await setVisibility(shy, { visitsShown: true });
    expect(await visitors(shy)).toMatchObject({ view: 'full', total: 1 });
  });

  it('leaves out visitors blocked either way, and purges visits older than 90 days', async () => {
    const woman = await createWoman(t);
    const blocked = await createMan(t);
    const old = await createMan(t);
    await makePremium(t, woman);
    await view(old, woman.id);
    await t.db
      .update(profileVisits)
      .set({ viewedAt: new Date(clock.now() - 91 * DAY_S * 1000) })
      .where(eq(profileVisits.viewerId, old.id));
    await view(blocked, woman.id);
    await profiles.block(woman, blocked.id);
    expect(await visitors(woman)).toMatchObject({ view: 'full', total: 0, visitors: [] });
    const rows = await t.db.select().from(profileVisits).where(eq(profileVisits.viewedId, woman.id));
    expect(rows).toHaveLength(2);
    await purgeExpiredRows(t.db, clock.now());
    const left = await t.db.select().from(profileVisits).where(eq(profileVisits.viewedId, woman.id));
    expect(left.map((r) => r.viewerId)).toEqual([blocked.id]);
  });
});

describe('incognito', () => {
  it('is premium only', async () => {
    const man = await createMan(t);
    const res = await call('PUT', '/api/me/visibility', man, { incognito: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(VISITS_MESSAGES.incognitoPremium);
    expect(VisibilitySchema.parse((await call('GET', '/api/me/visibility', man)).json()).incognito).toBe(false);
  });

  it('leaves the member out of every list and records no views, at once; ends with premium', async () => {
    const man = await createMan(t, { prefSects: ['Sunni'], sect: 'Sunni' });
    const incognito = await createWoman(t, { sect: 'Sunni' });
    const other = await createWoman(t, { sect: 'Sunni' });
    await makePremium(t, incognito);
    expect((await browseIds(man)).sort()).toEqual([incognito.id, other.id].sort());
    const before = MyMatchesResponseSchema.parse((await call('GET', '/api/discovery/matches', man)).json());
    expect(ids(before.profiles)).toContain(incognito.id);

    expect((await setVisibility(incognito, { incognito: true })).incognito).toBe(true);
    expect(await browseIds(man)).toEqual([other.id]);
    expect(await browseIds(man, '?sort=best')).toEqual([other.id]);
    // My matches' stored pool still names her; the list must not.
    const during = MyMatchesResponseSchema.parse((await call('GET', '/api/discovery/matches', man)).json());
    expect(ids(during.profiles)).toEqual([other.id]);
    await makePremium(t, man);
    await view(incognito, man.id);
    expect(await visitors(man)).toMatchObject({ view: 'full', total: 0 });

    await t.db
      .update(members)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(members.id, incognito.id));
    expect((await browseIds(man)).sort()).toEqual([incognito.id, other.id].sort());
    expect(VisibilitySchema.parse((await call('GET', '/api/me/visibility', incognito)).json()).incognito).toBe(false);
  });
});

describe('the activity line', () => {
  it('shows joined this week and active today, unless either member hides their activity', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const card = async () => {
      const res = await profiles.browse(man);
      return BrowseResponseSchema.parse(res.json()).profiles.find((p) => p._id === woman.id);
    };
    const ago = (seconds: number) => new Date(clock.now() - seconds * 1000);
    await t.db
      .update(members)
      .set({ lastActiveAt: ago(3600), createdAt: ago(3600) })
      .where(eq(members.id, woman.id));
    expect(await card()).toMatchObject({ joinedThisWeek: true, activity: 'today' });
    await t.db
      .update(members)
      .set({ lastActiveAt: ago(3 * DAY_S), createdAt: ago(30 * DAY_S) })
      .where(eq(members.id, woman.id));
    expect(await card()).toMatchObject({ joinedThisWeek: false, activity: 'week' });
    await setVisibility(man, { activityShown: false });
    expect((await card())?.activity).toBeNull();
    await setVisibility(man, { activityShown: true });
    await setVisibility(woman, { activityShown: false });
    expect((await card())?.activity).toBeNull();
  });
});
