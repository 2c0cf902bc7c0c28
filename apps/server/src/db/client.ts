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

/** `session` defaults to the pool's own connection settings. */
export function connectDatabase(connection: pg.PoolConfig, session: pg.ClientConfig = connection): Database {
  const pool = new pg.Pool({ max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...connection });
  // A connection's error (the server restarting, 57P01) is emitted on the client itself. The pool
  // listens only while a client is idle; one checked out for a transaction would have no listener
  // and its 'error' event would end the process. So every client gets a listener as it is created:
  // the query in flight still rejects (a 503 to its request) and the pool drops the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, connection: session, close: () => pool.end() };
}

/** A transaction handed to `db.transaction(work)`; repos take `Db | Tx` so services choose. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
