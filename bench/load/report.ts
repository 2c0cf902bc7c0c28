/** What the load benchmark prints: the ratio table, the goals, query counts and query plans. */
import type pg from 'pg';
import { printTable } from '../messaging/common.js';
import type { OpenLoopResult } from './open-loop.js';
import type { LoadResult } from './runner.js';
import type { LoopDelay, RecordedStatement } from './server.child.js';

export interface EndpointResult {
  name: string;
  isRead: boolean;
  app: LoadResult;
  /** The app at a fixed offered rate, a share of `app.rps`. */
  open: OpenLoopResult;
  /** The app's event-loop delay during the open-loop run. */
  openLoopDelay: LoopDelay;
  /** The endpoint's SQL replayed; the bare server when the endpoint sends none. */
  raw: LoadResult;
  rawIsBare: boolean;
  maxStatements: number;
  queries: { small: number; load: number; large: number };
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const ratioOf = (r: EndpointResult) => r.app.rps / r.raw.rps;
const isBrowse = (r: EndpointResult) =>
  (r.name.startsWith('GET /api/profiles') || r.name.startsWith('  ')) && !r.name.includes('interests');
/**
 * Sending interest, the write
 * (docs/decisions/0038-load-bench-realistic-writes-a-raw-replay-of-the-same-writes-an-open-loop.md): held to the ratio
 * goal and p99 < 200 ms at 50 connections.
 */
const WRITE_P99_GOAL_MS = 200;
/**
 * Browse at the open-loop rate
 * (docs/decisions/0038-load-bench-realistic-writes-a-raw-replay-of-the-same-writes-an-open-loop.md).
 */
const BROWSE_OPEN_P99_GOAL_MS = 50;

export function printOpenLoop(results: EndpointResult[], share: number) {
  printTable(
    `Open loop: the app offered ${Math.round(share * 100)} % of its closed-loop req/s at a fixed rate, ` +
      "latency from each request's due time (no coordinated omission)",
    [
      'endpoint',
      'offered req/s',
      'answered req/s',
      'p50 ms',
      'p99 ms',
      'app event-loop delay p99 / max ms',
      'bench client: sent late p99 / loop delay p99 ms',
      'failed',
    ],
    results.map((r) => [
      r.name,
      fixed(r.open.offeredRps),
      fixed(r.open.achievedRps),
      fixed(r.open.p50, 1),
      fixed(r.open.p99, 1),
      `${fixed(r.openLoopDelay.p99, 1)} / ${fixed(r.openLoopDelay.max, 1)}`,
      `${fixed(r.open.client.sendLateP99, 1)} / ${fixed(r.open.client.loopDelayP99, 1)}${clientBound(r) ? '  (client-bound)' : ''}`,
      String(r.open.failures),
    ]),
  );
}

/**
 * The bench's own process could not keep the rate: its requests left late or its answers were read
 * late, so the row's latencies are the client's (a fast endpoint at thousands of requests a second).
 */
const CLIENT_BOUND_MS = 10;
const clientBound = (r: EndpointResult) =>
  r.open.client.sendLateP99 > CLIENT_BOUND_MS || r.open.client.loopDelayP99 > CLIENT_BOUND_MS;

export function printResults(bare: LoadResult, results: EndpointResult[], connections: number) {
  printTable(
    `At ${connections} connections (raw = the endpoint's own SQL replayed on bare node:http + pg, same pool size;` +
      ' CPU = the serving Node process, PostgreSQL not included)',
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'raw req/s',
      'raw p99',
      'ratio',
      'CPU ms/req app / raw',
      'statements (none/typical/many)',
      'failed',
    ],
    [
      [
        'bare node:http, fixed JSON',
        fixed(bare.rps),
        fixed(bare.p50),
        fixed(bare.p99),
        '',
        '',
        '',
        fixed(bare.cpuMsPerRequest, 3),
        '',
        String(bare.failures),
      ],
      ...results.map((r) => [
        r.name,
        fixed(r.app.rps),
        fixed(r.app.p50),
        fixed(r.app.p99),
        `${fixed(r.raw.rps)}${r.rawIsBare ? ' (bare)' : ''}`,
        fixed(r.raw.p99),
        fixed(ratioOf(r), 2),
        `${fixed(r.app.cpuMsPerRequest, 2)} / ${fixed(r.raw.cpuMsPerRequest, 2)}`,
        `${r.queries.small} / ${r.queries.load} / ${r.queries.large} (max ${r.maxStatements})`,
        String(r.app.failures + (r.rawIsBare ? 0 : r.raw.failures)),
      ]),
    ],
  );
}

/**
 * The goals of docs/decisions/0038-load-bench-realistic-writes-a-raw-replay-of-the-same-writes-an-open-loop.md, each
 * with its verdict.
 */
export function printGoals(results: EndpointResult[]) {
  console.log('\nGoals');
  // With no SQL there is no raw SQL to compare with; the bare server's ratio is shown in the table.
  for (const r of results.filter((x) => !x.rawIsBare)) {
    const ratio = ratioOf(r);
    console.log(
      `  ${ratio >= 0.6 ? 'met ' : 'MISS'}  ${r.name.trim()}: ${fixed(ratio, 2)} of its raw SQL (goal >= 0.60)`,
    );
  }
  for (const r of results.filter((x) => !x.isRead)) {
    const met = r.app.p99 < WRITE_P99_GOAL_MS;
    console.log(
      `  ${met ? 'met ' : 'MISS'}  ${r.name.trim()}: p99 ${fixed(r.app.p99)} ms at the closed-loop maximum (goal < ${WRITE_P99_GOAL_MS})`,
    );
  }
  for (const r of results.filter(isBrowse)) {
    const met = r.open.p99 < BROWSE_OPEN_P99_GOAL_MS;
    console.log(
      `  ${met ? 'met ' : 'MISS'}  browse ${r.name.trim()}: p99 ${fixed(r.open.p99)} ms at ${fixed(r.open.offeredRps)} req/s offered (goal < ${BROWSE_OPEN_P99_GOAL_MS})${clientBound(r) ? ', the bench client bound' : ''}`,
    );
  }
  for (const r of results) {
    const { small, load, large } = r.queries;
    const bounded = Math.max(small, load, large) <= r.maxStatements;
    console.log(
      `  ${bounded ? 'met ' : 'MISS'}  ${r.name.trim()}: ${small} statements with no data, ${load} typical, ` +
        `${large} with hundreds of interests and conversations (at most ${r.maxStatements})`,
    );
  }
}

export function printStatements(name: string, statements: RecordedStatement[]) {
  console.log(`\n${name}: ${statements.length} statements`);
  for (const s of statements) console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement of `statements` that reads members with ILIKE. */
export async function printPlan(pool: pg.Pool, name: string, statements: RecordedStatement[]) {
  const browse = statements.find((s) => /ilike/i.test(s.text));
  if (!browse) {
    console.log(`\n${name}: no ILIKE statement recorded`);
    return;
  }
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${browse.text}`,
    browse.values,
  );
  console.log(`\nPlan for ${name.trim()}:`);
  for (const r of rows) console.log(`    ${r['QUERY PLAN']}`);
}
