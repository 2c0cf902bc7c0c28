/**
 * One app instance in its own process (forked by the messaging benchmarks): buildApp on the bench's
 * database, listening on 127.0.0.1 port 0. Its own process, so its RSS and CPU are its alone.
 * Answers the parent's commands over IPC: statement counts, memory after a GC, a CPU profile.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { LISTEN_BACKLOG } from '../../apps/server/src/lib/lifecycle.js';
import { StreamHub } from '../../apps/server/src/modules/live/stream-hub.js';
import { connectDatabase } from '../../apps/server/src/platform/db/client.js';
import { benchConfig } from './common.js';
import { instrumentPool, type ProfileSummary, QueryStats, startProfile } from './instrument.js';

export type ServerCommand =
  | { cmd: 'start'; connection: pg.PoolConfig; dataDir: string }
  | { cmd: 'stats'; reset?: boolean }
  | { cmd: 'memory'; gc?: boolean }
  | { cmd: 'profile-start' }
  | { cmd: 'profile-stop' }
  | { cmd: 'close' };

export interface ServerStats {
  queries: number;
  top: ReturnType<QueryStats['top']>;
  cpuMs: number;
  /** Wall time the CPU figure covers (since the last reset). */
  elapsedMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** `cpuMs`: this process's CPU (all its threads) over the stalled gap: far below `ms` is a process left waiting for a core, not a blocked loop. */
  stalls: { atS: number; ms: number; cpuMs: number }[];
  /** Garbage-collector pauses of 10 ms or more, with their kind (a stall's likely cause when they coincide). */
  gcPauses: { atS: number; ms: number; kind: string }[];
  sweeps: typeof sweeps;
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/**
 * Times the hub's two periodic sweeps over every open stream (bench-side wrapping of private methods;
 * the server code is unchanged): the heartbeat writes to each stream, the session check queries every
 * stream's session and closes the revoked ones; both give the event loop back between slices, so the
 * synchronous part is only their first slice and the event-loop delay shows the longest block.
 */
const sweeps = {
  heartbeatSyncMs: [] as number[],
  heartbeatMs: [] as number[],
  sessionCheckSyncMs: [] as number[],
  sessionCheckMs: [] as number[],
};
type Sweep = (this: unknown) => Promise<void>;
const hub = StreamHub.prototype as unknown as { heartbeat: Sweep; closeRevokedStreams: Sweep };
function timeSweep(name: 'heartbeat' | 'closeRevokedStreams', sync: number[], total: number[]) {
  const original = hub[name];
  hub[name] = function (this: unknown) {
    const started = performance.now();
    // Promise.resolve: an older hub's heartbeat was synchronous (it returned nothing).
    const done = Promise.resolve(original.call(this));
    sync.push(performance.now() - started);
    return done.finally(() => total.push(performance.now() - started));
  };
}
timeSweep('heartbeat', sweeps.heartbeatSyncMs, sweeps.heartbeatMs);
timeSweep('closeRevokedStreams', sweeps.sessionCheckSyncMs, sweeps.sessionCheckMs);

const stats = new QueryStats();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let cpuMark = process.cpuUsage();
let markedAt = performance.now();
/**
 * Event-loop stalls over 20 ms (the limit of docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md), with
 * when they happened (seconds since this process started).
 */
let stalls: { atS: number; ms: number; cpuMs: number }[] = [];
let lastTick = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const lag = now - lastTick - 20;
  const cpu = process.cpuUsage(lastCpu);
  if (lag > 20) stalls.push({ atS: now / 1000, ms: lag, cpuMs: (cpu.user + cpu.system) / 1000 });
  lastTick = now;
  lastCpu = process.cpuUsage();
}, 20).unref();
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let gcPauses: { atS: number; ms: number; kind: string }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    if (entry.duration >= 10)
      gcPauses.push({ atS: entry.startTime / 1000, ms: entry.duration, kind: GC_KINDS[kind] ?? String(kind) });
  }
}).observe({ entryTypes: ['gc'] });
let close: (() => Promise<void>) | undefined;
let stopProfile: (() => Promise<ProfileSummary>) | undefined;

async function handle(message: ServerCommand): Promise<unknown> {
  switch (message.cmd) {
    case 'start': {
      const database = connectDatabase(message.connection);
      instrumentPool(database.pool, stats);
      const app = await buildApp({ config: benchConfig(message.dataDir), database });
      await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      close = async () => {
        await app.close();
        await database.close();
      };
      return { port: address.port, pid: process.pid };
    }
    case 'stats': {
      const cpu = process.cpuUsage(cpuMark);
      const result: ServerStats = {
        queries: stats.count,
        top: stats.top(),
        cpuMs: (cpu.user + cpu.system) / 1000,
        elapsedMs: performance.now() - markedAt,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        stalls,
        gcPauses,
        sweeps: structuredClone(sweeps),
      };
      if (message.reset) {
        stats.reset();
        loopDelay.reset();
        stalls = [];
        gcPauses = [];
        for (const list of Object.values(sweeps)) list.length = 0;
        cpuMark = process.cpuUsage();
        markedAt = performance.now();
      }
      return result;
    }
    case 'memory': {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (message.gc && gc) {
        gc();
        await new Promise((r) => setTimeout(r, 200));
        gc();
      }
      const m = process.memoryUsage();
      return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers };
    }
    case 'profile-start':
      stopProfile = await startProfile();
      return null;
    case 'profile-stop':
      return stopProfile ? await stopProfile() : null;
    case 'close':
      await close?.();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

process.on('message', (raw) => {
  const { id, ...message } = raw as ServerCommand & { id: number };
  handle(message as ServerCommand).then(
    (result) => process.send?.({ id, result }),
    (err: unknown) => process.send?.({ id, error: String(err instanceof Error ? err.stack : err) }),
  );
});
// The parent went away (crash, Ctrl-C): do not linger holding ports and connections.
process.on('disconnect', () => process.exit(0));
