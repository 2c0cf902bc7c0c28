/**
 * What the database alone costs on this machine, to read the delivery latency against: a round trip,
 * a durable commit (fsync on, as the app runs), a NOTIFY from issue to the LISTEN connection, and
 * how commits and NOTIFYs scale with 10 connections at once (a NOTIFY takes a global queue lock at
 * commit; the concurrent line shows whether that limits the bus here).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type BenchEnv, mapLimit, ms, percentile, printTable } from './common.js';

const SEQUENTIAL = 200;
const CONCURRENT = 10;
const PER_WORKER = 40;

export async function measureDatabaseFloor(env: BenchEnv): Promise<void> {
  const pool = new pg.Pool({ ...env.connection, max: CONCURRENT });
  const listener = new pg.Client(env.connection);
  await listener.connect();
  try {
    await pool.query('create table if not exists bench_floor (id serial primary key, at timestamptz default now())');
    await listener.query('listen bench_floor');
    const arrivals = new Map<string, () => void>();
    listener.on('notification', (n) => arrivals.get(n.payload ?? '')?.());

    const sequential = async (run: (i: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t0 = performance.now();
        await run(i);
        times.push(performance.now() - t0);
      }
      return times;
    };
    const roundTrip = await sequential(() => pool.query('select 1'));
    const commit = await sequential(() => pool.query('insert into bench_floor default values'));
    const notifyArrival = await sequential(async (i) => {
      const arrived = new Promise<void>((resolve) => arrivals.set(`n${i}`, resolve));
      await pool.query('select pg_notify($1, $2)', ['bench_floor', `n${i}`]);
      await arrived;
    });

    /** Operations per second with 10 connections each running PER_WORKER statements back to back. */
    const throughput = async (text: string, values: unknown[] = []) => {
      const t0 = performance.now();
      await mapLimit(Array.from({ length: CONCURRENT }), CONCURRENT, async () => {
        for (let i = 0; i < PER_WORKER; i++) await pool.query(text, values);
      });
      return (CONCURRENT * PER_WORKER) / ((performance.now() - t0) / 1000);
    };
    const commitRate = await throughput('insert into bench_floor default values');
    const notifyRate = await throughput('select pg_notify($1, $2)', ['bench_floor', 'x']);
    await pool.query('drop table bench_floor');

    const row = (name: string, xs: number[]) => [name, ms(percentile(xs, 0.5)), ms(percentile(xs, 0.99))];
    printTable(
      'Database floor (PostgreSQL on a Unix socket, fsync and synchronous_commit on)',
      ['operation', 'p50', 'p99'],
      [
        row('round trip (select 1)', roundTrip),
        row('durable commit (one-row insert)', commit),
        row('NOTIFY issued -> LISTEN connection has it', notifyArrival),
      ],
    );
    console.log(
      `with ${CONCURRENT} connections: ${commitRate.toFixed(0)} commits/s (group commit), ` +
        `${notifyRate.toFixed(0)} NOTIFY transactions/s`,
    );
  } finally {
    await listener.end();
    await pool.end();
  }
}
