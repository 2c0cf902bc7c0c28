import { MyMatchesResponseSchema } from '@mithaq/contracts/discovery';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { discoveryApi, PLACES } from './discovery.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const api = discoveryApi(t);
const profiles = profileApi(t);

async function matches(who: TestMember, query = '') {
  const res = await api.matches(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return MyMatchesResponseSchema.parse(res.json());
}
const idsOf = (body: { profiles: { _id: string }[] }) => body.profiles.map((p) => p._id);

describe('GET /api/discovery/matches', () => {
  // Each case counts who passes, so members of earlier cases are taken out of the running.
  beforeEach(async () => {
    await t.db.update(members).set({ accountStatus: 'deactivated' });
  });

  it('keeps out whoever fails a must on either side, and ranks by the two-way score', async () => {
    const viewer = await createMan(t, {
      age: 30,
      sect: 'Sunni',
      prefSects: ['Sunni'],
      prefMust: ['sect'],
      prefLanguages: ['Urdu'],
      ...PLACES.hyderabad,
    });
    const fitsBoth = await createWoman(t, {
      age: 27,
      sect: 'Sunni',
      language: 'Urdu',
      partnerAgeMin: 28,
      partnerAgeMax: 34,
      prefMust: ['age'],
    });
    const fitsMustOnly = await createWoman(t, { age: 27, sect: 'Sunni', language: 'Tamil' });
    const failsMine = await createWoman(t, { age: 27, sect: 'Shia', language: 'Urdu' });
    const failsTheirs = await createWoman(t, {
      age: 27,
      sect: 'Sunni',
      partnerAgeMin: 20,
      partnerAgeMax: 25,
      prefMust: ['age'],
    });
    const body = await matches(viewer, '?strict=true');
    const seen = idsOf(body);
    expect(body.hasPreferences).toBe(true);
    expect(seen).not.toContain(failsMine.id);
    expect(seen).not.toContain(failsTheirs.id);
    // As asked, the preferred mother tongue filters too; the must-only fit comes once widened.
    expect(seen).toContain(fitsBoth.id);
    expect(seen).not.toContain(fitsMustOnly.id);
    const widened = await matches(viewer);
    expect(idsOf(widened).slice(0, 2)).toEqual([fitsBoth.id, fitsMustOnly.id]);
    expect(widened.widened).toEqual([{ kind: 'preferences', criteria: ['motherTongue'], added: 1 }]);
    const card = widened.profiles.find((p) => p._id === fitsBoth.id);
    expect(card?.fit).toEqual({
      overall: 100,
      theyFitYou: { met: 2, considered: 2 },
      youFitThem: { met: 1, considered: 1 },
    });
  });

  it('widens a preferred age step by step, never a must, and says how many more it found', async () => {
    const viewer = await createMan(t, {
      age: 30,
      partnerAgeMin: 25,
      partnerAgeMax: 27,
      prefSects: ['Sunni'],
      prefMust: ['sect'],
    });
    const inRange = await createWoman(t, { age: 26, sect: 'Sunni' });
    const twoOlder = await createWoman(t, { age: 29, sect: 'Sunni' });
    const fiveOlder = await createWoman(t, { age: 32, sect: 'Sunni' });
    const wrongSect = await createWoman(t, { age: 26, sect: 'Shia' });
    const body = await matches(viewer);
    const seen = idsOf(body);
    expect(seen).toEqual(expect.arrayContaining([inRange.id, twoOlder.id, fiveOlder.id]));
    expect(seen).not.toContain(wrongSect.id);
    expect(body.widened).toEqual([{ kind: 'age', ageMin: 20, ageMax: 32, added: 2 }]);
    const strict = await matches(viewer, '?strict=true');
    expect(idsOf(strict)).toEqual([inRange.id]);
    expect(strict.widened).toEqual([]);
  });

  it('widens a preferred distance before setting it aside', async () => {
    const viewer = await createMan(t, { age: 30, prefWithinKm: 25, ...PLACES.hyderabad });
    const near = await createWoman(t, { age: 28, ...PLACES.secunderabad });
    const pune = await createWoman(t, { age: 28, ...PLACES.pune });
    const body = await matches(viewer);
    expect(idsOf(body)).toEqual(expect.arrayContaining([near.id, pune.id]));
    expect(body.widened).toEqual([{ kind: 'distance', fromKm: 25, toKm: null, added: 1 }]);
  });

  it('offers the opposite gender nearest first to a member with no preferences', async () => {
    const viewer = await createWoman(t, { age: 28, ...PLACES.hyderabad });
    const far = await createMan(t, { age: 30, ...PLACES.karachi });
    const near = await createMan(t, { age: 30, ...PLACES.secunderabad });
    const body = await matches(viewer);
    expect(body.hasPreferences).toBe(false);
    const seen = idsOf(body);
    expect(seen.indexOf(near.id)).toBeLessThan(seen.indexOf(far.id));
    expect(body.profiles.find((p) => p._id === near.id)?.distanceKm).toBe(6);
  });

  it('refuses a cursor that is not its own', async () => {
    const viewer = await createMan(t);
    const res = await api.matches(viewer, '?cursor=nonsense');
    expect(res.statusCode).toBe(400);
  });

  it('reads its stored pool while fresh, yet leaves out at once whoever is blocked, sent an interest or gone', async () => {
    const viewer = await createMan(t, { age: 30, prefSects: ['Sunni'], prefMust: ['sect'] });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createWoman(t, { age: 28, sect: 'Sunni' })));
    const first = await matches(viewer);
    expect(idsOf(first).sort()).toEqual([a?.id, b?.id, c?.id, d?.id].sort());
    await t.db
      .update(members)
      .set({ accountStatus: 'deactivated' })
      .where(eq(members.id, String(d?.id)));

    expect((await profiles.block(viewer, String(a?.id))).statusCode).toBe(200);
    expect((await profiles.send(viewer, String(b?.id))).statusCode).toBe(201);
    const newcomer = await createWoman(t, { age: 27, sect: 'Sunni' });
    // Within MATCH_POOL_FRESH_S (900 s) the stored pool answers: the newcomer is not in it yet.
    expect(idsOf(await matches(viewer))).toEqual([c?.id]);

    clock.advance(16 * 60);
    expect(idsOf(await matches(viewer)).sort()).toEqual([c?.id, newcomer.id].sort());
  });

  it('works the pool out anew as soon as the member changes a preference', async () => {
    const viewer = await createMan(t, { age: 30, prefSects: ['Sunni'], prefMust: ['sect'] });
    const sunni = await createWoman(t, { age: 28, sect: 'Sunni' });
    const shia = await createWoman(t, { age: 28, sect: 'Shia' });
    expect(idsOf(await matches(viewer))).toEqual([sunni.id]);
    const saved = await api.save(viewer, { partner: { sect: ['Shia'], must: ['sect'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(idsOf(await matches(viewer))).toEqual([shia.id]);
  });
});
