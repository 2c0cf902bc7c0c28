import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from 'graphile-worker';
import type { Database } from './client.js';

/** From source this is src/db/migrations; in the bundle, dist/migrations (copied by build.mjs). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Our schema, then the job queue's own (`graphile_worker`, managed by graphile-worker itself). */
export async function applyMigrations(database: Pick<Database, 'db' | 'pool'>): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  await runMigrations({ pgPool: database.pool });
}
