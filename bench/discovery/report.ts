/** What the discovery bench prints: the results table, the goals and the plans. */
import type { OpenLoopResult } from '../load/open-loop.js';
import type { LoadResult } from '../load/runner.js';
import type { LoopDelay } from '../load/server.child.js';
import { printTable } from '../messaging/common.js';
import type { ShapePlan } from './plans.js';

export interface ShapeResult {
  name: string;
  url: string;
  viewers: number;
  /** SQL statements one request sent, fewest and most over the viewers. */
  statements: { min: number; max: number };
  /** Profiles on the first page, fewest and most; and what the answers' checks found. */
  profiles: { min: number; max: number };
  problems: string[];
  app: LoadResult;
  raw: LoadResult;
  open: OpenLoopResult;
  openLoopDelay: LoopDelay;
  plans: ShapePlan[];
}

/** The goals (README "Goals"): p99 in the open loop at 60 % of the maximum, and the share of raw SQL. */
export const OPEN_P99_GOAL_MS = 50;
export const RATIO_GOAL = 0.6;
/** The bench client itself could not keep the rate (bench/load/report.ts). */
const CLIENT_BOUND_MS = 10;

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
/** Requests a second: whole numbers, tenths under ten (a shape that manages one a second or less). */
const rate = (n: number) => fixed(n, n < 10 ? 1 : 0);
/** Under one answer a second on either side, the two maxima are timeouts, not a ratio. */
const ratioOf = (r: ShapeResult) => (r.app.rps < 1 || r.raw.rps < 1 ? Number.NaN : r.app.rps / r.raw.rps);
/** A plan that visits this share of the table reads "the whole table" in all but name. */
export const WHOLE_TABLE_SHARE = 0.1;
const readsWholeTable = (p: ShapePlan, members: number) =>
  p.worst.seqScanOnMembers || p.worst.membersRowsVisited >= WHOLE_TABLE_SHARE * members;
const range = ({ min, max }: { min: number; max: number }) => (min === max ? String(min) : `${min}–${max}`);
const isClientBound = (r: ShapeResult) =>
  r.open.client.sendLateP99 > CLIENT_BOUND_MS || r.open.client.loopDelayP99 > CLIENT_BOUND_MS;

export function printResults(results: ShapeResult[], connections: number, share: number) {
  printTable(
    `Closed loop at ${connections} connections (raw = the same statements, recorded from the app per viewer, ` +
      `replayed on bare node:http + pg, same pool size); open loop at ${Math.round(share * 100)} % of the app's maximum, ` +
      "latency from each request's due time",
    [
      'shape',
      'app req/s',
      'app p99 ms',
      'raw req/s',
      'ratio',
      'CPU ms/req app / raw',
      'open req/s',
      'open p50 ms',
      'open p99 ms',
      'app loop delay p99 ms',
      'statements',
      'profiles',
      'failed',
    ],
    results.map((r) => [
      r.name,
      rate(r.app.rps),
      fixed(r.app.p99),
      rate(r.raw.rps),
      fixed(ratioOf(r), 2),
      `${fixed(r.app.cpuMsPerRequest, 2)} / ${fixed(r.raw.cpuMsPerRequest, 2)}`,
      `${rate(r.open.offeredRps)}${isClientBound(r) ? ' (client-bound)' : ''}`,
      fixed(r.open.p50, 1),
      fixed(r.open.p99, 1),
      fixed(r.openLoopDelay.p99, 1),
      range(r.statements),
      range(r.profiles),
      String(r.app.failures + r.raw.failures + r.open.failures),
    ]),
  );
}

export function printGoals(results: ShapeResult[], members: number) {
  console.log('\nGoals');
  for (const r of results) {
    const ratio = ratioOf(r);
    console.log(
      `  ${r.open.p99 < OPEN_P99_GOAL_MS ? 'met ' : 'MISS'}  ${r.name}: open-loop p99 ${fixed(r.open.p99, 1)} ms ` +
        `at ${rate(r.open.offeredRps)} req/s (goal < ${OPEN_P99_GOAL_MS})`,
    );
    console.log(
      `  ${ratio >= RATIO_GOAL ? 'met ' : 'MISS'}  ${r.name}: ${fixed(ratio, 2)} of its raw SQL (goal >= ${RATIO_GOAL})`,
    );
  }
  for (const r of results) {
    const wholeTable = r.plans.filter((p) => readsWholeTable(p, members));
    const verdict = wholeTable.length ? 'MISS' : 'met ';
    console.log(
      `  ${verdict}  ${r.name}: no plan reads the whole members table (a sequential scan, or ` +
        `${Math.round(WHOLE_TABLE_SHARE * 100)} % of its rows or more)`,
    );
  }
  for (const r of results.filter((x) => x.problems.length)) {
    console.log(`  NOTE  ${r.name}: ${r.problems.join('; ')}`);
  }
}

export function printPlans(results: ShapeResult[], members: number) {
  for (const r of results) {
    console.log(`\n=== ${r.name}: GET ${r.url}`);
    for (const [i, p] of r.plans.entries()) {
      const share = (100 * p.worst.membersRowsVisited) / members;
      console.log(
        `--- statement ${i + 1}, ${p.kind}: over ${r.viewers} viewers median ${fixed(p.medianMs, 1)} ms, ` +
          `slowest ${fixed(p.worst.executionMs, 1)} ms; at most ${p.worst.membersRowsVisited.toLocaleString('en')} ` +
          `members rows visited (${fixed(share, 2)} % of the table)${p.worst.seqScanOnMembers ? ', SEQ SCAN ON MEMBERS' : ''}; ` +
          `buffers at most ${p.worst.sharedHit} hit, ${p.worst.sharedRead} read`,
      );
      console.log(
        `    ${p.statement.text.replace(/\s+/g, ' ').slice(0, 400)}${p.statement.text.length > 400 ? ' …' : ''}`,
      );
      console.log("  The slowest viewer's plan:");
      for (const line of p.text) console.log(`    ${line}`);
    }
  }
}
