import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';

/** From source this is src/db/migrations; in the bundle, dist/migrations (copied by build.mjs). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
