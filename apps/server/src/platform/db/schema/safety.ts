import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { photos } from './photos.js';
import { admins } from './staff.js';

/**
 * Images staff keep as known scam photos (stolen model and doctor pictures seen in reports): a thumbnail
 * to show beside a flagged photo, and a note of where it was seen (docs/decisions/0066-catching-scammers-early.md).
 */
export const knownScamImages = pgTable('known_scam_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  note: text('note').notNull(),
  contentType: text('content_type').notNull(),
  /** The thumbnail's key in the app's storage (see `storage_objects`). */
  storageKey: text('storage_key').notNull().unique(),
  addedBy: uuid('added_by').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * A 64-bit perceptual hash of one image: a member's photo, a member's selfie, or a known scam image.
 * The hash is also cut into four 16-bit bands, each indexed: two hashes within 7 bits of each other
 * share a band within 1 bit (pigeonhole), so a near-duplicate search probes 17 values per band and
 * measures the exact distance on those rows only (modules/safety, photo-fingerprints.repo.ts).
 */
export const imageFingerprints = pgTable(
  'image_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    /** The member whose photo or selfie it is; null for a known scam image. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    knownImageId: uuid('known_image_id').references(() => knownScamImages.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('image_fingerprints_band0_idx').on(t.band0),
    index('image_fingerprints_band1_idx').on(t.band1),
    index('image_fingerprints_band2_idx').on(t.band2),
    index('image_fingerprints_band3_idx').on(t.band3),
    index('image_fingerprints_member_idx').on(t.memberId, t.source),
    index('image_fingerprints_photo_idx').on(t.photoId),
    index('image_fingerprints_known_idx').on(t.knownImageId),
    check('image_fingerprints_source_check', sql`${t.source} in ('photo', 'selfie', 'known-scam')`),
    check(
      'image_fingerprints_owner_check',
      sql`(${t.source} = 'photo' and ${t.photoId} is not null and ${t.memberId} is not null)
        or (${t.source} = 'selfie' and ${t.memberId} is not null and ${t.photoId} is null)
        or (${t.source} = 'known-scam' and ${t.knownImageId} is not null and ${t.memberId} is null)`,
    ),
  ],
);

/**
 * A new photo found within a few bits of another member's photo or selfie, or of a known scam image:
 * the photo cannot be approved while a flag on it is open; staff dismiss it (a false match) or confirm
 * it (the photo is rejected). The match is kept by value, so the flag still reads after either image goes.
 */
export const photoFlags = pgTable(
  'photo_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    /** The other image: a member's photo or selfie (its owner) or a known scam image. */
    matchedSource: text('matched_source').notNull(),
    matchedMemberId: uuid('matched_member_id').references(() => members.id, { onDelete: 'set null' }),
    matchedPhotoId: uuid('matched_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    matchedKnownImageId: uuid('matched_known_image_id').references(() => knownScamImages.id, {
      onDelete: 'set null',
    }),
    distance: integer('distance').notNull(),
    status: text('status').notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_flags_photo_idx').on(t.photoId, t.status),
    index('photo_flags_matched_member_idx').on(t.matchedMemberId),
    check('photo_flags_source_check', sql`${t.matchedSource} in ('photo', 'selfie', 'known-scam')`),
    check('photo_flags_status_check', sql`${t.status} in ('open', 'dismissed', 'confirmed')`),
    check('photo_flags_distance_check', sql`${t.distance} between 0 and 64`),
  ],
);
