import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { ensurePostgresOsUser, startEmbeddedPostgres } from '../embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME } from '../open-database.js';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE, PASSWORD_FILE } from './manifest.js';

export class RestoreError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  members: number;
}

async function assertEmptyDirectory(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries.length > 0) {
    throw new RestoreError(`DATA_DIR (${dir}) is not empty: restore into a new, empty DATA_DIR.`);
  }
}

async function readManifest(dataDir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(dataDir, MANIFEST_FILE), 'utf8').catch(() => null);
  const manifest = text ? (JSON.parse(text) as BackupManifest) : null;
  if (manifest?.format !== BACKUP_FORMAT) throw new RestoreError('This file is not a Mithaq backup.');
  return manifest;
}

/** The cluster's files belong to the user the server runs as, with PostgreSQL's required modes. */
async function handOverToPostgres(dataDir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  await fs.chmod(pgDir, 0o700);
  await fs.chmod(path.join(dataDir, PASSWORD_FILE), 0o600);
  const user = await ensurePostgresOsUser();
  if (!user) return;
  const own = async (p: string) => {
    await fs.chown(p, user.uid, user.gid);
    const stat = await fs.lstat(p);
    if (!stat.isDirectory()) return;
    for (const name of await fs.readdir(p)) await own(path.join(p, name));
  };
  await own(pgDir);
}

/**
 * Unpacks a backup into an empty DATA_DIR and starts the cluster once, so PostgreSQL replays the
 * backup's WAL now (and a broken archive is found now, not at the next `npm start`).
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  await fs.access(file).catch(() => {
    throw new RestoreError(`No backup file at ${file}.`);
  });
  await assertEmptyDirectory(dataDir);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  try {
    await tar.x({ file, cwd: dataDir, strict: true });
  } catch {
    throw new RestoreError(`${file} could not be read as a backup archive.`);
  }
  const manifest = await readManifest(dataDir);
  await handOverToPostgres(dataDir);
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const client = new pg.Client({ ...server.connection, database: EMBEDDED_DATABASE_NAME });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from members');
      return { manifest, members: rows[0]?.n ?? 0 };
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}
