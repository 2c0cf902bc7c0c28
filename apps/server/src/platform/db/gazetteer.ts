import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { countryNamesOf, matchedCitiesSql } from './city-match.js';
import {
  GAZETTEER_FILE,
  type GazetteerCity,
  gazetteerVersion,
  parseGazetteer,
  readGazetteerBytes,
} from './gazetteer-file.js';

/**
 * What was done with which gazetteer file, one row a step, in drizzle's schema beside the migrations
 * it follows (as concurrent-indexes.ts records its indexes): `cities` loaded, `members` matched.
 */
const BOOKKEEPING = `create table if not exists drizzle.gazetteer_steps (
  step text primary key,
  version text not null,
  row_count integer not null,
  done_at timestamptz not null default now()
)`;

type Step = 'cities' | 'members';

async function recorded(client: pg.Client, step: Step): Promise<{ version: string; rowCount: number } | null> {
  const { rows } = await client.query<{ version: string; row_count: number }>(
    'select version, row_count from drizzle.gazetteer_steps where step = $1',
    [step],
  );
  const row = rows[0];
  return row ? { version: row.version, rowCount: row.row_count } : null;
}

async function record(client: pg.Client, step: Step, version: string, rowCount: number): Promise<void> {
  await client.query(
    `insert into drizzle.gazetteer_steps (step, version, row_count) values ($1, $2, $3)
     on conflict (step) do update set version = excluded.version, row_count = excluded.row_count, done_at = now()`,
    [step, version, rowCount],
  );
}

async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

export interface GazetteerOutcome {
  /** Cities written (0 when the table already held this file). */
  loaded: number;
  /** Members whose typed city was matched (0 when this file's match had already run). */
  matched: number;
}

/**
 * After the migrations, under their lock (migrate.ts): fills `cities` from the gazetteer file when it
 * holds another version or another number of rows, then matches the members' typed cities to it,
 * once per file (docs/decisions/0064-finding-the-right-person.md "Where people are"). A start with
 * nothing to do reads the file's hash, one bookkeeping row and `count(*)` of `cities`.
 */
export async function loadGazetteer(client: pg.Client, file = GAZETTEER_FILE): Promise<GazetteerOutcome> {
  await client.query(BOOKKEEPING);
  const bytes = readGazetteerBytes(file);
  const version = gazetteerVersion(bytes);
  const loadedBefore = await recorded(client, 'cities');
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from cities');
  let loaded = 0;
  if (loadedBefore?.version !== version || loadedBefore.rowCount !== rows[0]?.n) {
    const { cities } = parseGazetteer(bytes);
    await inTransaction(client, async () => {
      await writeCities(client, cities);
      await record(client, 'cities', version, cities.length);
    });
    // Fresh statistics before the match below plans its look-ups (an empty table's would scan it).
    await client.query('analyze cities');
    loaded = cities.length;
  }
  let matched = 0;
  if ((await recorded(client, 'members'))?.version !== version) {
    matched = await inTransaction(client, async () => {
      const count = await matchMemberCities(client);
      await record(client, 'members', version, count);
      return count;
    });
  }
  return { loaded, matched };
}

/**
 * Makes `cities` hold exactly `cities`: ids the file no longer has go, the rest are inserted or, when
 * changed, updated. One statement of arrays (unnest) rather than a row at a time.
 */
async function writeCities(client: pg.Client, cities: GazetteerCity[]): Promise<void> {
  const ids = cities.map((c) => c.id);
  await client.query('delete from cities where not (id = any($1::int[]))', [ids]);
  await client.query(
    `insert into cities (id, name, ascii_name, country_code, region, latitude, longitude, population)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::int[])
     on conflict (id) do update set
       name = excluded.name, ascii_name = excluded.ascii_name, country_code = excluded.country_code,
       region = excluded.region, latitude = excluded.latitude, longitude = excluded.longitude,
       population = excluded.population
     where (cities.name, cities.ascii_name, cities.country_code, cities.region, cities.latitude, cities.longitude,
            cities.population)
           is distinct from (excluded.name, excluded.ascii_name, excluded.country_code, excluded.region,
            excluded.latitude, excluded.longitude, excluded.population)`,
    [
      ids,
      cities.map((c) => c.name),
      cities.map((c) => c.asciiName),
      cities.map((c) => c.countryCode),
      cities.map((c) => c.region),
      cities.map((c) => c.latitude),
      cities.map((c) => c.longitude),
      cities.map((c) => c.population),
    ],
  );
}

/**
 * Members with a typed city and no gazetteer city get the one it names (city-match.ts), its country
 * and coordinates; `city` keeps the text they typed, and a text that names none is left as it is.
 * Each distinct text is read once, however many members typed it.
 */
export async function matchMemberCities(client: pg.Client): Promise<number> {
  const db = drizzle(client);
  const codes = await client.query<{ code: string }>('select distinct country_code as code from cities');
  const countries = countryNamesOf(codes.rows.map((r) => r.code));
  const wanted = sql`select distinct city, city from members where city_id is null and btrim(city) <> ''`;
  const result = await db.execute(sql`with matched as (${matchedCitiesSql(wanted, countries)})
    update members m
       set city_id = matched.id, country_code = matched.country_code,
           latitude = matched.latitude, longitude = matched.longitude
      from matched
     where m.city_id is null and m.city = matched.key`);
  return result.rowCount ?? 0;
}
