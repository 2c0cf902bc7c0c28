/**
 * Search and My matches at a million members: `node --import tsx bench/discovery/discovery.bench.ts`
 * (README.md beside this file describes the population, the viewers, the shapes and the goals).
 *
 * The members come from generate.ts (run first, or here when the database does not hold them). The
 * real app runs in its own process (bench/load/server.child.ts), and so does a bare node:http server
 * that replays, per viewer, the very statements the app sent for that viewer's request through the
 * same `pg` driver and pool size (bench/load/raw.child.ts). For each query shape (shapes.ts): every
 * viewer's first answer is checked, its statements recorded, then autocannon drives the app and the
 * raw replay at N connections (closed loop: the maximum), then the app is offered 60 % of its maximum
 * at a fixed rate (open loop, latency from each request's due time), and every viewer's discovery
 * statements are run under EXPLAIN (ANALYZE, BUFFERS).
 * Settings (environment): DISCOVERY_MEMBERS (1,000,000), DISCOVERY_DATA_DIR (kept; reused when it
 * holds that many generated members), DISCOVERY_VIEWERS (per group, 40), DISCOVERY_CONNECTIONS (50),
 * DISCOVERY_SECONDS (10), DISCOVERY_WARMUP_SECONDS (2), DISCOVERY_LOG_LEVEL (the app's, info),
 * DISCOVERY_ONLY (comma-separated fragments of shape names), DISCOVERY_STATEMENTS_DIR (each shape's
 * recorded statements written there as JSON, to EXPLAIN by hand). `--with-proposals` builds the indexes of
 * proposals.ts first (and drops them after), to measure a fix before it is made in apps/server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openLoop } from '../load/open-loop.js';
import { type AppProcess, type RawProcess, startApp, startRaw } from '../load/processes.js';
import { type LoadSettings, measure } from '../load/runner.js';
import type { RecordedStatement } from '../load/server.child.js';
import { loadAverage, log } from '../messaging/common.js';
import { generatedMembers, openDiscoveryDatabase } from './database.js';
import { generateMembers } from './generate.js';
import { shapePlans } from './plans.js';
import { buildProposals, dropProposals } from './proposals.js';
import { printGoals, printPlans, printResults, type ShapeResult } from './report.js';
import { type AnswerBody, SHAPES, type Shape } from './shapes.js';
import { prepareViewers, type Viewers } from './viewers.js';

const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const options: LoadSettings & { members: number; viewers: number; logLevel: string; only: string[] } = {
  members: num('DISCOVERY_MEMBERS', 1_000_000),
  viewers: num('DISCOVERY_VIEWERS', 40),
  connections: num('DISCOVERY_CONNECTIONS', 50),
  seconds: num('DISCOVERY_SECONDS', 10),
  warmupSeconds: num('DISCOVERY_WARMUP_SECONDS', 2),
  logLevel: process.env.DISCOVERY_LOG_LEVEL ?? 'info',
  only: (process.env.DISCOVERY_ONLY ?? '').split(',').filter(Boolean),
};
const withProposals = process.argv.includes('--with-proposals');
/** Where each shape's recorded statements are written (one JSON file a shape), to EXPLAIN by hand. */
const statementsDir = process.env.DISCOVERY_STATEMENTS_DIR;
/** The app's pool size (apps/server/src/platform/db/client.ts); the raw server uses the same. */
const POOL_MAX = 10;
/** The open loop's share of the closed-loop maximum (docs/decisions/0038-load-bench-realistic-writes-a-raw-replay-of-the-same-writes-an-open-loop.md). */
const OPEN_LOOP_SHARE = 0.6;

async function answer(app: AppProcess, url: string, token: string): Promise<AnswerBody> {
  const res = await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as AnswerBody;
}

const rangeOf = (xs: number[]) => ({ min: Math.min(...xs), max: Math.max(...xs) });

