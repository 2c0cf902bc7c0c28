/**
 * A deploy's reconnect storm: 10,000 members, each with a few conversations, open their streams at
 * the same moment against one app instance (its own process; the clients in two other processes, as
 * in the memory bench). Reports when the last first `inbox` event arrived, p50/p99 per stream, the
 * server's event-loop delay (monitorEventLoopDelay: p99 and max), CPU and statements while opening.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { insertConversations } from '../load/seed.js';
import {
  createTokens,
  insertMatches,
  insertMembers,
  loadAverage,
  log,
  mapLimit,
  ms,
  percentile,
  printTable,
  startBenchEnv,
} from './common.js';
import { type ProfileSummary, printProfile, printStatements } from './instrument.js';
import { type StreamsProcess, startServer, startStreamsProcess } from './processes.js';
import { SseStream } from './sse-client.js';

const CLIENT_PROCESSES = 2;
/** Each member is matched with the next few (a ring), and every match has a short conversation. */
const MATCHES_AHEAD = 3;
const GOAL_SECONDS = 15;

export async function runReconnect({ streams: total, profile }: { streams: number; profile: boolean }): Promise<void> {
  const env = await startBenchEnv();
  const clients: StreamsProcess[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const t0 = performance.now();
    const ids = await insertMembers(env.db, total, { prefix: 'storm', gender: 'alternate' });
    // Odd steps only: genders alternate, so every match is between a man and a woman.
    const steps = Array.from({ length: MATCHES_AHEAD }, (_, k) => 2 * k + 1);
    await insertMatches(
      env.db,
      ids.flatMap((fromId, i) => steps.map((k) => ({ fromId, toId: ids[(i + k) % total] as string }))),
    );
    await insertConversations(
      env.db,
      sql`select from_id as a, to_id as b, 4 as n from interests where status = 'accepted'`,
    );
    const tokens = await createTokens(env.db, ids);
    await env.db.execute(sql`analyze`);
    log(
      `${total} members, ${2 * MATCHES_AHEAD} conversations each, sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    server = await startServer(env);
    const url = server.url;
    // Warm-up: load and JIT the stream path, then close; the storm starts from a quiet instance.
    const warm = await mapLimit(tokens.slice(0, 200), 20, (t) => SseStream.open(url, t));
    for (const s of warm) s.close();
    for (let i = 0; i < CLIENT_PROCESSES; i++) clients.push(startStreamsProcess());
    await new Promise((r) => setTimeout(r, 2_000));

    await server.stats(true);
    if (profile) await server.call({ cmd: 'profile-start' });
    const loadBefore = loadAverage();
    const overflowsBefore = await listenOverflows();
    const started = performance.now();
    const per = Math.ceil(total / CLIENT_PROCESSES);
    // Every stream at once: each process starts all of its connections without waiting for any.
    const opened = await Promise.all(
      clients.map((c, i) => {
        const mine = tokens.slice(i * per, (i + 1) * per);
        return c.open(url, mine, mine.length);
      }),
    );
    const allSeconds = (performance.now() - started) / 1000;
    const during = await server.stats(true);
    const overflows = (await listenOverflows()) - overflowsBefore;
    if (profile) {
      printProfile(
        'CPU profile of the server during the storm',
        await server.call<ProfileSummary>({ cmd: 'profile-stop' }),
      );
    }
    const firstEvents = opened.flatMap((o) => o.firstEventMs);
    const failed = opened.reduce((n, o) => n + o.failed, 0);
    const lastSeconds = Math.max(...firstEvents) / 1000;
    log(`${firstEvents.length} streams served their first inbox, ${failed} failed, in ${allSeconds.toFixed(1)} s`);
    printStatements(`statements while ${total} streams opened at once`, during.top);

    printTable(
      `Reconnect storm: ${total} streams opened at once on one instance (goal: every first inbox within ${GOAL_SECONDS} s)`,
      ['measure', 'value'],
      [
        [
          'streams served / failed',
          `${firstEvents.length} / ${failed}${opened[0]?.firstError ? ` (${opened[0].firstError})` : ''}`,
        ],
        [
          'last first inbox after',
          `${lastSeconds.toFixed(1)} s${lastSeconds <= GOAL_SECONDS && failed === 0 ? '' : '  MISSED'}`,
        ],
        [
          'first inbox per stream p50 / p99',
          `${ms(percentile(firstEvents, 0.5))} / ${ms(percentile(firstEvents, 0.99))}`,
        ],
        // Each is a connection the kernel dropped for a full accept queue; its client retries 1, 3, 7... s later.
        [
          'accept queue overflows (whole machine)',
          `${overflows}${overflows > 0 ? '  (each delays a stream by 1 s or more)' : ''}`,
        ],
        ['server event-loop delay p99 / max', `${ms(during.loopDelayP99Ms)} / ${ms(during.loopDelayMaxMs)}`],
        [
          'longest stalls (over 20 ms), with the CPU the server had in them',
          longest(
            during.stalls.map((st) => st.ms),
            during.stalls.map((st) => `(CPU ${ms(st.cpuMs)})`),
          ),
        ],
        [
          'longest garbage-collector pauses',
          longest(
            during.gcPauses.map((g) => g.ms),
            during.gcPauses.map((g) => g.kind),
          ),
        ],
        [
          'server CPU',
          `${ms(during.cpuMs)} (${(during.cpuMs / Math.max(1, firstEvents.length)).toFixed(2)} ms per stream)`,
        ],
        [
          'server statements',
          `${during.queries} (${(during.queries / Math.max(1, firstEvents.length)).toFixed(1)} per stream)`,
        ],
        ['load average before -> after', `${loadBefore} -> ${loadAverage()}`],
      ],
    );
  } finally {
    for (const c of clients) await c.stop();
    await server?.stop();
    await env.stop();
  }
}

/** The five longest of `xs` (ms), with a label each when given; "none" when there are none. */
function longest(xs: number[], labels: string[] = []): string {
  const top = xs
    .map((x, i) => ({ x, label: labels[i] }))
    .sort((a, b) => b.x - a.x)
    .slice(0, 5);
  return top.map(({ x, label }) => `${ms(x)}${label ? ` ${label}` : ''}`).join(', ') || 'none';
}

/** The kernel's count of connections dropped because a listening socket's accept queue was full. */
async function listenOverflows(): Promise<number> {
  const lines = (await readFile('/proc/net/netstat', 'utf8')).split('\n');
  const names = lines.find((l) => l.startsWith('TcpExt:'))?.split(/\s+/) ?? [];
  const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(/\s+/) ?? [];
  return Number(values[names.indexOf('ListenOverflows')] ?? 0);
}
