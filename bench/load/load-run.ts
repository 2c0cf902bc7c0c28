/** The load benchmark's sequence (load.bench.ts describes it and its settings). */
import { performance } from 'node:perf_hooks';
import { loadAverage, log, mb, startBenchEnv } from '../messaging/common.js';
import { printProfile } from '../messaging/instrument.js';
import { procMemory } from '../messaging/processes.js';
import { ENDPOINTS, type Endpoint, type Members, type Sample } from './endpoints.js';
import { prepareMembers } from './members.js';
import { openLoop } from './open-loop.js';
import { type AppProcess, type RawProcess, startApp, startRaw } from './processes.js';
import { type EndpointResult, printGoals, printOpenLoop, printPlan, printResults, printStatements } from './report.js';
import { type LoadResult, type LoadSettings, measure } from './runner.js';
import { seedPopulation } from './seed.js';
import type { RecordedStatement } from './server.child.js';

export interface LoadOptions extends LoadSettings {
  members: number;
  logLevel: string;
  /** The app's job worker (0: off, the default; see server.child.ts). */
  jobConcurrency: number;
  only: string[];
  profile: boolean;
}

/** The app's pool size (apps/server/src/platform/db/client.ts); the raw server uses the same. */
const POOL_MAX = 10;
/**
 * The open-loop run offers this share of the endpoint's closed-loop maximum
 * (docs/decisions/0038-load-bench-realistic-writes-a-raw-replay-of-the-same-writes-an-open-loop.md).
 */
const OPEN_LOOP_SHARE = 0.6;
const PLANS = [
  '?location=dubai',
  '?location=srinagar (rare)',
  '?profession=doctor',
  '?profession=pilot (rare)',
  '?education=masters',
  '?education=hafiz (rare)',
];

async function send(app: AppProcess, sample: Sample, token: string | null): Promise<void> {
  const res = await fetch(`${app.url}${sample.url}`, {
    method: sample.method,
    headers: {
      ...sample.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(sample.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(sample.body ? { body: sample.body } : {}),
  });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${sample.method} ${sample.url}: ${res.status}`);
}

let writeSamples = 0;

/** The statements one request sends, as the small, a load and the large member. */
async function recordEndpoint(app: AppProcess, endpoint: Endpoint, m: Members) {
  const once = (token: string, n: number) => app.recording(() => send(app, endpoint.sample(m, n), token));
  const small = await once(m.small, writeSamples++);
  const loadSample = writeSamples++;
  const load = await once(m.tokens[0] as string, loadSample);
  const large = await once(m.large, writeSamples++);
  return { load, loadSample, counts: { small: small.length, load: load.length, large: large.length } };
}

async function runEndpoint(
  endpoint: Endpoint,
  m: Members,
  app: AppProcess,
  raw: RawProcess,
  bare: LoadResult,
  options: LoadOptions,
): Promise<{ result: EndpointResult; statements: RecordedStatement[] }> {
  const { load, loadSample, counts } = await recordEndpoint(app, endpoint, m);
  const target = endpoint.target(m);
  // One count across the closed and the open run, so a write never repeats.
  const appCounter = { next: 0 };
  const drive = () => measure(app.url, target, options, app.pid, appCounter);
  let appResult: Awaited<ReturnType<typeof measure>> | undefined;
  if (options.profile) {
    const summary = await app.profile(async () => {
      appResult = await drive();
    });
    printProfile(`app CPU profile during ${endpoint.name.trim()}`, summary);
  }
  appResult ??= await drive();
  const offered = { ...options, rps: Math.max(1, Math.round(appResult.rps * OPEN_LOOP_SHARE)) };
  const { result: open, delay: openLoopDelay } = await app.loopDelay(() =>
    openLoop(app.url, target, offered, appCounter),
  );
  const key = String(ENDPOINTS.indexOf(endpoint));
  await raw.setStatements(key, load, endpoint.rawSubstitutions?.(m, loadSample, load) ?? []);
  const rawIsBare = load.length === 0;
  const rawResult = rawIsBare ? bare : await measure(raw.url, { path: (i) => `/sql/${key}/${i}` }, options, raw.pid);
  log(
    `${endpoint.name.trim()}: ${appResult.rps.toFixed(0)} req/s (raw ${rawResult.rps.toFixed(0)}), ` +
      `p99 ${appResult.p99} ms, ${counts.load} statements; open loop at ${open.offeredRps} req/s: ` +
      `p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms`,
  );
  return {
    result: {
      name: endpoint.name,
      isRead: endpoint.isRead,
      app: appResult,
      open,
      openLoopDelay,
      raw: rawResult,
      rawIsBare,
      maxStatements: endpoint.maxStatements,
      queries: counts,
    },
    statements: load,
  };
}

export async function runLoadBenchmark(options: LoadOptions): Promise<void> {
  console.log(`load bench: ${options.members} members, ${options.connections} connections, ${options.seconds} s runs`);
  console.log(`load average at start: ${loadAverage()}`);
  const env = await startBenchEnv();
  let app: AppProcess | undefined;
  let raw: RawProcess | undefined;
  try {
    const seeded = performance.now();
    await seedPopulation(env.db, options.members, log);
    log(`population ready in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
    app = await startApp(env.connection, env.dataDir, options);
    raw = await startRaw(env.connection, POOL_MAX);
    const members = await prepareMembers(env.db, app.url, options.members);
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = await procMemory(app.pid);
    log(`app RSS at idle: ${mb(idle.rss)}`);

    const bare = await measure(`${raw.url}/bare`, { path: () => '/bare' }, options, raw.pid);
    log(`bare node:http: ${bare.rps.toFixed(0)} req/s`);
    const results: EndpointResult[] = [];
    const recorded = new Map<string, RecordedStatement[]>();
    const chosen = ENDPOINTS.filter((e) => !options.only.length || options.only.some((o) => e.name.includes(o)));
    for (const endpoint of chosen) {
      const { result, statements } = await runEndpoint(endpoint, members, app, raw, bare, options);
      results.push(result);
      recorded.set(endpoint.name.trim(), statements);
    }
    const after = await procMemory(app.pid);

    for (const [name, statements] of recorded) printStatements(name, statements);
    for (const query of PLANS) {
      const statements = recorded.get(`${query}`);
      if (statements) await printPlan(env.database.pool, query, statements);
    }
    printResults(bare, results, options.connections);
    printOpenLoop(results, OPEN_LOOP_SHARE);
    printGoals(results);
    console.log(
      `\napp RSS: ${mb(idle.rss)} at idle after start, ${mb(after.rss)} after the runs (peak ${mb(after.hwm)})`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await app?.stop();
    await raw?.stop();
    await env.stop();
  }
}
