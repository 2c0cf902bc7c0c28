/**
 * The server near its limit: `node --import tsx bench/load/load.bench.ts [--profile]`.
 *
 * Fills a throwaway embedded PostgreSQL with 100,000 members (profiles, photos, interests, matches,
 * messages), starts the real app in its own process and, in another, the physical limits: a bare
 * node:http JSON server and, for each endpoint, the SQL that endpoint runs replayed through the same
 * `pg` driver and pool size. Then drives each with autocannon (50 connections, 10 s after a 2 s
 * warm-up) and prints req/s, p50, p99, the app/raw ratio and the SQL statements per request for a
 * member with no data and one with hundreds of interests and conversations. Then offers the app 60 %
 * of each endpoint's maximum at a fixed rate (open-loop.ts) for p50/p99 under a realistic load.
 * Also: the server's RSS idle and after the runs, the load average, and EXPLAIN (ANALYZE, BUFFERS) of
 * the "contains" filters. --profile prints a CPU profile of the app during each endpoint's run (pair it with LOAD_ONLY).
 * Settings (environment): LOAD_MEMBERS, LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_WARMUP_SECONDS,
 * LOAD_LOG_LEVEL (the app's, default info), LOAD_JOB_CONCURRENCY (the app's job worker, default 0: off,
 * so the emails and pushes the writes queue do not run during later runs), LOAD_ONLY (comma-separated
 * name fragments).
 */
import { runLoadBenchmark } from './load-run.js';

const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);

runLoadBenchmark({
  members: num('LOAD_MEMBERS', 100_000),
  connections: num('LOAD_CONNECTIONS', 50),
  seconds: num('LOAD_SECONDS', 10),
  warmupSeconds: num('LOAD_WARMUP_SECONDS', 2),
  logLevel: process.env.LOAD_LOG_LEVEL ?? 'info',
  jobConcurrency: num('LOAD_JOB_CONCURRENCY', 0),
  only: (process.env.LOAD_ONLY ?? '').split(',').filter(Boolean),
  profile: process.argv.includes('--profile'),
}).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
