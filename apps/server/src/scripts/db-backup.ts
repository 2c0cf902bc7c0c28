import path from 'node:path';
import { loadConfig } from '../platform/config.js';
import { createBackup } from '../platform/db/backup/create-backup.js';
import { argValue } from './cli-args.js';

const usage = 'Usage: npm run db:backup [-- --out <file.tar.gz>]';

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  return path.resolve('backups', `mithaq-${stamp}.tar.gz`);
}

/**
 * `npm run db:backup`: a consistent backup of the embedded database, safe while the app runs
 * (docs/decisions/0017-backups.md). An external PostgreSQL is backed up with its own tools.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return console.log(usage);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up that PostgreSQL with its own tools (pg_dump, or your provider’s snapshots and point-in-time recovery).',
    );
  }
  const out = path.resolve(argValue(args, '--out') ?? defaultFile());
  const result = await createBackup(config.dataDir, out);
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${result.file} (${mb} MB).`);
  console.log(`It holds every write acknowledged before ${result.consistentAt.toISOString()}.`);
  console.log(
    `Keep ${path.join(config.dataDir, 'auth-secret')} and ${path.join(config.dataDir, 'file-encryption-key')} ` +
      '(or AUTH_SECRET and FILE_ENCRYPTION_KEY) safe as well, apart from the backup: without the key, stored ID documents cannot be read.',
  );
  console.log(
    `Keep ${path.join(config.dataDir, 'vapid-keys.json')} (or the VAPID_* keys) too: without it, subscribed devices get no push notifications.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
