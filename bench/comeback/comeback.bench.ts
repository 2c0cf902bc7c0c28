/**
 * Coming back to something new, at a million members: `node --import tsx bench/comeback/comeback.bench.ts`
 * (README.md beside this file: what is measured, the goals and the last results).
 *
 * 1. picks: one time zone's morning run (docs/decisions/0065-coming-back.md "Daily picks"). The members
 *    come from the discovery bench's generator (bench/discovery/generate.ts), all in Asia/Kolkata. The
 *    real app runs in its own process with JOB_CONCURRENCY=5 (bench/load/server.child.ts); this
 *    process plans the zone's run as the quarter-hourly planner does at 08:00 and waits until every
 *    batch job is done. Printed: members, batches, the run's wall time and rate, picks per member.
 * 2. alerts: the cost of matching one newly fitting member against every saved search (100,000 of
 *    them, random filters over the generator's values, owners among the members), as
 *    `searchesFittedBy` runs it: p50/p99 over many members, and its plan.
 *
 * Settings (environment): DISCOVERY_MEMBERS (1,000,000), DISCOVERY_DATA_DIR (kept and reused, as the
 * discovery bench's), COMEBACK_ONLY (picks or alerts), COMEBACK_CONCURRENCY (5), COMEBACK_SEARCHES
 * (100,000), COMEBACK_FITTERS (300), COMEBACK_LIMIT_MEMBERS (0: the whole zone; else only that many
 * members run, the rest are set aside for the run and put back).
 */
