/**
 * Send-to-live-delivery latency: 1,000 receivers hold open streams, premium senders POST to their
 * matches at a fixed rate (open loop), and each sample is the time from issuing the POST to the
 * `message` event arriving on the receiver's stream. First on one instance, then across two
 * (streams on B, sends through A: delivery goes through PostgreSQL NOTIFY/LISTEN).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  type BenchEnv,
  createTokens,
  insertMatches,
  insertMembers,
  loadAverage,
  log,
  makePremium,
  mapLimit,
  ms,
  percentile,
  printTable,
  request,
  startBenchEnv,
} from './common.js';
import { measureDatabaseFloor } from './db-floor.js';
import { type ProfileSummary, printProfile, printStatements } from './instrument.js';
import { type ServerProcess, startServer } from './processes.js';
import { SseStream } from './sse-client.js';

export interface LatencyOptions {
  receivers: number;
  senders: number;
  samples: number;
  /** Sends per second (open loop). */
  rate: number;
  /** Rates of the one-instance sweep (sends per second), each for `sweepSeconds`. */
  sweepRates: number[];
  sweepSeconds: number;
  /** Unmeasured sends (at WARM_UP_RATE) that bring each instance's code to V8's optimised tiers first. */
  warmUpSends: number;
  profile: boolean;
}

interface Sample {
  issuedAt: number;
  answeredAt?: number;
  deliveredAt?: number;
}

interface Fixture {
  receiverIds: string[];
  receiverTokens: string[];
  senderIds: string[];
  senderTokens: string[];
}

async function seed(env: BenchEnv, o: LatencyOptions): Promise<Fixture> {
  const senderIds = await insertMembers(env.db, o.senders, { prefix: 'sender', gender: 'Male' });
  const receiverIds = await insertMembers(env.db, o.receivers, { prefix: 'receiver', gender: 'Female' });
  // Receiver i is matched with sender i % senders: every sender has receivers/senders matches.
  await insertMatches(
    env.db,
    receiverIds.map((toId, i) => ({ fromId: senderIds[i % o.senders] as string, toId })),
  );
  await makePremium(env.db, [...senderIds, ...receiverIds]);
  const senderTokens = await createTokens(env.db, senderIds);
  const receiverTokens = await createTokens(env.db, receiverIds);
  await env.db.execute(sql`analyze`);
  return { receiverIds, receiverTokens, senderIds, senderTokens };
}

const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

