import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** How to open one more connection (the live events' LISTEN connection). */
  connection: pg.ClientConfig;
  close(): Promise<void>;
}

export function connectDatabase(connection: pg.PoolConfig): Database {
  const pool = new pg.Pool({ max: 10, ...connection });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, connection, close: () => pool.end() };
}

/** A transaction handed to `db.transaction(work)`; repos take `Db | Tx` so services choose. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