import { performance } from 'node:perf_hooks';
import { planDailyPicks } from '../../apps/server/src/modules/picks/index.js';
import {
  type FitterFacts,
  searchesFittedBy,
} from '../../apps/server/src/modules/saved-searches/saved-searches.repo.js';
import { createJobQueue } from '../../apps/server/src/platform/jobs/job-queue.js';
import { payloadKey } from '../../apps/server/src/platform/jobs/sealed-payload.js';
import {
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from '../../packages/contracts/src/options.js';
import { zonedDate } from '../../packages/contracts/src/time-zone.js';
import { generatedMembers, openDiscoveryDatabase } from '../discovery/database.js';
import { generateMembers } from '../discovery/generate.js';
import { startApp } from '../load/processes.js';
import { benchConfig, log } from '../messaging/common.js';

const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const settings = {
  members: num('DISCOVERY_MEMBERS', 1_000_000),
  only: process.env.COMEBACK_ONLY ?? '',
  concurrency: num('COMEBACK_CONCURRENCY', 5),
  searches: num('COMEBACK_SEARCHES', 100_000),
  fitters: num('COMEBACK_FITTERS', 300),
  limitMembers: num('COMEBACK_LIMIT_MEMBERS', 0),
};
const ZONE = 'Asia/Kolkata';
const SMALL_RUN_ZONE = 'Asia/Dhaka';

const db = await openDiscoveryDatabase();
const pool = db.database.pool;
try {
  if ((await generatedMembers(pool)) !== settings.members) {
    log(`generating ${settings.members.toLocaleString('en')} members…`);
    await generateMembers(pool, settings.members, log);
  }
  await pool.query('create index if not exists members_zone_idx on members (time_zone, account_status, id)');
  if (settings.only !== 'alerts') await benchPicks();
  if (settings.only !== 'picks') await benchAlerts();
} finally {
  await db.stop();
}

/** Today at 08:00 in India, as the planner sees the morning come. */
function indiaMorning(): Date {
  const offset = 5.5 * 3_600_000;
  const day = Math.floor((Date.now() + offset) / 86_400_000) * 86_400_000;
  return new Date(day + 8 * 3_600_000 - offset);
}

async function waitForTask(task: string, started: number): Promise<void> {
  let last = 0;
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = $1`,
      [task],
    );
    const left = Number(rows[0]?.n ?? 0);
    if (left === 0) return;
    if (performance.now() - last > 30_000) {
      last = performance.now();
      log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: ${left} ${task} jobs left`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function benchPicks() {
  log(`picks: resetting the zone's picks`);
  await pool.query('truncate daily_picks, pick_days, pick_zone_runs');
  await pool.query(`delete from graphile_worker._private_jobs`);
  await pool.query(`update members set time_zone = $1 where time_zone <> $1`, [ZONE]);
  // A smaller run moves that many members to a zone of its own whose morning has come too (Dhaka,
  // UTC+6) and marks India's run as planned, so only they run; they are moved back afterwards.
  const zone = settings.limitMembers > 0 ? SMALL_RUN_ZONE : ZONE;
  if (settings.limitMembers > 0) {
    await pool.query(
      `update members set time_zone = $1 where id in (select id from members where account_status = 'active' order by id limit $2)`,
      [SMALL_RUN_ZONE, settings.limitMembers],
    );
    await pool.query(
      `insert into pick_zone_runs (time_zone, day, planned_at, members, batches) values ($1, $2, now(), 0, 0)`,
      [ZONE, zonedDate(indiaMorning(), ZONE)],
    );
  }
  await pool.query('analyze members');
  log(`picks: the run is ${zone}'s`);
  const app = await startApp(db.connection, db.dataDir, { logLevel: 'warn', jobConcurrency: settings.concurrency });
  try {
    const queue = createJobQueue(db.database.db, payloadKey(benchConfig(db.dataDir)), () => null);
    const started = performance.now();
    const planned = await planDailyPicks({ db: db.database.db, jobs: queue, now: indiaMorning });
    const plannedMs = performance.now() - started;
    log(
      `picks: planned ${planned.members.toLocaleString('en')} members in ${planned.batches} batches in ${(plannedMs / 1000).toFixed(1)} s`,
    );
    await waitForTask('make-daily-picks', started);
    const runS = (performance.now() - started) / 1000;
    const { rows } = await pool.query<{ members: string; picked: string; none: string; avg: string }>(
      `select count(*) as members, sum(picked) as picked, count(*) filter (where picked = 0) as none, avg(picked) as avg from pick_days`,
    );
    const r = rows[0];
    log(
      `picks: the morning run of ${planned.members.toLocaleString('en')} members took ${runS.toFixed(0)} s ` +
        `(${(planned.members / runS).toFixed(0)} members/s, JOB_CONCURRENCY=${settings.concurrency}); ` +
        `${Number(r?.picked ?? 0).toLocaleString('en')} picks, ${Number(r?.avg ?? 0).toFixed(2)} per member, ${r?.none} members with none`,
    );
    const { rows: waiting } = await pool.query<{ n: string }>(
      `select count(*) as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'deliver-notification'`,
    );
    log(`picks: ${waiting[0]?.n} notification deliveries still queued when the run ended`);
  } finally {
    await app.stop();
    await pool.query(`delete from graphile_worker._private_jobs`);
    if (settings.limitMembers > 0)
      await pool.query(`update members set time_zone = $1 where time_zone = $2`, [ZONE, SMALL_RUN_ZONE]);
  }
}

/** A small seeded generator, so two runs write the same searches. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function benchAlerts() {
  const random = seeded(35);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], odds: number, most = 3) =>
    random() < odds ? [...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list)))] : [];
  log(`alerts: writing ${settings.searches.toLocaleString('en')} saved searches`);
  await pool.query('truncate saved_searches cascade');
  const { rows: owners } = await pool.query<{
    id: string;
    gender: string;
    latitude: number | null;
    longitude: number | null;
  }>(`select id, gender, latitude, longitude from members where account_status = 'active' order by random() limit $1`, [
    settings.searches,
  ]);
  const batch = 2_000;
  for (let from = 0; from < owners.length; from += batch) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const owner of owners.slice(from, from + batch)) {
      const ageMin = 20 + Math.floor(random() * 12);
      const near = random() < 0.25 && owner.latitude !== null;
      const row = [
        owner.id,
        'Bench search',
        'minAge=20',
        random() < 0.5 ? 'daily' : 'instant',
        owner.gender === 'Male' ? 'Female' : 'Male',
        random() < 0.8 ? ageMin : null,
        random() < 0.8 ? ageMin + 3 + Math.floor(random() * 10) : null,
        some(SECTS, 0.6, 2),
        some(MADHABS, 0.2, 2),
        some(MARITAL_STATUSES, 0.4, 2),
        some(RELIGIOUS_COMMITMENTS, 0.3, 2),
        some(PROFESSIONS, 0.15, 3),
        some(LANGUAGES, 0.3, 2),
        near ? 100 + Math.floor(random() * 400) : null,
        near ? owner.latitude : null,
        near ? owner.longitude : null,
        random() < 0.3,
        random() < 0.1,
      ];
      const base = values.length;
      values.push(...row);
      tuples.push(`(${row.map((_, i) => `$${base + i + 1}`).join(',')})`);
    }
    await pool.query(
      `insert into saved_searches (member_id, name, query, alerts, gender, age_min, age_max, sects, madhabs,
         marital_statuses, commitments, professions, languages, within_km, center_latitude, center_longitude,
         with_photo, verified_only) values ${tuples.join(',')}`,
      values,
    );
  }
  await pool.query('analyze saved_searches');
  const { rows: fitters } = await pool.query(
    `select * from members where account_status = 'active' order by random() limit $1`,
    [settings.fitters],
  );
  const facts = (m: Record<string, unknown>): FitterFacts => ({
    id: m.id as string,
    gender: m.gender as string,
    age: m.age as number,
    inches: null,
    maritalStatus: m.marital_status as string | null,
    sect: m.sect as string | null,
    madhab: m.madhab as string | null,
    commitment: m.religious_commitment as string | null,
    profession: m.profession as string | null,
    language: m.language as string | null,
    countryCode: m.country_code as string | null,
    educationRank: null,
    cityId: m.city_id as number | null,
    latitude: m.latitude as number | null,
    longitude: m.longitude as number | null,
    hasPhoto: m.photo_id !== null,
    verified: Boolean(m.is_verified),
    joinedThisWeek: false,
    city: m.city as string,
    professionText: (m.profession as string | null) ?? '',
    educationText: (m.education as string | null) ?? '',
  });
  const times: number[] = [];
  let found = 0;
  for (const m of fitters) {
    const started = performance.now();
    found += (await searchesFittedBy(db.database.db, facts(m))).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  log(
    `alerts: matching one newly fitting member against ${settings.searches.toLocaleString('en')} saved searches: ` +
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${times.length} members; ${(found / times.length).toFixed(1)} searches fitted each`,
  );
}
