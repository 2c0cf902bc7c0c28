import type { City } from '@mithaq/contracts/places';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { countryCodesInGazetteer, findCitiesByIds, findCityById, matchCityName } from './index.js';
import { CITY_SEARCH_RULE } from './places.service.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });

const HYDERABAD_IN = 1269843;
const HYDERABAD_PK = 1176734;
const LAHORE = 1172451;

function suggest(query: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: `/api/places/cities?${query}`, headers, remoteAddress });
}
const names = (cities: City[]) => cities.map((c) => `${c.name} ${c.countryCode}`);

describe('GET /api/places/cities', () => {
  it('suggests cities whose name starts with the text, the most populous first, without signing in', async () => {
    const res = await suggest('q=hyderab');
    expect(res.statusCode).toBe(200);
    const { cities } = res.json() as { cities: City[] };
    expect(cities.slice(0, 2)).toEqual([
      { id: HYDERABAD_IN, name: 'Hyderabad', countryCode: 'IN', region: null, population: expect.any(Number) },
      { id: HYDERABAD_PK, name: 'Hyderabad', countryCode: 'PK', region: null, population: expect.any(Number) },
    ]);
    const populations = cities.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('matches the name without accents and the name as GeoNames writes it, case aside', async () => {
    const ascii = (await suggest('q=MAZAR-E')).json() as { cities: City[] };
    const local = (await suggest(`q=${encodeURIComponent('mazār-e')}`)).json() as { cities: City[] };
    expect(names(ascii.cities)).toContain('Mazār-e Sharīf AF');
    expect(names(local.cities)).toContain('Mazār-e Sharīf AF');
  });

  it('keeps to one country when asked, and to the limit', async () => {
    const { cities } = (await suggest('q=hyd&country=PK&limit=3')).json() as { cities: City[] };
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(3);
    expect(cities.every((c) => c.countryCode === 'PK')).toBe(true);
    expect(cities[0]?.id).toBe(HYDERABAD_PK);
    const ten = (await suggest('q=a')).json() as { cities: City[] };
    expect(ten.cities).toHaveLength(10);
  });

  it('reads LIKE wildcards in the text as themselves', async () => {
    expect((await suggest(`q=${encodeURIComponent('%')}`)).json()).toEqual({ cities: [] });
    expect((await suggest(`q=${encodeURIComponent('_yderabad')}`)).json()).toEqual({ cities: [] });
  });

  it('answers 400 for no text, a bad country or a limit past ten', async () => {
    for (const query of ['q=', 'q=%20%20', 'q=hyd&country=pakistan', 'q=hyd&limit=11', '']) {
      const res = await suggest(query);
      expect(res.statusCode, query).toBe(400);
    }
    const urdu = await suggest('q=', { 'accept-language': 'ur' });
    expect(urdu.json().message).not.toMatch(/Type the start/);
  });

  it('limits how many suggestions one address asks for', async () => {
    clock.advance(CITY_SEARCH_RULE.windowSeconds);
    let last = 0;
    for (let i = 0; i <= CITY_SEARCH_RULE.limit; i++) last = (await suggest('q=lah', {}, '203.0.113.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not held back.
    expect((await suggest('q=lah')).statusCode).toBe(200);
  });
});

describe('places/index.ts for other modules', () => {
  it('finds cities by id with their coordinates, unknown ids left out, in the order asked', async () => {
    const lahore = await findCityById(t.db, LAHORE);
    expect(lahore).toMatchObject({ name: 'Lahore', countryCode: 'PK' });
    expect(lahore?.latitude).toBeCloseTo(31.56, 1);
    expect(await findCityById(t.db, 999_999_999)).toBeNull();
    const found = await findCitiesByIds(t.db, [HYDERABAD_PK, 999_999_999, LAHORE]);
    expect(found.map((c) => c.id)).toEqual([HYDERABAD_PK, LAHORE]);
    expect(await findCitiesByIds(t.db, [])).toEqual([]);
  });

  it('matches a typed city by the rule the start uses for old rows', async () => {
    expect((await matchCityName(t.db, 'Hyderabad'))?.id).toBe(HYDERABAD_IN);
    expect((await matchCityName(t.db, 'hyderabad, pakistan'))?.id).toBe(HYDERABAD_PK);
    expect((await matchCityName(t.db, 'Lahore, PK'))?.id).toBe(LAHORE);
    expect(await matchCityName(t.db, 'Hyderabad, Sindh')).toBeNull();
    expect(await matchCityName(t.db, 'Zzyzxville')).toBeNull();
    expect(await matchCityName(t.db, '  ')).toBeNull();
  });

  it('knows the countries the gazetteer has cities in', async () => {
    const codes = await countryCodesInGazetteer(t.db);
    expect(codes.has('IN')).toBe(true);
    expect(codes.has('PK')).toBe(true);
    expect(codes.has('XX')).toBe(false);
    expect(await countryCodesInGazetteer(t.db)).toBe(codes);
  });
});
