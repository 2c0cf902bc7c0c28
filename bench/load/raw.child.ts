/**
 * The physical limits, in a process of their own (forked by load.bench.ts), on bare node:http:
 *   GET /bare          a fixed JSON body, no database;
 *   GET /sql/<name>/<n> the statements the app sent for one sample request of endpoint <name>,
 *                      replayed back to back on one pooled connection (same `pg` driver, same pool
 *                      size as the app), the rows returned as JSON. A write's sample names its
 *                      member, session and target; request n replaces each with the n-th of a list
 *                      (substitutions), so the replay writes new rows from many members, as the app does.
 * The statements come from the app's own recording (server.child.ts), so the raw SQL is exactly
 * what the endpoint runs, including its session lookup and any transaction.
 */
import http from 'node:http';
import pg from 'pg';
import type { Substitution } from './endpoints.js';
import { serveCommands } from './ipc.js';
import type { RecordedStatement } from './server.child.js';

export type RawCommand =
  | { cmd: 'start'; connection: pg.PoolConfig; poolMax: number }
  | { cmd: 'statements'; name: string; statements: RecordedStatement[]; substitutions: Substitution[] }
  | { cmd: 'close' };

interface Replay {
  statements: RecordedStatement[];
  substitutions: Substitution[];
}

const BARE_BODY = JSON.stringify({ status: 'ok', database: 'up' });
const replays = new Map<string, Replay>();
let pool: pg.Pool | undefined;
let server: http.Server | undefined;

/** The value as request n sends it: each sample identifier in it replaced by request n's. */
function substitute(value: unknown, substitutions: Substitution[], n: number): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, substitutions, n));
  if (typeof value !== 'string') return value;
  let out = value;
  for (const { from, to } of substitutions) out = out.replaceAll(from, to[n % to.length] as string);
  return out;
}

async function replay({ statements, substitutions }: Replay, n: number): Promise<string> {
  if (!pool) throw new Error('not started');
  const client = await pool.connect();
  try {
    const results: unknown[] = [];
    for (const s of statements) {
      const res = await client.query({
        text: s.text,
        values: substitutions.length ? s.values.map((v) => substitute(v, substitutions, n)) : s.values,
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        ...(s.name ? { name: s.name } : {}),
      });
      results.push(res.rows);
    }
    return JSON.stringify(results);
  } finally {
    client.release();
  }
}

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  if (url === '/bare') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(BARE_BODY);
    return;
  }
  const [, name = '', n = '0'] = /^\/sql\/([^/]+)(?:\/(\d+))?$/.exec(url) ?? [];
  const recorded = replays.get(name);
  if (!recorded) {
    res.writeHead(404).end();
    return;
  }
  replay(recorded, Number(n)).then(
    (body) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body),
    (err: unknown) => res.writeHead(500).end(String(err)),
  );
}

async function handle(message: RawCommand): Promise<unknown> {
  switch (message.cmd) {
    case 'start': {
      pool = new pg.Pool({ ...message.connection, max: message.poolMax });
      pool.on('error', () => {});
      const listening = http.createServer(answer);
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
      const address = listening.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      return { port: address.port, pid: process.pid };
    }
    case 'statements':
      replays.set(message.name, { statements: message.statements, substitutions: message.substitutions });
      return null;
    case 'close':
      server?.close();
      await pool?.end();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

serveCommands<RawCommand>(handle);
