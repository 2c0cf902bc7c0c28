/**
 * The set-up the single-process benchmarks share: a throwaway embedded PostgreSQL, a migrated
 * `bench` database and the real app on it (no listening port; `app.inject`). Everything is removed
 * afterwards, whatever happens in `run`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { resolveVapidKeys } from '../apps/server/src/lib/auth-secret.js';
import { type Config, loadConfig } from '../apps/server/src/platform/config.js';
import { connectDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded-postgres.js';
import { ensureDatabase } from '../apps/server/src/platform/db/ensure-database.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';

export async function withBenchApp(
  run: (app: FastifyInstance, database: Database) => Promise<void>,
  overrides: Partial<Config> = {},
): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-bench-'));
  await fs.chmod(dataDir, 0o755);
  const pg = await startEmbeddedPostgres(dataDir);
  try {
    await ensureDatabase(pg.connection, 'bench');
    const database = connectDatabase({ ...pg.connection, database: 'bench' });
    await applyMigrations(database);
    const settings = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), ...overrides };
    const config = { ...settings, authSecret: 'b'.repeat(40), vapid: await resolveVapidKeys(settings.vapid, dataDir) };
    const app = await buildApp({ config, database });
    try {
      await run(app, database);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
