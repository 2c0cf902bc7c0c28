/**
 * Job-queue throughput (docs/scaling.md): graphile-worker 0.17 on a throwaway PostgreSQL migrated as
 * the app migrates, a no-op task, and the same pool settings as the app's worker (concurrency 5, a
 * pool of concurrency + 2). Measures enqueueing one job per statement (as the app's routes do), then
 * draining with one worker, then with two workers (two instances) on the same queue.
 *
 *   node --import tsx bench/scaling/jobs.bench.ts [jobs=5000]
 *
 * The task does nothing, so this is the queue's own cost per job (take, complete, NOTIFY); a real
 * e-mail job adds its SMTP round trip, which concurrency overlaps.
 */
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Logger, type Runner, run, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { applyMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { fmt, machine, mapLimit, startThrowawayPostgres } from './common.js';

const JOBS = Number(process.argv[2] ?? 5_000);
const CONCURRENCY = 5;
const ENQUEUE_CONCURRENCY = 8;
/** Bounded: a drain that has not finished by then reports what it did. */
const DRAIN_TIMEOUT_MS = 180_000;

const silent = new Logger(() => () => {});

async function enqueue(pool: pg.Pool, jobs: number): Promise<number> {
  const t0 = performance.now();
  await mapLimit(Array.from({ length: jobs }), ENQUEUE_CONCURRENCY, async (_, i) => {
    await pool.query("select graphile_worker.add_job('bench', json_build_object('i', $1::int))", [i]);
  });
  return jobs / ((performance.now() - t0) / 1000);
}

/** Starts `workers` runners (each its own pool, as each instance has), times draining `jobs`. */
async function drain(connection: pg.ClientConfig, workers: number, jobs: number) {
  const pools: pg.Pool[] = [];
  const runners: Runner[] = [];
  let done = 0;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const timeout = setTimeout(finish, DRAIN_TIMEOUT_MS);
  const t0 = performance.now();
  try {
    for (let w = 0; w < workers; w++) {
      const pool = new pg.Pool({ ...connection, max: CONCURRENCY + 2 });
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      pools.push(pool);
      const events = new EventEmitter() as WorkerEvents;
      events.on('job:success', () => {
        done += 1;
        if (done >= jobs) finish();
      });
      runners.push(
        await run({
          pgPool: pool,
          concurrency: CONCURRENCY,
          noHandleSignals: true,
          pollInterval: 2_000,
          taskList: { bench: async () => {} },
          logger: silent,
          events,
        }),
      );
    }
    await finished;
    const seconds = (performance.now() - t0) / 1000;
    return { done, perSec: done / seconds, seconds };
  } finally {
    clearTimeout(timeout);
    for (const r of runners) await r.stop().catch(() => {});
    for (const p of pools) await p.end().catch(() => {});
  }
}

async function main() {
  console.log(`graphile-worker throughput: ${fmt(JOBS)} no-op jobs per run, concurrency ${CONCURRENCY} per worker`);
  console.log(`machine: ${machine()}`);
  const pgServer = await startThrowawayPostgres('mq-jobs-');
  const pool = new pg.Pool({ ...pgServer.connection, max: ENQUEUE_CONCURRENCY });
  pool.on('error', () => {});
  try {
    await applyMigrations({ connection: pgServer.connection });
    const rows: string[][] = [];
    for (const workers of [1, 2]) {
      const enqueued = await enqueue(pool, JOBS);
      rows.push([`enqueue, one add_job per statement, ${ENQUEUE_CONCURRENCY} at once`, fmt(enqueued)]);
      const r = await drain(pgServer.connection, workers, JOBS);
      const label = `${workers} worker${workers > 1 ? 's' : ''} × concurrency ${CONCURRENCY}, draining ${fmt(JOBS)}`;
      rows.push([`${label}${r.done < JOBS ? ` (INCOMPLETE: ${fmt(r.done)})` : ''}`, fmt(r.perSec)]);
    }
    console.log('');
    console.log('| step | jobs/s |');
    console.log('| --- | ---: |');
    for (const [step, rate] of rows) console.log(`| ${step} | ${rate} |`);
    console.log(`\nmachine after: ${machine()}`);
  } finally {
    await pool.end().catch(() => {});
    await pgServer.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
