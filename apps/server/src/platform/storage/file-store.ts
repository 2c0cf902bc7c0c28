import type { Bucket, Storage, StoredFile } from './storage.js';

export interface NewFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** Where a failed clean-up is reported (the app's logger). */
export interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * The app's files: new ones go to the bucket when there is one, else to the database. With a bucket,
 * files that `npm run storage:migrate` has not moved yet are still read from the database and
 * deleted there too, so switching STORAGE_URL on loses nothing (docs/decisions/0020-files-in-object-storage.md).
 */
export class FileStore {
  constructor(
    readonly database: Storage,
    readonly bucket: Bucket | null,
    private readonly log: WarnLog,
  ) {}

  private get target(): Storage {
    return this.bucket ?? this.database;
  }

  async get(key: string): Promise<StoredFile | null> {
    const local = await this.database.get(key);
    if (local || !this.bucket) return local;
    return this.bucket.get(key);
  }

  async delete(key: string): Promise<void> {
    await this.database.delete(key);
    await this.bucket?.delete(key);
  }

  /**
   * Writes the files, then runs `commit`: the transaction whose rows name them, returning the keys
   * its rows stopped naming. Those are deleted only after it committed, and a failed commit deletes
   * the new files again; so no row ever names a missing file. A crash between the two steps leaves
   * unnamed files, which `npm run storage:purge` removes.
   */
  async writeThenCommit<T>(files: NewFile[], commit: () => Promise<{ result: T; released: string[] }>): Promise<T> {
    const keys = files.map((f) => f.key);
    let committed: { result: T; released: string[] };
    try {
      await Promise.all(files.map((f) => this.target.put(f.key, f.bytes, f.contentType)));
      committed = await commit();
    } catch (err) {
      await this.discard(keys);
      throw err;
    }
    await this.discard(committed.released);
    return committed.result;
  }

  /**
   * Deletes files no row names any more, after the change that released them committed. It never
   * fails the request: a file it could not delete is logged and left to `npm run storage:purge`.
   */
  async discard(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.delete(key)));
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ key: keys[i], err: r.reason }] : []));
    if (failed.length > 0) {
      this.log.warn({ err: failed[0]?.err, keys: failed.map((f) => f.key) }, 'files left for storage:purge');
    }
  }
}
