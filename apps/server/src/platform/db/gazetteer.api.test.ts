import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { loadGazetteer } from './gazetteer.js';
import { GAZETTEER_COLUMNS, GAZETTEER_FILE, parseGazetteer, readGazetteerBytes } from './gazetteer-file.js';
import { cities, members } from './schema.js';

const t = useTestApp();
let client: pg.Client;
const fileRows = parseGazetteer(readGazetteerBytes()).cities.length;

beforeAll(async () => {
  client = new pg.Client(t.database.connection);
  await client.connect();
});
afterAll(() => client.end());

const cityCount = async () => (await client.query<{ n: number }>('select count(*)::int as n from cities')).rows[0]?.n;
const HYDERABAD_IN = 1269843;
const HYDERABAD_PK = 1176734;
const LAHORE = 1172451;
const KARACHI = 1174872;
const MUMBAI = 1275339;
const WASHINGTON = 4140963;
const MAZAR = 1133616;

describe('the gazetteer file', () => {
  it('holds GeoNames cities of 15,000 people or more, with names in Latin letters without accents', () => {
    const { cities: rows } = parseGazetteer(readGazetteerBytes());
    expect(rows.length).toBeGreaterThan(20_000);
    expect(rows.find((c) => c.id === HYDERABAD_PK)).toMatchObject({ name: 'Hyderabad', countryCode: 'PK' });
    const mazar = rows.find((c) => c.id === MAZAR);
    expect(mazar).toMatchObject({ name: 'Mazār-e Sharīf', asciiName: 'Mazar-e Sharif', countryCode: 'AF' });
  });
});

describe('loading the gazetteer after the migrations', () => {
  it('the migrated database holds every city of the file, and another start loads nothing', async () => {
    expect(await cityCount()).toBe(fileRows);
    expect(await loadGazetteer(client)).toEqual({ loaded: 0, matched: 0 });
  });

  it('loads again when rows are missing, in a second or two', async () => {
    await client.query('delete from cities where country_code = $1', ['PK']);
    const started = performance.now();
    const outcome = await loadGazetteer(client);
    const ms = performance.now() - started;
    expect(outcome.loaded).toBe(fileRows);
    expect(await cityCount()).toBe(fileRows);
    console.log(`gazetteer: ${fileRows} cities written in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(5_000);
  });

  it('a different file replaces the table, a city at a time only where it changed', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-gazetteer-'));
    const file = path.join(dir, 'cities.tsv.gz');
    const lines = [
      GAZETTEER_COLUMNS.join('\t'),
      `${LAHORE}\tLahore\tLahore\tPK\tPunjab\t31.5\t74.3\t7000000`,
      `${KARACHI}\tKarachi\tKarachi\tPK\t\t24.86\t67.01\t11624219`,
    ];
    await fs.writeFile(file, zlib.gzipSync(`${lines.join('\n')}\n`));
    try {
      expect((await loadGazetteer(client, file)).loaded).toBe(2);
      const rows = await t.db.select().from(cities).orderBy(cities.id);
      expect(rows.map((r) => [r.id, r.region, r.population])).toEqual([
        [LAHORE, 'Punjab', 7000000],
        [KARACHI, null, 11624219],
      ]);
      expect((await loadGazetteer(client, file)).loaded).toBe(0);
    } finally {
      await loadGazetteer(client, GAZETTEER_FILE);
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(await cityCount()).toBe(fileRows);
  });
});

describe("matching members' typed cities, once", () => {
  /** A member as saved before the gazetteer: a typed city and no place. */
  async function oldMember(city: string, place: Partial<typeof members.$inferInsert> = {}) {
    const member = await createMember(t.app, t.db, {
      columns: { city, cityId: null, countryCode: null, latitude: null, longitude: null, ...place },
    });
    return member.id;
  }
  const placeOf = async (id: string) => {
    const [row] = await t.db
      .select({
        city: members.city,
        cityId: members.cityId,
        countryCode: members.countryCode,
        latitude: members.latitude,
      })
      .from(members)
      .where(eq(members.id, id));
    return row;
  };

  it('by name, by name and country, and leaves what names no city as it was', async () => {
    const typed = {
      plain: await oldMember('Hyderabad'),
      lower: await oldMember('  hyderabad '),
      country: await oldMember('Hyderabad, Pakistan'),
      isoCode: await oldMember('Lahore, PK'),
      regionThenCountry: await oldMember('Hyderabad, Sindh, Pakistan'),
      unknownRegionOneCountry: await oldMember('Mumbai, Maharashtra'),
      unknownRegionTwoCountries: await oldMember('Hyderabad, Sindh'),
      wholeName: await oldMember('Washington, D.C.'),
      localName: await oldMember('Mazār-e Sharīf'),
      asciiName: await oldMember('mazar-e sharif'),
      nowhere: await oldMember('Zzyzxville'),
      empty: await oldMember(' '),
      alreadyPlaced: await oldMember('Karachi', { cityId: LAHORE, countryCode: 'PK', latitude: 1, longitude: 2 }),
    };
    await client.query(`delete from drizzle.gazetteer_steps where step = 'members'`);

    const outcome = await loadGazetteer(client);
    expect(outcome.loaded).toBe(0);
    expect(outcome.matched).toBe(9);

    const cityOf = async (id: string) => (await placeOf(id))?.cityId ?? null;
    expect(await cityOf(typed.plain)).toBe(HYDERABAD_IN);
    expect(await cityOf(typed.lower)).toBe(HYDERABAD_IN);
    expect(await cityOf(typed.country)).toBe(HYDERABAD_PK);
    expect(await cityOf(typed.isoCode)).toBe(LAHORE);
    expect(await cityOf(typed.regionThenCountry)).toBe(HYDERABAD_PK);
    expect(await cityOf(typed.unknownRegionOneCountry)).toBe(MUMBAI);
    expect(await cityOf(typed.unknownRegionTwoCountries)).toBeNull();
    expect(await cityOf(typed.wholeName)).toBe(WASHINGTON);
    expect(await cityOf(typed.localName)).toBe(MAZAR);
    expect(await cityOf(typed.asciiName)).toBe(MAZAR);
    expect(await cityOf(typed.nowhere)).toBeNull();
    expect(await cityOf(typed.empty)).toBeNull();

    // The typed text stays; the country and coordinates are the city's.
    expect(await placeOf(typed.country)).toMatchObject({ city: 'Hyderabad, Pakistan', countryCode: 'PK' });
    expect((await placeOf(typed.country))?.latitude).toBeCloseTo(25.39, 1);
    expect(await placeOf(typed.nowhere)).toEqual({
      city: 'Zzyzxville',
      cityId: null,
      countryCode: null,
      latitude: null,
    });
    expect(await placeOf(typed.alreadyPlaced)).toEqual({
      city: 'Karachi',
      cityId: LAHORE,
      countryCode: 'PK',
      latitude: 1,
    });
  });

  it('runs once per gazetteer file: a later start leaves members alone', async () => {
    const later = await oldMember('Lahore');
    expect((await loadGazetteer(client)).matched).toBe(0);
    expect((await placeOf(later))?.cityId).toBeNull();
    const steps = await t.db.execute<{ step: string }>(sql`select step from drizzle.gazetteer_steps order by step`);
    expect(steps.rows.map((r) => r.step)).toEqual(['cities', 'members']);
  });
});
