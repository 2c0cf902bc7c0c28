/**
 * `npm start` to a healthy `/api/health` with an up-to-date build (goal: under 3 s on an existing
 * data directory), and the app's resident memory at idle. Runs on a temporary DATA_DIR: first cold
 * (initdb, migrations), then warm, then the bare `node apps/server/dist/main.js` for npm's share.
 *
 * Usage: node --import tsx bench/start.bench.ts [--runs=N]   (N warm runs of each kind, default 3)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  cpuMs,
  findNodeInGroup,
  makeDataDir,
  repoRoot,
  residentBytes,
  sleep,
  spawnServer,
  waitForHealth,
} from './built-server.js';

const PORT = Number(process.env.START_BENCH_PORT ?? 3295);
/** How long the app sits without requests before its memory is read. */
const IDLE_MS = 5_000;
const APP_SCRIPT = 'apps/server/dist/main.js';
const NPM_START = ['npm', 'start'];
const BARE_SERVER = [process.execPath, APP_SCRIPT];
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

interface StartRun {
  label: string;
  healthyMs: number;
  /** The app's own CPU time until healthy: unlike wall time, hardly moved by other load on the machine. */
  appCpuMs: number;
  idleRssBytes: number;
  loadAverage: number;
}

async function findApp(pgid: number | undefined): Promise<number> {
  const pid = pgid ? await findNodeInGroup(pgid, APP_SCRIPT) : null;
  if (pid === null) throw new Error('could not find the app process');
  return pid;
}

async function timeStart(label: string, dataDir: string, command: string[]): Promise<StartRun> {
  const started = performance.now();
  const server = spawnServer({ dataDir, port: PORT, command });
  try {
    await waitForHealth(server);
    const healthyMs = performance.now() - started;
    const pid = await findApp(server.child.pid);
    const appCpuMs = await cpuMs(pid);
    const loadAverage = os.loadavg()[0] ?? 0;
    await sleep(IDLE_MS);
    return { label, healthyMs, appCpuMs, idleRssBytes: await residentBytes(pid), loadAverage };
  } finally {
    await server.stop();
  }
}

/** The same check `npm start` makes first, timed on its own (it builds here if the build is stale). */
function timeBuildCheck(): number {
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  return performance.now() - started;
}

async function main() {
  const firstCheckMs = timeBuildCheck();
  const upToDateCheckMs = timeBuildCheck();
  console.log(`Build check: ${Math.round(firstCheckMs)} ms (builds if stale), then ${Math.round(upToDateCheckMs)} ms`);
  const dataDir = await makeDataDir('mq-start-');
  const results: StartRun[] = [];
  try {
    results.push(await timeStart('npm start, new DATA_DIR (initdb)', dataDir, NPM_START));
    for (let i = 0; i < runs; i++) results.push(await timeStart('npm start, existing DATA_DIR', dataDir, NPM_START));
    for (let i = 0; i < runs; i++) results.push(await timeStart('node dist/main.js, existing', dataDir, BARE_SERVER));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.table(
    results.map((r) => ({
      start: r.label,
      'to healthy': `${Math.round(r.healthyMs)} ms`,
      'app CPU': `${Math.round(r.appCpuMs)} ms`,
      'idle RSS': `${(r.idleRssBytes / 2 ** 20).toFixed(1)} MB`,
      'load avg': r.loadAverage.toFixed(1),
    })),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
