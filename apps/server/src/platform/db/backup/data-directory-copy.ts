import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a base backup leaves out of a running cluster's directory, as pg_basebackup does
 * (https://www.postgresql.org/docs/current/continuous-archiving.html#BACKUP-LOWLEVEL-BASE-BACKUP-DATA):
 * these are rebuilt at start or hold only runtime state. Directories listed here are kept, empty.
 */
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
  'pg_internal.init',
  // Ours: the server's log file.
  'server.log',
]);

function isSkipped(name: string): boolean {
  // Sockets and their lock files live here (unix_socket_directories is the data directory).
  return SKIPPED_FILES.has(name) || name.startsWith('.s.PGSQL.') || name.startsWith('pgsql_tmp');
}

/**
 * Copies a running cluster's files. Files change and vanish while this runs; that is expected
 * between pg_backup_start and pg_backup_stop, and replaying the WAL from the backup label repairs it.
 */
export async function copyClusterFiles(from: string, to: string, atTop = true): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (isSkipped(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (atTop && EMPTIED_DIRECTORIES.has(entry.name)) await fs.mkdir(target, { mode: 0o700 });
      else await copyClusterFiles(source, target, false);
    } else if (entry.isFile()) {
      await fs.copyFile(source, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
  }
}

/** Segments and timeline history; not `xlogtemp.*`, a segment the server is still creating. */
const WAL_FILE = /^([0-9A-F]{24}(\.partial)?|[0-9A-F]{8}\.history)$/;

/** The WAL written since the backup began (held by a replication slot), copied after it stopped. */
export async function copyWal(pgDir: string, backupPgDir: string): Promise<void> {
  const from = path.join(pgDir, 'pg_wal');
  const to = path.join(backupPgDir, 'pg_wal');
  await fs.mkdir(path.join(to, 'archive_status'), { recursive: true, mode: 0o700 });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (!entry.isFile() || !WAL_FILE.test(entry.name)) continue;
    await fs.copyFile(path.join(from, entry.name), path.join(to, entry.name)).catch((err: NodeJS.ErrnoException) => {
      // A segment recycled meanwhile is older than the backup's start, which the slot keeps.
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
