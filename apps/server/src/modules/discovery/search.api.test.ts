import { BrowseResponseSchema } from '@mithaq/contracts/discovery';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createMan, createWoman } from '../profiles/profiles.test-helpers.js';
import { discoveryApi, PLACES } from './discovery.test-helpers.js';

const t = useTestApp();
const api = discoveryApi(t);

async function search(who: TestMember, query: string) {
  const res = await api.search(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return BrowseResponseSchema.parse(res.json());
}
const matchesOf = async (who: TestMember) => (await api.matches(who)).json() as { profiles: { _id: string }[] };
const idsOf = (body: { profiles: { _id: string }[] }) => body.profiles.map((p) => p._id);

/** Every page of a search, following nextCursor. */
async function searchAll(who: TestMember, query: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const body = await search(who, `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...idsOf(body));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination did not end');
}

describe('GET /api/profiles advanced search', () => {
  beforeEach(async () => {
    await t.db.update(members).set({ accountStatus: 'deactivated' });
  });

  it.each([
    ['height', '?minHeight=5 ft 2 in&maxHeight=5 ft 6 in', ['b']],
    ['marital status (a list)', '?maritalStatus=Divorced,Widowed', ['b', 'c']],
    ['sect (a list)', '?sect=Ahl-e-Hadith (Salafi),Shia', ['a', 'c']],
    ['madhab', "?madhab=Ja'fari", ['c']],
    ['commitment', '?commitment=Strict', ['a']],
    ['least education', '?minEducation=Masters', ['a', 'c']],
    ['professions', '?professions=Dentist,Nurse', ['a', 'b']],
    ['mother tongue', '?motherTongue=Tamil', ['c']],
    ['country', '?country=PK', ['c']],
    ['within 25 km of my city', '?withinKm=25', ['a', 'b']],
    ['with a photo', '?withPhoto=true', []],
    ['joined this week', '?joinedThisWeek=true', ['a', 'b', 'c']],
    ['active recently', '?activeRecently=true', ['a', 'b']],
  ])('filters by %s', async (_label, query, expected) => {
    const viewer = await createMan(t, { ...PLACES.hyderabad });
    const old = new Date(Date.now() - 60 * 24 * 3_600_000);
    const a = await createWoman(t, {
      height: '5 ft 0 in',
      sect: 'Ahl-e-Hadith (Salafi)',
      religiousCommitment: 'Strict',
      education: 'PhD',
      profession: 'Dentist',
      maritalStatus: 'Never Married',
      ...PLACES.hyderabad,
    });
    const b = await createWoman(t, {
      height: '5 ft 4 in',
      maritalStatus: 'Divorced',
      education: 'Bachelors',
      profession: 'Nurse',
      ...PLACES.secunderabad,
    });
    const c = await createWoman(t, {
      height: '5 ft 10 in',
      sect: 'Shia',
      madhab: "Ja'fari",
      maritalStatus: 'Widowed',
      education: 'Masters',
      language: 'Tamil',
      lastActiveAt: old,
      ...PLACES.karachi,
    });
    const name = { [a.id]: 'a', [b.id]: 'b', [c.id]: 'c' };
    const seen = (await searchAll(viewer, query)).map((id) => name[id]).sort();
    expect(seen).toEqual(expected);
  });

  it('orders by nearest, recently active and best match, paging each without a gap or a repeat', async () => {
    const viewer = await createMan(t, { age: 30, ...PLACES.hyderabad, prefSects: ['Sunni'], prefLanguages: ['Urdu'] });
    const near = await createWoman(t, { sect: 'Sunni', ...PLACES.secunderabad });
    const mid = await createWoman(t, {
      sect: 'Sunni',
      language: 'Urdu',
      ...PLACES.pune,
      lastActiveAt: new Date(Date.now() - 86_400_000),
    });
    const far = await createWoman(t, { ...PLACES.karachi, lastActiveAt: new Date(Date.now() - 2 * 86_400_000) });
    expect(await searchAll(viewer, '?sort=nearest')).toEqual([near.id, mid.id, far.id]);
    expect(await searchAll(viewer, '?sort=active')).toEqual([near.id, mid.id, far.id]);
    expect(await searchAll(viewer, '?sort=best')).toEqual([mid.id, near.id, far.id]);
    const body = await search(viewer, '?sort=best');
    expect(body.profiles[0]?.fit).toMatchObject({ theyFitYou: { met: 2, considered: 2 } });
    expect(body.profiles.map((p) => p.distanceKm)).toEqual([expect.any(Number), 6, expect.any(Number)]);
  });

  it('pages nearest through a busy city, where everyone shares its point, into the next place without a gap or a repeat', async () => {
    const viewer = await createMan(t, { ...PLACES.hyderabad });
    const here = await Promise.all([1, 2, 3, 4, 5].map(() => createWoman(t, { ...PLACES.hyderabad })));
    const gone = await createWoman(t, { ...PLACES.hyderabad });
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(sql`${members.id} = ${gone.id}`);
    const near = await createWoman(t, { ...PLACES.secunderabad });
    // Ties at distance 0 go by id, as PostgreSQL orders uuids (their hex text, lower case).
    const expected = [...here.map((w) => w.id).sort(), near.id];
    expect(await searchAll(viewer, '?sort=nearest')).toEqual(expected);
    expect(await searchAll(viewer, '?sort=nearest&withinKm=25')).toEqual(expected);
    const first = await search(viewer, '?sort=nearest&limit=2');
    expect(first.profiles.map((p) => p.distanceKm)).toEqual([0, 0]);
  });

  it('finds neighbours across the antimeridian and across the pole', async () => {
    const fiji = await createMan(t, { ...PLACES.suva });
    // About 600 km east of Suva, on the other side of longitude 180.
    const across = await createWoman(t, { countryCode: 'FJ', latitude: -17.0, longitude: -176.0 });
    const samoa = await createWoman(t, { ...PLACES.apia });
    expect(idsOf(await search(fiji, '?withinKm=500'))).toEqual([]);
    expect(idsOf(await search(fiji, '?withinKm=1000'))).toEqual([across.id]);
    expect(idsOf(await search(fiji, '?sort=nearest'))).toEqual([across.id, samoa.id]);
    // Two points near the north pole on opposite meridians, about 390 km apart over the pole.
    const north = await createMan(t, { countryCode: null, latitude: 88.0, longitude: 170.0 });
    const overThePole = await createWoman(t, { countryCode: null, latitude: 88.5, longitude: -10.0 });
    expect(idsOf(await search(north, '?withinKm=500'))).toEqual([overThePole.id]);
    expect(idsOf(await search(north, '?withinKm=250'))).toEqual([]);
  });

  it('filters by a gazetteer city, or by a distance from it', async () => {
    const [hyderabad] = await t.db
      .execute<{ id: number }>(sql`select id from cities where ascii_name = 'Hyderabad' and country_code = 'IN'`)
      .then((r) => r.rows);
    if (!hyderabad) throw new Error('the gazetteer has no Hyderabad');
    const viewer = await createMan(t, { ...PLACES.karachi });
    const inCity = await createWoman(t, { ...PLACES.hyderabad, cityId: hyderabad.id });
    const nearCity = await createWoman(t, { ...PLACES.secunderabad, cityId: null });
    await createWoman(t, { ...PLACES.pune, cityId: null });
    expect(await searchAll(viewer, `?cityId=${hyderabad.id}`)).toEqual([inCity.id]);
    expect((await searchAll(viewer, `?cityId=${hyderabad.id}&withinKm=25`)).sort()).toEqual(
      [inCity.id, nearCity.id].sort(),
    );
    expect((await api.search(viewer, '?cityId=999999999')).statusCode).toBe(400);
  });

  it('leaves out, in every order, members blocked either way and members with an interest either way', async () => {
    const viewer = await createMan(t, { ...PLACES.hyderabad });
    const [shown, blockedByMe, blockedMe, sentTo, receivedFrom] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createWoman(t, { ...PLACES.secunderabad })),
    );
    if (!shown || !blockedByMe || !blockedMe || !sentTo || !receivedFrom) throw new Error('members missing');
    const call = (method: 'POST', url: string, who: TestMember) => t.app.inject({ method, url, headers: who.auth });
    await call('POST', `/api/messages/${blockedByMe.id}/block`, viewer);
    await call('POST', `/api/messages/${viewer.id}/block`, blockedMe);
    await call('POST', `/api/profiles/${sentTo.id}/interest`, viewer);
    await call('POST', `/api/profiles/${viewer.id}/interest`, receivedFrom);
    for (const sort of ['newest', 'best', 'active', 'nearest']) {
      expect(await searchAll(viewer, `?sort=${sort}&withPhoto=false`), sort).toEqual([shown.id]);
    }
    expect(idsOf(await matchesOf(viewer))).toEqual([shown.id]);
  });

  it('refuses a distance without a city to measure from, and an unknown order', async () => {
    const viewer = await createMan(t, { cityId: null, countryCode: null, latitude: null, longitude: null });
    const res = await api.search(viewer, '?withinKm=50');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose your own city on your profile to search by distance.');
    expect((await api.search(viewer, '?sort=nearest')).statusCode).toBe(400);
    expect((await api.search(viewer, '?sort=random')).statusCode).toBe(400);
    expect((await api.search(viewer, '?withinKm=42')).statusCode).toBe(400);
  });
});
