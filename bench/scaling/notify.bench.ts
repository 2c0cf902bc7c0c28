/**
 * NOTIFY fan-out as a fleet sees it (docs/scaling.md): ten LISTEN connections on `mithaq_events`, as
 * ten app instances hold, and events shaped like the bus's published from a small pool, one
 * `pg_notify` per statement (EventBus.publish) and then 100 per statement (EventBus.publishMany).
 * Reports events published per second, events delivered per second at each listener, and the lag
 * from issuing the publish to its arrival. Every listener receives every event: that is the cost
 * that grows with the fleet.
 *
 *   node --import tsx bench/scaling/notify.bench.ts [events=20000]
 *
 * All ten listeners live in this one process, next to the publishers and PostgreSQL itself, so on a
 * small machine the figures are a floor for the database, not its ceiling.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fmt, machine, mapLimit, percentile, startThrowawayPostgres } from './common.js';

const EVENTS = Number(process.argv[2] ?? 20_000);
const LISTENERS = 10;
const PUBLISH_CONCURRENCY = 8;
const BATCH = 100;
const CHANNEL = 'mithaq_events';
/** Bounded: a run whose events have not all arrived by then reports what did. */
const DELIVERY_TIMEOUT_MS = 120_000;

/** A `message` bus event as EventBus.publish stamps it (ids only, ~150 bytes). */
function payload(): { id: string; text: string } {
  const messageId = randomUUID();
  const event = { kind: 'message', messageId, memberIds: [randomUUID(), randomUUID()], publishedAt: Date.now() };
  return { id: messageId, text: JSON.stringify(event) };
}

interface Listener {
  client: pg.Client;
  received: number;
  lags: number[];
  lastArrival: number;
}

async function runMode(
  name: string,
  listeners: Listener[],
  issued: Map<string, number>,
  publish: (items: { id: string; text: string }[]) => Promise<void>,
  perStatement: number,
) {
  for (const l of listeners) {
    l.received = 0;
    l.lags = [];
    l.lastArrival = 0;
  }
  issued.clear();
  const items = Array.from({ length: EVENTS }, payload);
  const chunks: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += perStatement) chunks.push(items.slice(i, i + perStatement));

  const allArrived = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (listeners.every((l) => l.received >= EVENTS)) {
        clearInterval(check);
        resolve();
      }
    }, 5);
    setTimeout(() => {
      clearInterval(check);
      resolve();
    }, DELIVERY_TIMEOUT_MS).unref();
  });

  const t0 = performance.now();
  await mapLimit(chunks, PUBLISH_CONCURRENCY, async (chunk) => {
    const at = performance.now();
    for (const item of chunk) issued.set(item.id, at);
    await publish(chunk);
  });
  const published = performance.now() - t0;
  await allArrived;

  const lags = listeners.flatMap((l) => l.lags).sort((a, b) => a - b);
  const delivered = listeners.map((l) => l.received / ((l.lastArrival - t0) / 1000));
  const complete = listeners.every((l) => l.received >= EVENTS);
  return {
    name,
    publishedPerSec: EVENTS / (published / 1000),
    deliveredPerListener: Math.min(...delivered),
    deliveredTotal: delivered.reduce((a, b) => a + b, 0),
    p50: percentile(lags, 0.5),
    p99: percentile(lags, 0.99),
    max: lags[lags.length - 1] ?? Number.NaN,
    complete,
  };
}

async function main() {
  console.log(
    `NOTIFY fan-out: ${fmt(EVENTS)} events, ${LISTENERS} listeners, publish concurrency ${PUBLISH_CONCURRENCY}`,
  );
  console.log(`machine: ${machine()}`);
  const pgServer = await startThrowawayPostgres('mq-notify-');
  const listeners: Listener[] = [];
  const pool = new pg.Pool({ ...pgServer.connection, max: PUBLISH_CONCURRENCY });
  pool.on('error', () => {});
  try {
    const sample = payload().text;
    console.log(`payload: ${Buffer.byteLength(sample)} bytes, e.g. ${sample}`);
    const issued = new Map<string, number>();
    for (let i = 0; i < LISTENERS; i++) {
      const client = new pg.Client(pgServer.connection);
      client.on('error', () => {});
      await client.connect();
      const l: Listener = { client, received: 0, lags: [], lastArrival: 0 };
      client.on('notification', (n) => {
        const now = performance.now();
        const id = (JSON.parse(n.payload ?? '{}') as { messageId?: string }).messageId ?? '';
        const at = issued.get(id);
        if (at !== undefined) l.lags.push(now - at);
        l.received += 1;
        l.lastArrival = now;
      });
      await client.query(`listen ${CHANNEL}`);
      listeners.push(l);
    }

    // Warm up the connections and plans.
    await mapLimit(Array.from({ length: 200 }), PUBLISH_CONCURRENCY, async () => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, '{"kind":"warmup"}']);
    });
    await new Promise((r) => setTimeout(r, 500));

    const results = [
      await runMode(
        'one pg_notify per statement (publish)',
        listeners,
        issued,
        async ([item]) => {
          await pool.query('select pg_notify($1, $2)', [CHANNEL, item?.text]);
        },
        1,
      ),
      await runMode(
        `${BATCH} per statement (publishMany)`,
        listeners,
        issued,
        async (chunk) => {
          await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
            CHANNEL,
            chunk.map((c) => c.text),
          ]);
        },
        BATCH,
      ),
    ];

    console.log('');
    console.log(
      '| mode | published events/s | delivered events/s per listener (slowest) | deliveries/s, all 10 | lag p50 | lag p99 | lag max |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${fmt(r.publishedPerSec)} | ${fmt(r.deliveredPerListener)} | ${fmt(r.deliveredTotal)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms | ${fmt(r.max, 1)} ms |${r.complete ? '' : ' INCOMPLETE'}`,
      );
    }
    console.log(`\nmachine after: ${machine()}`);
  } finally {
    for (const l of listeners) await l.client.end().catch(() => {});
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
