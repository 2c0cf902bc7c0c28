import { resolveFileEncryptionKey } from '../lib/auth-secret.js';
import { assertSharedSecrets, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { CONSOLE_WARNINGS, openFileStore } from '../platform/storage/open-storage.js';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from './demo-seed.js';
import { DEMO_ADMIN_LOGIN, DEMO_ADMIN_PASSWORD } from './demo-staff.js';

/**
 * `npm run seed:demo [-- --force] [-- --count=N]`: demo data in the configured database (the
 * embedded one by default, or DATABASE_URL) and its files where the app keeps them (STORAGE_URL),
 * safe to run beside a running app.
 */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const total = Number(args.find((a) => a.startsWith('--count='))?.slice(8) ?? 300);
  if (!Number.isInteger(total) || total < 10 || total > 20_000) throw new Error('--count must be 10 to 20000');
  const config = loadConfig();
  // Demo ID documents are encrypted: on a shared database, with the key the instances use.
  assertSharedSecrets(config, ['FILE_ENCRYPTION_KEY']);
  const fileKey = Buffer.from(await resolveFileEncryptionKey(config.fileEncryptionKey, config.dataDir), 'base64');
  const db = await openDatabase(config, { stopReusedServer: false });
  const storage = await openFileStore(config.storage, db.database.db, CONSOLE_WARNINGS);
  try {
    const result = await seedDemo({ db: db.database.db, files: storage.files }, { total, force, fileKey });
    if (!result.seeded) {
      console.error(
        `This database has ${result.realMembers} real member(s). Refusing to add demo data; run with --force to add it anyway.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`Seeded ${result.members} demo members (${result.photos} with photos).`);
    console.log(`Demo login: ${DEMO_LOGIN} / ${DEMO_PASSWORD}`);
    console.log(`Staff console (/admin): ${DEMO_ADMIN_LOGIN} / ${DEMO_ADMIN_PASSWORD}`);
    if (result.chatPartner) {
      console.log(
        `To chat live, sign in as one of the demo member's matches in another window: ${result.chatPartner} / ${DEMO_PASSWORD}`,
      );
    }
  } finally {
    storage.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
