import { reclaimFileSpace } from '../modules/files/files.repo.js';
import { type MoveProgress, moveFiles } from '../modules/files/move-files.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { PostgresStorage } from '../platform/storage/postgres-storage.js';
import { S3Storage } from '../platform/storage/s3-storage.js';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const report = (p: MoveProgress) => `${p.files} file(s), ${megabytes(p.bytes)} MB`;

/**
 * `npm run storage:migrate`: moves the files kept in PostgreSQL to the bucket of STORAGE_URL, then
 * frees their space in the database. Resumable and safe to run twice; safe beside running apps
 * (docs/decisions/0020-files-in-object-storage.md).
 */
async function main() {
  const config = loadConfig();
  if (!config.storage) {
    console.error('STORAGE_URL is not set: name the bucket to move the files to (see README "Settings").');
    process.exitCode = 1;
    return;
  }
  const db = await openDatabase(config, { stopReusedServer: false });
  const bucket = new S3Storage(config.storage);
  try {
    const moved = await moveFiles(new PostgresStorage(db.database.db), bucket, (p) => {
      if (p.files % 100 === 0) console.log(`Moved ${report(p)} so far…`);
    });
    if (moved.files === 0) {
      console.log('Nothing to move: every file is already in the bucket.');
      return;
    }
    console.log(`Moved ${report(moved)} to the bucket.`);
    await reclaimFileSpace(db.database.db);
    console.log('Freed their space in the database.');
  } finally {
    bucket.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('Moving files failed:', err instanceof Error ? err.message : err);
  console.error('Run it again to carry on: files already moved are not moved twice.');
  process.exitCode = 1;
});
