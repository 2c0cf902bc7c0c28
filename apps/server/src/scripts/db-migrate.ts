import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';

/**
 * `npm run db:migrate`: applies pending migrations and builds pending concurrent indexes, for an
 * operator who migrates as a release step (MIGRATE_ON_START=false on the instances). Safe beside
 * running instances and beside another run: migrations take turns under an advisory lock.
 */
async function main() {
  const db = await openDatabase(loadConfig(), { stopReusedServer: false, migrate: true });
  await db.close();
  console.log('The database is migrated.');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
