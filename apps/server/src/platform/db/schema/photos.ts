import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

/** Uploaded photos; the image variants (display, thumb, blurred) are files in `photo_variants`. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_member_idx').on(t.memberId, t.createdAt),
    index('photos_status_idx').on(t.status, t.createdAt),
    check('photos_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const photoVariants = pgTable(
  'photo_variants',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    /** The file's key in the app's storage (see `storage_objects`). */
    storageKey: text('storage_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.variant] }),
    uniqueIndex('photo_variants_storage_key_idx').on(t.storageKey),
    check('photo_variants_variant_check', sql`${t.variant} in ('display', 'thumb', 'blur', 'blur_thumb')`),
  ],
);
