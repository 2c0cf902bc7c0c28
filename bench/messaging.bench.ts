/**
 * Messaging at scale: `node --import tsx bench/messaging.bench.ts [latency|memory|inbox|reconnect|all] [--profile] [--explain]`.
 *
 *   latency  send-to-live-delivery p50/p99 with 1,000 open streams, on one instance and across two
 *            (PostgreSQL NOTIFY/LISTEN), then a rate sweep on one instance and its knee; goals
 *            p50 < 4 ms and p99 < 10 ms at 40 sends/s, <= 6 statements and 2 ms CPU a message,
 *            300 sends/s with p99 < 50 ms.
 *   memory   server RSS before and after 10,000 idle streams (app in its own process); goal < 500 MB;
 *            then heartbeats and session checks while idle, with the event-loop delay (max < 20 ms).
 *   reconnect 10,000 streams opened at once (a deploy): every first inbox within 15 s.
 *   inbox    GET /api/messages/inbox for a member with 200 conversations, and SQL statements per
 *            request at 20 vs 200 conversations; goal p50 < 10 ms
 *            (docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md), statements flat.
 *
 * BENCH_CPUPROFILE_DIR: with --profile, each server's whole CPU profile is also written there (.cpuprofile,
 * for DevTools or for reading one stall's samples).
 * Each sub-command starts its own throwaway embedded PostgreSQL and app instances on 127.0.0.1 and
 * takes one to three minutes on two cores. --profile adds CPU profiles and per-statement times;
 * --explain prints the inbox query's plan. Compare runs by ratios: the machines are shared.
 * Tunables (environment): LATENCY_RECEIVERS, LATENCY_SENDERS, LATENCY_SAMPLES, LATENCY_RATE,
 * LATENCY_SWEEP (rates, comma-separated; empty for none), LATENCY_SWEEP_SECONDS,
 * LATENCY_WARM_UP (unmeasured sends before each instance's timed phases, default 6,000; 0 for none), MEMORY_STREAMS, INBOX_POPULATION.
 */
import os from 'node:os';
import { runInbox } from './messaging/inbox.js';
import { runLatency } from './messaging/latency.js';
import { runMemory } from './messaging/memory.js';
import { runReconnect } from './messaging/reconnect.js';

const args = process.argv.slice(2);
const command = args.find((a) => !a.startsWith('--')) ?? 'all';
const profile = args.includes('--profile');
const explain = args.includes('--explain');
const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);

async function main() {
  const known = ['latency', 'memory', 'inbox', 'reconnect', 'all'];
  if (!known.includes(command)) throw new Error(`unknown sub-command '${command}' (one of ${known.join(', ')})`);
  console.log(`messaging bench: ${command}; ${os.cpus().length} CPUs; load average ${os.loadavg().join(' ')}`);
  if (command === 'latency' || command === 'all') {
    await runLatency({
      receivers: num('LATENCY_RECEIVERS', 1_000),
      senders: num('LATENCY_SENDERS', 1_000),
      samples: num('LATENCY_SAMPLES', 600),
      rate: num('LATENCY_RATE', 40),
      sweepRates: (process.env.LATENCY_SWEEP ?? '100,200,300,400,500').split(',').filter(Boolean).map(Number),
      sweepSeconds: num('LATENCY_SWEEP_SECONDS', 4),
      warmUpSends: num('LATENCY_WARM_UP', 6_000),
      profile,
    });
  }
  if (command === 'memory' || command === 'all') await runMemory({ streams: num('MEMORY_STREAMS', 10_000), profile });
  if (command === 'inbox' || command === 'all')
    await runInbox({ population: num('INBOX_POPULATION', 20_000), profile, explain });
  if (command === 'reconnect' || command === 'all')
    await runReconnect({ streams: num('RECONNECT_STREAMS', 10_000), profile });
  console.log(`\nload average at the end: ${os.loadavg().join(' ')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
