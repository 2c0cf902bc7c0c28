import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * How to open one more connection for a session of its own (the live events' LISTEN, the
   * migration lock): the direct server even when the pool goes through a transaction-mode pooler.
   */
  connection: pg.ClientConfig;
  close(): Promise<void>;
}

/** A request waits at most this long for a connection before answering 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long `close()` lets clients still checked out be released before it closes their connections. */
const CLOSE_GRACE_MS = 2_000;

type Release = (release?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * A pool whose clients' release may be called more than once, the later calls doing nothing: a
 * client whose connection ended while checked out is given back at once (below), and its holder's
 * own release afterwards, by `client.release()` or the `done` of `connect(callback)` (graphile-worker
 * keeps that one), must not throw as pg-pool's second release does.
 */
class ForgivingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return super.connect().then((client) => {
        releaseOnce(client);
        return client;
      });
    }
    super.connect((err, client, done) => callback(err, client, client ? releaseOnce(client) : done));
    return undefined;
  }
}

function releaseOnce(client: pg.PoolClient): Release {
  const release = client.release;
  let released = false;
  client.release = (err) => {
    if (released) return;
    released = true;
    release(err);
  };
  return client.release;
}

/** `session` defaults to the pool's own connection settings. */
export function connectDatabase(connection: pg.PoolConfig, session: pg.ClientConfig = connection): Database {
  const pool = new ForgivingPool({ max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...connection });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client));
  // A connection's error (the server restarting, 57P01) is emitted on the client itself. The pool
  // listens only while a client is idle; one checked out for a transaction would have no listener
  // and its 'error' event would end the process. So every client gets a listener as it is created:
  // the query in flight still rejects (a 503 to its request) and the client goes back to the pool
  // as broken at once, since its holder may never release it (docs/decisions/0016-holding-under-faults-and-bad-input.md
  // "Connections lost while checked out").
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (checkedOut.has(client)) client.release(err);
    });
  });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, connection: session, close: () => endPool(pool, checkedOut) };
}

/**
 * pg-pool's `end()` waits until every checked-out client is released, so one that never is would
 * hold the app's stop forever: after a grace period their connections are closed.
 */
async function endPool(pool: pg.Pool, checkedOut: Set<pg.PoolClient>): Promise<void> {
  const ended = pool.end();
  const grace = new AbortController();
  const late = sleep(CLOSE_GRACE_MS, true, { signal: grace.signal }).catch(() => false);
  if (await Promise.race([ended.then(() => false), late])) {
    for (const client of [...checkedOut]) {
      client.release(new Error('the pool closed while this client was still checked out'));
    }
  }
  grace.abort();
  await ended;
}

/** A transaction handed to `db.transaction(work)`; repos take `Db | Tx` so services choose. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
