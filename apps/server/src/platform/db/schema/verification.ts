import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { admins } from './staff.js';

/** A member's government ID (spec section 3 "Verification status"); one current document per member. */
export const govtIds = pgTable(
  'govt_ids',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    idType: text('id_type').notNull(),
    status: text('status').notNull().default('pending'),
    /** The document's own type; the stored file is its AES-256-GCM ciphertext (lib/file-crypto.ts). */
    contentType: text('content_type').notNull(),
    /** The encrypted file's key in the app's storage (see `storage_objects`). */
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    notes: text('notes'),
  },
  (t) => [
    index('govt_ids_status_idx').on(t.status, t.uploadedAt),
    uniqueIndex('govt_ids_storage_key_idx').on(t.storageKey),
    // GOVT_ID_TYPES (packages/contracts/src/options.ts): the spec's two and documents beyond India.
    check(
      'govt_ids_type_check',
      sql`${t.idType} in ('Aadhar', 'PAN', 'Passport', 'EmiratesID', 'Iqama', 'CNIC', 'NationalID')`,
    ),
    check('govt_ids_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

/**
 * The current one-time code of a member for one channel; a new request replaces it. Only an HMAC of
 * the code is stored, with the address it was sent to, so a changed address voids it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.channel] }),
    check('verification_codes_channel_check', sql`${t.channel} in ('email', 'phone')`),
  ],
);

/**
 * A pose the server asked a member to hold in their selfie (docs/decisions/0033-selfie-verification.md): valid 10
 * minutes, used once, and only the member's newest is accepted.
 */
export const selfieChallenges = pgTable(
  'selfie_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pose: text('pose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('selfie_challenges_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A member's current selfie and its review (docs/decisions/0033-selfie-verification.md). The image (encrypted like an
 * ID document) is erased 30 days after the decision; the decision stays. `recheck_since` pauses the photo check when a
 * verified member uploads a new photo, until staff compare again.
 */
export const selfies = pgTable(
  'selfies',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** The pose key asked for (contracts SELFIE_POSES). */
    pose: text('pose').notNull(),
    contentType: text('content_type'),
    /** The encrypted file's key in the app's storage; null once erased. */
    storageKey: text('storage_key'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
    notes: text('notes'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    recheckSince: timestamp('recheck_since', { withTimezone: true }),
  },
  (t) => [
    index('selfies_status_idx').on(t.status, t.uploadedAt),
    uniqueIndex('selfies_storage_key_idx').on(t.storageKey),
    check('selfies_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);