/** Opens one stream per receiver on `server`; `onMessage` sees every `message` event's data. */
async function openStreams(server: ServerProcess, f: Fixture, onMessage: (data: string, at: number) => void) {
  const started = performance.now();
  const streams = await mapLimit(f.receiverTokens, 50, (token) =>
    SseStream.open(server.url, token, (event, data, at) => {
      if (event === 'message') onMessage(data, at);
    }),
  );
  log(`opened ${streams.length} streams on ${server.url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return streams;
}

/** How long the instances are watched idle, streams open, before the timed phases. */
const IDLE_SECONDS = 5;
/**
 * The warm-up's rate. A new process runs the send path's JavaScript in V8's interpreter and baseline
 * tiers until each function has run often enough to be optimised: its first 600 sends at 40/s cost
 * 0.7 to 1 ms more CPU each than the same sends after 6,000 (bench/README.md).
 */
const WARM_UP_RATE = 200;

interface PhaseResult {
  name: string;
  delivery: number[];
  answered: number[];
  lost: number;
  deliveredBeforeAnswer: number;
  queriesPerMessage: number;
  serverCpuMsPerMessage: number;
  /** The same less what the instances spend idle with the streams open (heartbeats, session checks). */
  netCpuMsPerMessage: number;
  loopDelayP99: number;
  clientLoopDelayP99: number;
  load: string;
}

/** The rate sweep, and its knee: the highest rate one instance holds with p99 < 50 ms and nothing lost. */
function printSweep(sweep: PhaseResult[]): void {
  if (sweep.length === 0) return;
  printTable(
    `Rate sweep on one instance (goal: 300 sends/s with p99 < 50 ms)`,
    [
      'rate',
      'n',
      'p50',
      'p99',
      'max',
      'lost',
      'POST p99',
      'CPU/msg',
      'over idle',
      'loop p99',
      'bench loop p99',
      'load avg',
    ],
    sweep.map((r) => [
      r.name,
      String(r.delivery.length),
      ms(percentile(r.delivery, 0.5)),
      ms(percentile(r.delivery, 0.99)),
      ms(Math.max(...r.delivery)),
      String(r.lost),
      ms(percentile(r.answered, 0.99)),
      ms(r.serverCpuMsPerMessage),
      ms(r.netCpuMsPerMessage),
      ms(r.loopDelayP99),
      ms(r.clientLoopDelayP99),
      r.load,
    ]),
  );
  const held = sweep.filter((r) => r.lost === 0 && percentile(r.delivery, 0.99) < 50);
  const knee = held[held.length - 1];
  console.log(knee ? `knee: ${knee.name} (the highest rate with p99 < 50 ms)` : 'knee: below the lowest rate swept');
}

export async function runLatency(o: LatencyOptions): Promise<void> {
  const env = await startBenchEnv();
  // 30 messages a minute per member: keep every sender well under it across all phases and the sweep.
  const sweepSends = o.sweepRates.reduce((n, rate) => n + rate * o.sweepSeconds + 30, 0);
  const warmUpSends = 2 * (o.warmUpSends + 30);
  const perSender = (4 * (o.samples + 30) + sweepSends + warmUpSends) / o.senders;
  if (perSender > 25) throw new Error(`${perSender.toFixed(0)} sends per sender would hit the rate limit`);
  const servers: ServerProcess[] = [];
  try {
    log(`seeding ${o.receivers} receivers and ${o.senders} senders (premium, matched)`);
    const f = await seed(env, o);
    await measureDatabaseFloor(env);
    const a = await startServer(env);
    servers.push(a);
    const pending = new Map<string, Sample>();
    const onMessage = (data: string, at: number) => {
      const content = (JSON.parse(data) as { message: { content: string | null } }).message.content;
      const sample = content ? pending.get(content) : undefined;
      if (sample && sample.deliveredAt === undefined) sample.deliveredAt = at;
    };
    // What each instance spends with the streams open and nothing sent (heartbeats every 25 s, session
    // checks every 5 s, presence): the per-message CPU is reported with and without it.
    const idleRates = new Map<ServerProcess, number>();
    const idleCpuPerMs = (s: ServerProcess) => idleRates.get(s) ?? 0;
    const measureIdle = async (measured: ServerProcess[]) => {
      await Promise.all(measured.map((s) => s.stats(true)));
      await sleep(IDLE_SECONDS * 1000);
      for (const s of measured) {
        const idle = await s.stats();
        idleRates.set(s, idle.cpuMs / idle.elapsedMs);
      }
    };
    let cursor = 0;
    // Receivers in a shuffled order, so consecutive sends hit different receivers and senders.
    const order = f.receiverIds.map((_, i) => i).sort(() => Math.random() - 0.5);

    const phase = async (
      name: string,
      sendVia: ServerProcess,
      streamsOn: ServerProcess,
      samples: number,
      rate: number | 'sequential',
      { profile = o.profile } = {},
    ): Promise<PhaseResult> => {
      const warmup = Math.min(30, samples);
      const all: Sample[] = [];
      const send = async (k: number) => {
        const r = order[cursor++ % order.length] as number;
        const content = `bench ${name} #${k}`;
        const sample: Sample = { issuedAt: performance.now() };
        pending.set(content, sample);
        if (k >= warmup) all.push(sample);
        const res = await request(
          sendVia.url,
          'POST',
          `/api/messages/${f.receiverIds[r]}`,
          f.senderTokens[r % o.senders] as string,
          {
            content,
          },
        );
        sample.answeredAt = performance.now();
        if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.body}`);
      };
      for (let k = 0; k < warmup; k++) await send(k);
      await sleep(500);
      await Promise.all(servers.map((s) => s.stats(true)));
      if (profile) await Promise.all(servers.map((s) => s.call({ cmd: 'profile-start' })));
      const loadBefore = loadAverage();
      // The bench process reads 1,000 streams too: its own event-loop delay is part of what it measures.
      const clientLoop = monitorEventLoopDelay({ resolution: 10 });
      clientLoop.enable();
      log(`${name}: ${samples} sends ${rate === 'sequential' ? 'one at a time' : `at ${rate}/s`} (load ${loadBefore})`);
      const inFlight: Promise<void>[] = [];
      const started = performance.now();
      for (let k = warmup; k < warmup + samples; k++) {
        if (rate === 'sequential') {
          await send(k);
          const s = all[all.length - 1] as Sample;
          while (s.deliveredAt === undefined && performance.now() - s.issuedAt < 5_000) await sleep(1);
        } else {
          const due = started + ((k - warmup) * 1000) / rate;
          const wait = due - performance.now();
          if (wait > 1) await sleep(wait);
          inFlight.push(send(k));
        }
      }
      await Promise.all(inFlight);
      const deadline = performance.now() + 10_000;
      while (all.some((s) => s.deliveredAt === undefined) && performance.now() < deadline) await sleep(20);
      const load = loadAverage();
      clientLoop.disable();
      const [viaStats, onStats] = await Promise.all([sendVia.stats(), streamsOn.stats()]);
      if (profile) {
        for (const s of new Set([sendVia, streamsOn])) {
          const summary = await s.call<ProfileSummary>({ cmd: 'profile-stop' });
          printProfile(`${name}: CPU profile of ${s === sendVia ? 'sending' : 'stream'} instance`, summary);
        }
        printStatements(`${name}: statements on the sending instance`, viaStats.top);
        if (streamsOn !== sendVia) printStatements(`${name}: statements on the stream instance`, onStats.top);
      }
      const queries = viaStats.queries + (streamsOn === sendVia ? 0 : onStats.queries);
      const cpu = viaStats.cpuMs + (streamsOn === sendVia ? 0 : onStats.cpuMs);
      const idleCpu =
        idleCpuPerMs(sendVia) * viaStats.elapsedMs +
        (streamsOn === sendVia ? 0 : idleCpuPerMs(streamsOn) * onStats.elapsedMs);
      const delivered = all.filter((s) => s.deliveredAt !== undefined);
      return {
        name,
        delivery: delivered.map((s) => (s.deliveredAt as number) - s.issuedAt),
        answered: all.map((s) => (s.answeredAt ?? Number.NaN) - s.issuedAt),
        lost: all.length - delivered.length,
        deliveredBeforeAnswer: delivered.filter((s) => (s.deliveredAt as number) < (s.answeredAt ?? 0)).length,
        queriesPerMessage: queries / all.length,
        serverCpuMsPerMessage: cpu / all.length,
        netCpuMsPerMessage: Math.max(0, cpu - idleCpu) / all.length,
        loopDelayP99: Math.max(viaStats.loopDelayP99Ms, onStats.loopDelayP99Ms),
        clientLoopDelayP99: clientLoop.percentile(99) / 1e6,
        load,
      };
    };

    /** Sends that are not measured: each instance's code is optimised before the phases that are. */
    const warmUp = async (sendVia: ServerProcess, streamsOn: ServerProcess) => {
      if (o.warmUpSends > 0)
        await phase('warm-up', sendVia, streamsOn, o.warmUpSends, WARM_UP_RATE, { profile: false });
    };

    const results: PhaseResult[] = [];
    let streams = await openStreams(a, f, onMessage);
    await measureIdle([a]);
    // A freshly started instance, for comparison: what the first minute after a deploy costs.
    results.push(await phase('1 instance, just started', a, a, o.samples, o.rate));
    await warmUp(a, a);
    results.push(await phase('1 instance, one at a time', a, a, Math.min(100, o.samples), 'sequential'));
    results.push(await phase('1 instance', a, a, o.samples, o.rate));
    const sweep: PhaseResult[] = [];
    for (const rate of o.sweepRates) {
      sweep.push(await phase(`1 instance at ${rate}/s`, a, a, rate * o.sweepSeconds, rate));
    }
    for (const s of streams) s.close();

    const b = await startServer(env);
    servers.push(b);
    streams = await openStreams(b, f, onMessage);
    await measureIdle([a, b]);
    await warmUp(a, b);
    results.push(await phase('2 instances (send A, stream B)', a, b, o.samples, o.rate));
    for (const s of streams) s.close();

    printTable(
      `Send-to-live-delivery latency, ${o.receivers} open streams (goals at 40/s: p50 < 4 ms, p99 < 10 ms, 6 statements and 2 ms CPU a message)`,
      [
        'scenario',
        'n',
        'p50',
        'p90',
        'p99',
        'max',
        'lost',
        'POST p50',
        'POST p99',
        'SQL/msg',
        'CPU/msg',
        'over idle',
        'loop p99',
        'bench loop p99',
        'load avg',
      ],
      results.map((r) => [
        r.name,
        String(r.delivery.length),
        ms(percentile(r.delivery, 0.5)),
        ms(percentile(r.delivery, 0.9)),
        ms(percentile(r.delivery, 0.99)),
        ms(Math.max(...r.delivery)),
        String(r.lost),
        ms(percentile(r.answered, 0.5)),
        ms(percentile(r.answered, 0.99)),
        r.queriesPerMessage.toFixed(1),
        ms(r.serverCpuMsPerMessage),
        ms(r.netCpuMsPerMessage),
        ms(r.loopDelayP99),
        ms(r.clientLoopDelayP99),
        r.load,
      ]),
    );
    for (const r of results) {
      console.log(
        `${r.name}: ${r.deliveredBeforeAnswer} of ${r.delivery.length} delivered before the POST was answered`,
      );
    }
    printSweep(sweep);
    console.log(
      'SQL/msg and CPU/msg: statements and server CPU per sent message over all instances involved; ' +
        `over idle: CPU/msg less what the same instances spent with the streams open and nothing sent (measured for ${IDLE_SECONDS} s before); ` +
        'loop p99: server event-loop delay; bench loop p99: this process (senders and stream readers).',
    );
  } finally {
    for (const s of servers) await s.stop();
    await env.stop();
  }
}
