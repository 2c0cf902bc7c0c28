import path from 'node:path';
import { loadConfig } from '../platform/config.js';
import { RestoreError, restoreBackup } from '../platform/db/backup/restore-backup.js';

const usage = 'Usage: DATA_DIR=<new empty folder> npm run db:restore -- <backup.tar.gz>';

/** `npm run db:restore <file>`: a `db:backup` archive into an empty DATA_DIR, ready for `npm start`. */
async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new RestoreError(usage);
  const config = loadConfig();
  if (config.databaseUrl) throw new RestoreError('DATABASE_URL is set: restore that PostgreSQL with its own tools.');
  const result = await restoreBackup(path.resolve(file), config.dataDir);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} into ${config.dataDir} (${result.members} members).`,
  );
  console.log(
    `Put the auth-secret and file-encryption-key files you kept back into ${config.dataDir} ` +
      '(or set AUTH_SECRET and FILE_ENCRYPTION_KEY) before `npm start`: new ones would sign everyone out and leave stored ID documents unreadable.',
  );
  console.log(
    `Put vapid-keys.json back as well (or set the VAPID_* keys): a new pair would stop push notifications to every subscribed device.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
