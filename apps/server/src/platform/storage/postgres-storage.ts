import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { storageObjects } from '../db/schema.js';
import type { ListedFile, Storage, StoredFile } from './storage.js';

const LIST_PAGE = 200;

const fileByKey = preparedPerDb((db) =>
  db
    .select({ bytes: storageObjects.bytes, contentType: storageObjects.contentType })
    .from(storageObjects)
    .where(eq(storageObjects.key, sql.placeholder('key')))
    .prepare('find_storage_object'),
);

/** Files in the `storage_objects` table: the default, so a database backup holds every file. */
export class PostgresStorage implements Storage {
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db
      .insert(storageObjects)
      .values({ key, bytes, contentType })
      .onConflictDoUpdate({ target: storageObjects.key, set: { bytes, contentType, createdAt: sql`now()` } });
  }

  async get(key: string): Promise<StoredFile | null> {
    const [row] = await fileByKey(this.db).execute({ key });
    return row ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storageObjects).where(eq(storageObjects.key, key));
  }

  /** Keys a page at a time (never the bytes), so a long listing holds no large result. */
  async *list(): AsyncIterable<ListedFile> {
    let after: string | null = null;
    for (;;) {
      const page: ListedFile[] = await this.db
        .select({ key: storageObjects.key, writtenAt: storageObjects.createdAt })
        .from(storageObjects)
        .where(after === null ? undefined : gt(storageObjects.key, after))
        .orderBy(asc(storageObjects.key))
        .limit(LIST_PAGE);
      yield* page;
      const last = page.at(-1);
      if (!last || page.length < LIST_PAGE) return;
      after = last.key;
    }
  }
}
