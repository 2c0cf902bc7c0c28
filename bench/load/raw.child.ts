/**
 * The physical limits, in a process of their own (forked by load.bench.ts), on bare node:http:
 *   GET /bare          a fixed JSON body, no database;
 *   GET /sql/<name>    the statements the app sent for one sample request of endpoint <name>,
 *                      replayed back to back on one pooled connection (same `pg` driver, same pool
 *                      size as the app), the rows returned as JSON.
 * The statements come from the app's own recording (server.child.ts), so the raw SQL is exactly
 * what the endpoint runs, including its session lookup and any transaction.
 */
import http from 'node:http';
import pg from 'pg';
import { serveCommands } from './ipc.js';
import type { RecordedStatement } from './server.child.js';

export type RawCommand =
  | { cmd: 'start'; connection: pg.PoolConfig; poolMax: number }
  | { cmd: 'statements'; name: string; statements: RecordedStatement[] }
  | { cmd: 'close' };

const BARE_BODY = JSON.stringify({ status: 'ok', database: 'up' });
const replays = new Map<string, RecordedStatement[]>();
let pool: pg.Pool | undefined;
let server: http.Server | undefined;

async function replay(statements: RecordedStatement[]): Promise<string> {
  if (!pool) throw new Error('not started');
  const client = await pool.connect();
  try {
    const results: unknown[] = [];
    for (const s of statements) {
      const res = await client.query({
        text: s.text,
        values: s.values,
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
  const statements = replays.get(url.replace(/^\/sql\//, ''));
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  replay(statements).then(
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
      replays.set(message.name, message.statements);
      return null;
    case 'close':
      server?.close();
      await pool?.end();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

serveCommands<RawCommand>(handle);
