import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { copyClusterFiles, copyWal } from './data-directory-copy.js';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE, PASSWORD_FILE } from './manifest.js';

/** Owner read and write only, whatever the umask. */
const BACKUP_FILE_MODE = 0o600;

export interface BackupResult {
  file: string;
  bytes: number;
  /** Every write acknowledged before this moment is in the backup. */
  consistentAt: Date;
  manifest: BackupManifest;
}

/**
 * A consistent physical backup of the embedded cluster while the app keeps running, through
 * PostgreSQL's low-level backup API (docs/decisions/0017-backups.md): pg_backup_start, copy the files,
 * pg_backup_stop, then the WAL since the start, which a temporary replication slot keeps from being
 * recycled meanwhile. Restoring replays that WAL from the backup label to a consistent state.
 * Works whether or not the app is running (a stopped cluster is started and stopped again).
 */
export async function createBackup(dataDir: string, outFile: string): Promise<BackupResult> {
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client(server.connection);
  // The archive holds every member's data and messages: readable by the owner alone, like DATA_DIR
  // (docs/decisions/0017-backups.md). The mode applies to folders created here, not to an existing one.
  await fs.mkdir(path.dirname(outFile), { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(path.dirname(outFile), '.mithaq-backup-'));
  try {
    await client.connect();
    const slot = `mithaq_backup_${randomBytes(4).toString('hex')}`;
    // Temporary: dropped with this session, however the backup ends.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const version = await client.query<{ server_version: string }>('show server_version');
    const start = await client.query<{ lsn: string }>('select pg_backup_start($1, true)::text as lsn', [
      `mithaq ${new Date().toISOString()}`,
    ]);
    const backupPgDir = path.join(staging, 'pg');
    await copyClusterFiles(server.pgDir, backupPgDir);
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const consistentAt = new Date();
    const stopped = stop.rows[0];
    if (!stopped) throw new Error('pg_backup_stop returned nothing');
    await fs.writeFile(path.join(backupPgDir, 'backup_label'), stopped.labelfile);
    if (stopped.spcmapfile) await fs.writeFile(path.join(backupPgDir, 'tablespace_map'), stopped.spcmapfile);
    await copyWal(server.pgDir, backupPgDir);
    await fs.copyFile(path.join(dataDir, PASSWORD_FILE), path.join(staging, PASSWORD_FILE));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: consistentAt.toISOString(),
      postgresVersion: version.rows[0]?.server_version ?? 'unknown',
      startLsn: start.rows[0]?.lsn ?? '',
      stopLsn: stopped.lsn,
    };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${outFile}.partial`;
    // A partial file left by an interrupted backup would keep its own mode: it is created afresh.
    await fs.rm(partial, { force: true });
    await tar.c({ gzip: true, file: partial, mode: BACKUP_FILE_MODE, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      PASSWORD_FILE,
      'pg',
    ]);
    await fs.chmod(partial, BACKUP_FILE_MODE);
    await fs.rename(partial, outFile);
    const { size } = await fs.stat(outFile);
    return { file: outFile, bytes: size, consistentAt, manifest };
  } finally {
    await client.end().catch(() => {});
    await fs.rm(staging, { recursive: true, force: true });
    if (!server.reused) await server.stop();
  }
}
