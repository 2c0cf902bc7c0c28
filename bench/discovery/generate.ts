/**
 * The discovery bench's members: `node --import tsx bench/discovery/generate.ts [members]`
 * (default 1,000,000, or DISCOVERY_MEMBERS) into the embedded PostgreSQL under DISCOVERY_DATA_DIR
 * (kept; discovery.bench.ts reuses it) or a temporary directory (removed: a timing run only).
 *
 * Members are drawn in this process (population.ts, member-row.ts; one seeded generator, so every run
 * writes the same population) and streamed into one `COPY members FROM STDIN`. The table's indexes are
 * dropped first and built again after the load, then ANALYZE: building an index once is far cheaper
 * than keeping a dozen up to date row by row. Every member shares one real argon2id hash.
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { generatedMembers, MARKER_TABLE, openDiscoveryDatabase } from './database.js';
import { type City, COPY_COLUMNS, memberLine, type RowContext } from './member-row.js';
import { CITY_BOOSTS, COUNTRY_WEIGHTS, POPULATION_EXPONENT } from './population.js';
import { picker, seededRandom } from './random.js';

export const PASSWORD = 'discovery-bench-password';
const SEED = 20_640;
/** Index definitions kept while the indexes are dropped, so an interrupted load can still restore them. */
const SAVED_INDEXES = 'bench_discovery_indexes';
const ROWS_PER_WRITE = 2_000;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Cities of the chosen countries, each country's drawn by population^exponent times its boost. */
async function cityPicker(client: pg.ClientBase) {
  const codes = COUNTRY_WEIGHTS.map(([c]) => c);
  const { rows } = await client.query<City & { asciiName: string; population: number }>(
    `select id, name, ascii_name as "asciiName", country_code as "countryCode", latitude, longitude, population
       from cities where country_code = any($1::text[]) order by country_code, population desc, id`,
    [codes],
  );
  const byCountry = new Map<string, { cities: City[]; pick: (random: () => number) => number }>();
  for (const code of codes) {
    const cities = rows.filter((c) => c.countryCode === code);
    if (!cities.length) throw new Error(`the gazetteer has no city in ${code}`);
    const weights = cities.map(
      (c, i) => [i, c.population ** POPULATION_EXPONENT * (CITY_BOOSTS[`${code}:${c.asciiName}`] ?? 1)] as const,
    );
    byCountry.set(code, { cities, pick: picker(weights) });
  }
  const pickCountry = picker(COUNTRY_WEIGHTS);
  return {
    cityOf(random: () => number): City {
      const country = byCountry.get(pickCountry(random));
      if (!country) throw new Error('no country');
      return country.cities[country.pick(random)] as City;
    },
    capitalOf: (code: string) => byCountry.get(code)?.cities[0],
    countries: codes,
  };
}

/** Drops the members table's indexes (not its primary key), their definitions saved first. */
async function dropIndexes(client: pg.ClientBase) {
  await client.query(`create table if not exists ${SAVED_INDEXES} (name text primary key, definition text not null)`);
  await client.query(`insert into ${SAVED_INDEXES} (name, definition)
    select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = 'members'
       and indexname not in (select conname from pg_constraint where conrelid = 'members'::regclass)
    on conflict (name) do nothing`);
  const { rows } = await client.query<{ name: string }>(`select name from ${SAVED_INDEXES}`);
  for (const { name } of rows) await client.query(`drop index if exists "${name}"`);
}

/** Builds every saved index again (memory for sorting them raised for this session only). */
async function buildIndexes(client: pg.ClientBase, log: (line: string) => void) {
  await client.query(`set maintenance_work_mem = '1GB'`);
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select name, definition from ${SAVED_INDEXES} order by name`,
  );
  for (const { name, definition } of rows) {
    const started = performance.now();
    await client.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    log(`  index ${name}: ${seconds(started)} s`);
  }
  await client.query(`drop table ${SAVED_INDEXES}`);
  await client.query('reset maintenance_work_mem');
}

async function copyMembers(client: pg.ClientBase, total: number, ctx: RowContext, log: (line: string) => void) {
  const stream = client.query(copyFrom(`COPY members (${COPY_COLUMNS.join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let chunk = '';
  for (let g = 1; g <= total; g++) {
    chunk += memberLine(g, ctx);
    if (g % ROWS_PER_WRITE === 0 || g === total) {
      if (!stream.write(chunk)) await once(stream, 'drain');
      chunk = '';
    }
    if (g % 100_000 === 0) log(`  ${g.toLocaleString('en')} members streamed`);
  }
  stream.end();
  await done;
}

/**
 * Writes `total` members into an empty members table (any earlier generation is removed with what
 * refers to it) and records the count in `bench_discovery`.
 */
export async function generateMembers(pool: pg.Pool, total: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query(`truncate members cascade`);
    await client.query(`drop table if exists ${MARKER_TABLE}`);
    const cities = await cityPicker(client);
    const ctx: RowContext = {
      random: seededRandom(SEED),
      ...cities,
      passwordHash: await hashPassword(PASSWORD),
      now: Date.now(),
    };
    await dropIndexes(client);
    const copied = performance.now();
    await copyMembers(client, total, ctx, log);
    log(`COPY of ${total.toLocaleString('en')} members: ${seconds(copied)} s`);
    const indexed = performance.now();
    await buildIndexes(client, log);
    log(`indexes: ${seconds(indexed)} s`);
    const analysed = performance.now();
    await client.query('analyze members');
    log(`ANALYZE: ${seconds(analysed)} s`);
    await client.query(
      `create table ${MARKER_TABLE} as select $1::int as members, now() as generated_at, $2::numeric as seconds`,
      [total, (performance.now() - started) / 1000],
    );
    log(`generated ${total.toLocaleString('en')} members in ${seconds(started)} s`);
  } finally {
    client.release();
  }
}

async function main() {
  const total = Number(process.argv[2] ?? process.env.DISCOVERY_MEMBERS ?? 1_000_000);
  const log = (line: string) => console.log(`[${seconds(0).padStart(6)} s] ${line}`);
  const db = await openDiscoveryDatabase();
  try {
    const existing = await generatedMembers(db.database.pool);
    if (existing === total && !process.argv.includes('--force')) {
      log(`${db.dataDir} already holds ${total.toLocaleString('en')} generated members (--force to generate again)`);
      return;
    }
    await generateMembers(db.database.pool, total, log);
    const { rows } = await db.database.pool.query<{ size: string }>(
      `select pg_size_pretty(pg_total_relation_size('members')) as size`,
    );
    log(`members table with its indexes: ${rows[0]?.size}${db.isKept ? `, kept in ${db.dataDir}` : ''}`);
  } finally {
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