async function runShape(
  shape: Shape,
  index: number,
  viewers: Viewers,
  app: AppProcess,
  raw: RawProcess,
  pool: Parameters<typeof shapePlans>[0],
): Promise<ShapeResult> {
  const tokens = viewers.tokens[shape.group];
  // Each viewer's first answer (also past its session's once-an-hour "last active" write), checked.
  const problems: string[] = [];
  const counts: number[] = [];
  for (const [v, token] of tokens.entries()) {
    const body = await answer(app, shape.url, token);
    counts.push(body.profiles.length);
    const problem = shape.check?.(body);
    if (problem) problems.push(`viewer ${v} ${problem}`);
  }
  const recordings: RecordedStatement[][] = [];
  for (const token of tokens) recordings.push(await app.recording(() => answer(app, shape.url, token)));
  if (statementsDir) {
    await fs.mkdir(statementsDir, { recursive: true });
    await fs.writeFile(path.join(statementsDir, `${shape.name.replaceAll(' ', '-')}.json`), JSON.stringify(recordings));
  }
  const target = { path: () => shape.url, tokens };
  const counter = { next: 0 };
  const appResult = await measure(app.url, target, options, app.pid, counter);
  const offered = { ...options, rps: Math.max(1, Math.round(appResult.rps * OPEN_LOOP_SHARE)) };
  const { result: open, delay } = await app.loopDelay(() => openLoop(app.url, target, offered, counter));
  for (const [v, statements] of recordings.entries()) await raw.setStatements(`${index}-${v}`, statements, []);
  const rawResult = await measure(
    raw.url,
    { path: (i) => `/sql/${index}-${i % recordings.length}/${i}` },
    options,
    raw.pid,
  );
  log(
    `${shape.name}: ${appResult.rps.toFixed(0)} req/s (raw ${rawResult.rps.toFixed(0)}); open loop at ` +
      `${open.offeredRps} req/s: p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms`,
  );
  const plans = await shapePlans(pool, recordings);
  return {
    name: shape.name,
    url: shape.url,
    viewers: tokens.length,
    statements: rangeOf(recordings.map((r) => r.length)),
    profiles: rangeOf(counts),
    problems,
    app: appResult,
    raw: rawResult,
    open,
    openLoopDelay: delay,
    plans,
  };
}

async function main() {
  console.log(
    `discovery bench: ${options.members.toLocaleString('en')} members, ${options.viewers} viewers a group, ` +
      `${options.connections} connections, ${options.seconds} s runs${withProposals ? ', WITH the proposed indexes' : ''}; ` +
      `load average ${loadAverage()}`,
  );
  const env = await openDiscoveryDatabase();
  let app: AppProcess | undefined;
  let firstVisitApp: AppProcess | undefined;
  let raw: RawProcess | undefined;
  try {
    if ((await generatedMembers(env.database.pool)) !== options.members) {
      await generateMembers(env.database.pool, options.members, log);
    } else {
      log(`reusing the ${options.members.toLocaleString('en')} members in ${env.dataDir}`);
    }
    await dropProposals(env.database.pool);
    if (withProposals) await buildProposals(env.database.pool, log);
    const viewers = await prepareViewers(env.database.pool, env.database.db, options.viewers);
    log('viewers ready');
    app = await startApp(env.connection, env.dataDir, { logLevel: options.logLevel, jobConcurrency: 0 });
    raw = await startRaw(env.connection, POOL_MAX);
    const results: ShapeResult[] = [];
    for (const [index, shape] of SHAPES.entries()) {
      if (options.only.length && !options.only.some((o) => shape.name.includes(o))) continue;
      if (shape.firstVisit && !firstVisitApp) {
        firstVisitApp = await startApp(env.connection, env.dataDir, {
          logLevel: options.logLevel,
          jobConcurrency: 0,
          matchPoolFreshS: 0,
        });
      }
      const served = shape.firstVisit && firstVisitApp ? firstVisitApp : app;
      results.push(await runShape(shape, index, viewers, served, raw, env.database.pool));
    }
    printPlans(results, options.members);
    printResults(results, options.connections, OPEN_LOOP_SHARE);
    printGoals(results, options.members);
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    await app?.stop();
    await firstVisitApp?.stop();
    await raw?.stop();
    if (withProposals) await dropProposals(env.database.pool).catch(() => {});
    await env.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
