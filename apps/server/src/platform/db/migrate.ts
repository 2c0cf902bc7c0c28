import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import { buildConcurrentIndexes } from './concurrent-indexes.js';
import { loadGazetteer } from './gazetteer.js';
import { migrateLegacyPartnerPreferences } from './legacy-partner-preferences.js';

/** From source this is src/platform/db/migrations; in the bundle, dist/migrations (copied by build.mjs). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * Held while migrating, so instances started together take turns: the first migrates, the others
 * find nothing left to do (docs/decisions/0022-running-as-a-fleet.md). Any fixed number works; this is
 * "mith" in ASCII.
 */
export const MIGRATION_LOCK_KEY = 0x6d697468;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, on a session of its own: drizzle's
 * migrator reads the last applied migration and then applies the rest in one transaction, so two
 * instances racing would both apply them. Then builds the indexes of `migrations/concurrent/`,
 * which cannot run inside that transaction, loads the city gazetteer (gazetteer.ts), and the job
 * queue's schema.
 */
export async function applyMigrations(database: { connection: pg.ClientConfig }): Promise<void> {
  const client = new pg.Client(database.connection);
  // A dropped connection rejects the query in flight; without a listener it would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await takeMigrationLock(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await buildConcurrentIndexes(client, path.join(MIGRATIONS_DIR, 'concurrent'));
    await loadGazetteer(client);
    // After the gazetteer: old region texts are read against its cities.
    await migrateLegacyPartnerPreferences(client);
    await migrateJobQueue(database.connection);
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next instance go at once.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * Waits for the migration lock by asking again every 100 ms rather than blocking in
 * `pg_advisory_lock`: a blocked statement holds a snapshot, and `CREATE INDEX CONCURRENTLY` in the
 * session holding the lock waits for every older snapshot to end, so the two would deadlock.
 */
async function takeMigrationLock(client: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The job queue's own schema (`graphile_worker`), which graphile-worker manages itself. */
async function migrateJobQueue(connection: pg.ClientConfig): Promise<void> {
  const pool = new pg.Pool({ ...connection, max: 1 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runMigrations({ pgPool: pool });
  } finally {
    await pool.end();
  }
}

let latest: number | undefined;

/** The newest migration this build ships, as drizzle records it (`created_at` = the journal's `when`). */
export function latestMigrationMillis(): number {
  if (latest === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    latest = Math.max(...journal.entries.map((e) => e.when));
  }
  return latest;
}
