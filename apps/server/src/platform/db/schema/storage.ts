import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files kept in PostgreSQL (platform/storage/postgres-storage.ts): all of them while STORAGE_URL is unset,
 * and with a bucket those `npm run storage:migrate` has not moved yet (docs/decisions/0020-files-in-object-storage.md).
 * Rows elsewhere name a file by its key.
 */
export const storageObjects = pgTable('storage_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
