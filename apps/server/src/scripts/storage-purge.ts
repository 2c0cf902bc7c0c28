import { purgeOrphanFiles } from '../modules/files/purge-files.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { CONSOLE_WARNINGS, openFileStore } from '../platform/storage/open-storage.js';

/**
 * `npm run storage:purge`: deletes files that no row names, left by a crash or a bucket outage
 * between a commit and the deletion after it (docs/decisions/0020-files-in-object-storage.md). Files
 * written in the last hour are spared. Safe beside running apps.
 */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config, { stopReusedServer: false });
  const storage = await openFileStore(config.storage, db.database.db, CONSOLE_WARNINGS);
  try {
    const { database, bucket } = storage.files;
    const deleted = await purgeOrphanFiles(db.database.db, bucket ? [database, bucket] : [database]);
    console.log(`Deleted ${deleted} file(s) that no photo or ID document named.`);
  } finally {
    storage.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('Purging files failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
