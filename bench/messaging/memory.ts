/**
 * Memory per idle stream: one app instance in its own process, 10,000 idle `GET /api/messages/stream`
 * connections held by two client processes (5,000 sockets each), RSS read from /proc/<pid>/status
 * before and after. Then 55 s of idling (two heartbeats) to show what open streams cost when nothing happens.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  createTokens,
  insertMembers,
  loadAverage,
  log,
  mapLimit,
  mb,
  ms,
  percentile,
  printTable,
  startBenchEnv,
} from './common.js';
import { type ProfileSummary, printProfile, printStatements } from './instrument.js';
import { procCpuMs, procMemory, type StreamsProcess, startServer, startStreamsProcess } from './processes.js';
import { SseStream } from './sse-client.js';

const CLIENT_PROCESSES = 2;
const IDLE_SECONDS = 55;

export async function runMemory({ streams: total, profile }: { streams: number; profile: boolean }): Promise<void> {
  const env = await startBenchEnv();
  const clients: StreamsProcess[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    let t0 = performance.now();
    const ids = await insertMembers(env.db, total, { prefix: 'idle', gender: 'alternate' });
    const tokens = await createTokens(env.db, ids);
    // Fresh statistics, as autovacuum would have them: without them the session check every 5 s
    // plans a nested loop over members x sessions and runs for seconds (see the report).
    await env.db.execute(sql`analyze`);
    log(`${total} members with sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    server = await startServer(env, { exposeGc: true });
    const url = server.url;
    // Warm-up: load and JIT the stream path so its code is not charged to the streams.
    const warm = await mapLimit(tokens.slice(0, 200), 20, (t) => SseStream.open(url, t));
    for (const s of warm) s.close();
    await new Promise((r) => setTimeout(r, 2_000));
    const heapBefore = await server.memory(true);
    const before = await procMemory(server.pid);
    log(`server pid ${server.pid}: RSS ${mb(before.rss)}, heap ${mb(heapBefore.heapUsed)} before streams`);

    await server.stats(true);
    t0 = performance.now();
    const per = Math.ceil(total / CLIENT_PROCESSES);
    for (let i = 0; i < CLIENT_PROCESSES; i++) clients.push(startStreamsProcess());
    const opened = await Promise.all(clients.map((c, i) => c.open(url, tokens.slice(i * per, (i + 1) * per), 50)));
    const openSeconds = (performance.now() - t0) / 1000;
    const open = opened.reduce((n, s) => n + s.open, 0);
    const failed = opened.reduce((n, s) => n + s.failed, 0);
    log(
      `${open} streams open (${failed} failed${opened[0]?.firstError ? `: ${opened[0].firstError}` : ''}) in ${openSeconds.toFixed(1)} s`,
    );

    const opening = await server.stats(true);
    printStatements(`statements while opening ${total} streams`, opening.top);

    // Let a session check (every 5 s) pass, then measure settled memory.
    await new Promise((r) => setTimeout(r, 6_000));
    const heapAfter = await server.memory(true);
    const after = await procMemory(server.pid);
    const clientRss = (await Promise.all(clients.map((c) => c.status()))).reduce((n, s) => n + s.rss, 0);

    // Idle: nothing is sent; whatever the server does now is the cost of holding the streams.
    await server.stats(true);
    if (profile) await server.call({ cmd: 'profile-start' });
    const cpuBefore = await procCpuMs(server.pid);
    const loadBefore = loadAverage();
    log(`idling ${IDLE_SECONDS} s with ${open} streams open (load ${loadBefore})`);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleCpu = (await procCpuMs(server.pid)) - cpuBefore;
    const idle = await server.stats();
    const stillOpen = (await Promise.all(clients.map((c) => c.status()))).reduce((n, s) => n + s.open, 0);
    if (profile) {
      printProfile('idle CPU profile of the server', await server.call<ProfileSummary>({ cmd: 'profile-stop' }));
    }
    printStatements(`statements while idle for ${IDLE_SECONDS} s`, idle.top);
    // Stalls spaced by the heartbeat interval (25 s) are the heartbeat writing to every stream at once.
    const stalls = idle.stalls.map((st, i) => {
      const gap = i > 0 ? ` (+${(st.atS - (idle.stalls[i - 1]?.atS ?? 0)).toFixed(1)} s)` : '';
      return `${ms(st.ms)} (CPU ${ms(st.cpuMs)} over the gap) at ${st.atS.toFixed(1)} s${gap}`;
    });
    console.log(`\nevent-loop stalls over 20 ms while idle: ${stalls.join(', ') || 'none'}`);
    const pauses = idle.gcPauses.map((g) => `${ms(g.ms)} ${g.kind} at ${g.atS.toFixed(1)} s`);
    console.log(`garbage-collector pauses of 10 ms or more while idle: ${pauses.join(', ') || 'none'}`);
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ') || 'none';
    console.log(
      `heartbeat ticks, ms synchronous (first slice): ${list(idle.sweeps.heartbeatSyncMs)}; ` +
        `ms to complete: ${list(idle.sweeps.heartbeatMs)}`,
    );
    console.log(
      `session checks, ms synchronous before the first await: ${list(idle.sweeps.sessionCheckSyncMs)}; ` +
        `ms to complete: ${list(idle.sweeps.sessionCheckMs)}`,
    );

    const grew = after.rss - before.rss;
    printTable(
      `Idle streams on one instance (goal: process RSS < 500 MB); load avg ${loadAverage()}`,
      ['measure', 'value'],
      [
        ['streams open / failed / still open after idle', `${open} / ${failed} / ${stillOpen}`],
        ['time to open all (2 client processes x 50 at once)', `${openSeconds.toFixed(1)} s`],
        ['server RSS before (after warm-up, GC)', mb(before.rss)],
        ['server RSS with streams (after GC)', mb(after.rss)],
        ['server RSS growth per stream', `${(grew / open / 1024).toFixed(1)} kB`],
        ['server JS heap before -> after', `${mb(heapBefore.heapUsed)} -> ${mb(heapAfter.heapUsed)}`],
        ['server JS heap per stream', `${((heapAfter.heapUsed - heapBefore.heapUsed) / open / 1024).toFixed(1)} kB`],
        ['server peak RSS (VmHWM, includes the opening burst)', mb(after.hwm)],
        ['client processes RSS (both)', mb(clientRss)],
        ['server CPU while opening', `${ms(opening.cpuMs)} (${(opening.cpuMs / open).toFixed(1)} ms per stream)`],
        [
          'server event-loop delay while opening p99 / max',
          `${ms(opening.loopDelayP99Ms)} / ${ms(opening.loopDelayMaxMs)}`,
        ],
        [
          `server CPU while idle ${IDLE_SECONDS} s`,
          `${ms(idleCpu)} (${((idleCpu / (IDLE_SECONDS * 1000)) * 100).toFixed(1)}% of a core)`,
        ],
        ['server statements while idle', String(idle.queries)],
        [
          'heartbeat tick: synchronous part / to complete, median',
          `${ms(percentile(idle.sweeps.heartbeatSyncMs, 0.5))} / ${ms(percentile(idle.sweeps.heartbeatMs, 0.5))}`,
        ],
        [
          'session check: synchronous part / to complete, median',
          `${ms(percentile(idle.sweeps.sessionCheckSyncMs, 0.5))} / ${ms(percentile(idle.sweeps.sessionCheckMs, 0.5))}`,
        ],
        ['server event-loop delay while idle p99 / max', `${ms(idle.loopDelayP99Ms)} / ${ms(idle.loopDelayMaxMs)}`],
      ],
    );
  } finally {
    for (const c of clients) await c.stop();
    await server?.stop();
    await env.stop();
  }
}
