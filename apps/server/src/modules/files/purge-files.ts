import type { Db } from '../../platform/db/client.js';
import { isAppFileKey } from '../../platform/storage/file-keys.js';
import type { ListedFile, Storage } from '../../platform/storage/storage.js';
import { namedFileKeys } from './files.repo.js';

/** Files younger than this are spared: an upload writes its files before the row that names them. */
export const PURGE_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

/**
 * `npm run storage:purge`: deletes the files no row names. Files are deleted after the change that
 * released them commits, so a crash in between (or a bucket that was down) leaves some behind; this
 * finds them. Only keys of the app's own shapes are touched (platform/storage/file-keys.ts).
 */
export async function purgeOrphanFiles(db: Db, storages: Storage[], now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const storage of storages) {
    let batch: string[] = [];
    for await (const file of storage.list()) {
      if (!isCandidate(file, now)) continue;
      batch.push(file.key);
      if (batch.length === BATCH) {
        deleted += await deleteUnnamed(db, storage, batch);
        batch = [];
      }
    }
    deleted += await deleteUnnamed(db, storage, batch);
  }
  return deleted;
}

const isCandidate = (file: ListedFile, now: number) =>
  isAppFileKey(file.key) && file.writtenAt.getTime() < now - PURGE_GRACE_MS;

async function deleteUnnamed(db: Db, storage: Storage, keys: string[]): Promise<number> {
  const named = await namedFileKeys(db, keys);
  const orphans = keys.filter((k) => !named.has(k));
  for (const key of orphans) await storage.delete(key);
  return orphans.length;
}
