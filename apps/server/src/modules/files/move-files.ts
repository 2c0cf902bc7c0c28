import type { Storage } from '../../platform/storage/storage.js';

export interface MoveProgress {
  files: number;
  bytes: number;
}

/**
 * `npm run storage:migrate`: every file kept in the database goes to the bucket, one at a time, and
 * its database copy is deleted only once the bucket has accepted it. So a run can stop anywhere and
 * be started again, and a second run finds nothing to do. Rows need no change: they name files by
 * key, and the app looks a key up in the database first, then in the bucket (FileStore.get).
 */
export async function moveFiles(
  from: Storage,
  to: Storage,
  onProgress: (done: MoveProgress) => void = () => {},
): Promise<MoveProgress> {
  const done: MoveProgress = { files: 0, bytes: 0 };
  for await (const { key } of from.list()) {
    const file = await from.get(key);
    // Deleted meanwhile (a replaced photo, an erased member): nothing to move.
    if (!file) continue;
    await to.put(key, file.bytes, file.contentType);
    await from.delete(key);
    done.files += 1;
    done.bytes += file.bytes.length;
    onProgress(done);
  }
  return done;
}
