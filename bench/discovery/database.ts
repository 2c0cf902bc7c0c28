/**
 * The discovery bench's database: the embedded PostgreSQL the app itself runs (platform/db/
 * embedded-postgres.ts), on a DATA_DIR of its own, with the app's migrations applied (so `cities`
 * holds the gazetteer). With DISCOVERY_DATA_DIR the directory is kept, so a million members are
 * generated once and every later run reuses them; without it a temporary directory is used and
 * removed afterwards.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { connectDatabase, type Database } from '../../apps/server/src/platform/db/client.js';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded-postgres.js';
import { ensureDatabase } from '../../apps/server/src/platform/db/ensure-database.js';
import { applyMigrations } from '../../apps/server/src/platform/db/migrate.js';

export interface DiscoveryDatabase {
  dataDir: string;
  connection: pg.PoolConfig;
  database: Database;
  /** Whether the data directory stays after `stop` (DISCOVERY_DATA_DIR). */
  isKept: boolean;
  /** Closes the pool and stops PostgreSQL; a temporary data directory is removed. */
  stop(): Promise<void>;
}

/** The generator's record of what it wrote, so a kept DATA_DIR is generated only once. */
export const MARKER_TABLE = 'bench_discovery';

export async function openDiscoveryDatabase(keptDir = process.env.DISCOVERY_DATA_DIR): Promise<DiscoveryDatabase> {
  const isKept = Boolean(keptDir);
  const dataDir = keptDir ? path.resolve(keptDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'mq-disc-'));
  await fs.mkdir(dataDir, { recursive: true });
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter DATA_DIR.
  await fs.chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres(dataDir);
  const removeTemporary = async () => {
    if (!isKept) await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(server.connection, 'bench');
    const connection = { ...server.connection, database: 'bench' };
    const database = connectDatabase(connection);
    await applyMigrations(database);
    let stopped = false;
    return {
      dataDir,
      connection,
      database,
      isKept,
      async stop() {
        if (stopped) return;
        stopped = true;
        await database.close().catch(() => {});
        await server.stop();
        await removeTemporary();
      },
    };
  } catch (err) {
    await server.stop();
    await removeTemporary();
    throw err;
  }
}

/** How many members the generator wrote into this database, or null when it has not run. */
export async function generatedMembers(pool: pg.Pool): Promise<number | null> {
  const exists = await pool.query(`select to_regclass('${MARKER_TABLE}') is not null as found`);
  if (!exists.rows[0]?.found) return null;
  const { rows } = await pool.query<{ members: number }>(`select members from ${MARKER_TABLE}`);
  return rows[0]?.members ?? null;
}
