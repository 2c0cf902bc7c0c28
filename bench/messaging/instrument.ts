/**
 * Evidence helpers for the messaging benchmarks: count and time every SQL statement a pg Pool runs,
 * and take a CPU profile of this process through the inspector (no flags needed).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export interface StatementStats {
  count: number;
  totalMs: number;
}

export class QueryStats {
  count = 0;
  readonly byStatement = new Map<string, StatementStats>();
  /** The last full statement whose text contains `capture`, with its parameters (for EXPLAIN). */
  captured: { text: string; values: unknown[] } | null = null;
  capture: string | null = null;

  reset() {
    this.count = 0;
    this.byStatement.clear();
  }

  record(text: string, values: unknown[] | undefined, took: number) {
    this.count++;
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const s = this.byStatement.get(key) ?? { count: 0, totalMs: 0 };
    s.count++;
    s.totalMs += took;
    this.byStatement.set(key, s);
    if (this.capture && text.includes(this.capture)) this.captured = { text, values: values ?? [] };
  }

  /** Statements by total time, as plain rows (sent over IPC by the server child). */
  top(n = 12): { statement: string; count: number; totalMs: number }[] {
    return [...this.byStatement]
      .map(([statement, s]) => ({ statement, ...s }))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, n);
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps `query` on every client the pool opens (pool.query and transactions both end up there), so
 * `stats` sees each statement the app sends, with its time on the connection.
 */
export function instrumentPool(pool: pg.Pool, stats: QueryStats): void {
  pool.on('connect', (client) => {
    const target = client as unknown as { query: QueryFn };
    const original = target.query.bind(client) as QueryFn;
    target.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      // drizzle passes (config, params); pg-pool's pool.query passes (text, values, callback).
      const values = typeof first === 'object' && Array.isArray(first?.values) ? first.values : args[1];
      const started = performance.now();
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (...cbArgs: unknown[]) => {
          stats.record(text, Array.isArray(values) ? values : undefined, performance.now() - started);
          return (last as QueryFn)(...cbArgs);
        };
        return original(...args);
      }
      const result = original(...args) as Promise<unknown> | undefined;
      const done = () => stats.record(text, Array.isArray(values) ? values : undefined, performance.now() - started);
      if (result && typeof result.then === 'function') result.then(done, done);
      else done();
      return result;
    };
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  byPlace: { place: string; ms: number }[];
  byFunction: { fn: string; ms: number }[];
  /** Time spent in each app (apps/server/src) function including what it called. */
  appInclusive: { fn: string; ms: number }[];
}

/** Groups a script URL into the package or app folder it belongs to. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  const app = /\/(apps\/server\/src\/[^/]+(?:\/[^/]+)?)/.exec(url);
  if (app) return app[1] ?? url;
  return url.replace(/^file:\/\//, '');
}

/** Starts the V8 sampling profiler on this process; the returned function stops it and summarises. */
export async function startProfile(): Promise<() => Promise<ProfileSummary>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    // The whole profile, for DevTools or a look at one stall's samples (BENCH_CPUPROFILE_DIR).
    const dir = process.env.BENCH_CPUPROFILE_DIR;
    if (dir) writeFileSync(join(dir, `server-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    const inclusive = new Map<string, number>();
    const place = new Map<string, number>();
    const fns = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') return;
      total += dt;
      const p = placeOf(url, functionName);
      place.set(p, (place.get(p) ?? 0) + dt);
      const short = url.replace(/^.*\/(node_modules|apps)\//, '$1/');
      const fn = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
      fns.set(fn, (fns.get(fn) ?? 0) + dt);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
        const frame = byId.get(at)?.callFrame;
        const file = frame ? /apps\/server\/src\/(.+)$/.exec(frame.url)?.[1] : undefined;
        if (!frame || !file || !frame.functionName) continue;
        const key = `${frame.functionName} (${file})`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
      }
    });
    const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 12);
    return {
      totalMs: total,
      byPlace: sorted(place).map(([p, v]) => ({ place: p, ms: v })),
      byFunction: sorted(fns).map(([fn, v]) => ({ fn, ms: v })),
      appInclusive: sorted(inclusive).map(([fn, v]) => ({ fn, ms: v })),
    };
  };
}

export function printProfile(title: string, summary: ProfileSummary) {
  console.log(`\n${title}: ${summary.totalMs.toFixed(0)} ms on CPU (idle excluded), self time`);
  for (const p of summary.byPlace) console.log(`  ${p.ms.toFixed(0).padStart(7)} ms  ${p.place}`);
  console.log('  top functions:');
  for (const f of summary.byFunction) console.log(`  ${f.ms.toFixed(0).padStart(7)} ms  ${f.fn}`);
  console.log('  app functions, including what they call:');
  for (const f of summary.appInclusive) console.log(`  ${f.ms.toFixed(0).padStart(7)} ms  ${f.fn}`);
}

export function printStatements(title: string, rows: { statement: string; count: number; totalMs: number }[]) {
  console.log(`\n${title}`);
  for (const r of rows) {
    console.log(`  ${String(r.count).padStart(7)} x ${r.totalMs.toFixed(0).padStart(7)} ms  ${r.statement}`);
  }
}
