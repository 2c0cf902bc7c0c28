import type { Config } from '../config.js';
import { connectDatabase, type Database } from './client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { ensureDatabase } from './ensure-database.js';
import { applyMigrations } from './migrate.js';

export const EMBEDDED_DATABASE_NAME = 'mithaq';

export interface OpenDatabase {
  database: Database;
  embedded: EmbeddedPostgres | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Whether close() stops an embedded server that was already running when we opened it. The app
   * says yes (it adopts a server its killed predecessor left); a one-off script beside a running
   * app says no.
   */
  stopReusedServer?: boolean;
  /** Whether to apply pending migrations; MIGRATE_ON_START by default (`db:migrate` always does). */
  migrate?: boolean;
}

/**
 * The server at DATABASE_URL when set (its LISTEN and migration sessions at DATABASE_LISTEN_URL),
 * else the embedded one under DATA_DIR; migrated unless MIGRATE_ON_START=false.
 */
export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<OpenDatabase> {
  const stopReusedServer = options.stopReusedServer ?? true;
  let embedded: EmbeddedPostgres | null = null;
  let database: Database;
  if (config.databaseUrl) {
    database = connectDatabase(
      { connectionString: config.databaseUrl, max: config.databasePoolMax },
      { connectionString: config.databaseListenUrl ?? config.databaseUrl },
    );
  } else {
    embedded = await startEmbeddedPostgres(config.dataDir);
    await ensureDatabase(embedded.connection, EMBEDDED_DATABASE_NAME);
    database = connectDatabase({
      ...embedded.connection,
      database: EMBEDDED_DATABASE_NAME,
      max: config.databasePoolMax,
    });
  }
  if (options.migrate ?? config.migrateOnStart) await applyMigrations(database);
  return {
    database,
    embedded,
    async close() {
      await database.close();
      if (embedded && (stopReusedServer || !embedded.reused)) await embedded.stop();
    },
  };
}
