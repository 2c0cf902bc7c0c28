import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { NameDisplay } from '@mithaq/contracts/names';
import { DEFAULT_TIME_ZONE } from '@mithaq/contracts/time-zone';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The free-text partner preferences; the age range has its own columns (docs/decisions/0003-profile.md "Partner age
 * range").
 */
export interface PartnerPreferences {
  height?: string | null;
  education?: string | null;
  profession?: string | null;
  religiousCommitment?: string | null;
  sect?: string | null;
  region?: string | null;
  familyBackground?: string | null;
}

/** The UTC calendar day a member joined: profiles of one day count as equally recent in browse. */
export const joinDay = (t: { createdAt: AnyPgColumn }) => sql`((${t.createdAt} at time zone 'UTC')::date)`;

/** How many of the four trust checks a member passed (contracts `trustCheckCount`), as SQL. */
export const trustChecks = (t: {
  emailVerified: AnyPgColumn;
  phoneVerified: AnyPgColumn;
  isVerified: AnyPgColumn;
  photoVerified: AnyPgColumn;
}) => sql`(${t.emailVerified}::int + ${t.phoneVerified}::int + ${t.isVerified}::int + ${t.photoVerified}::int)`;

/** One row per member with every field of spec section 3. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    contact: text('contact'),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    city: text('city').notNull(),
    profession: text('profession'),
    /**
     * Optional; when set, the age shown is worked out from it (docs/decisions/0003-profile.md "Age and date of birth").
     */
    dob: date('dob', { mode: 'string' }),
    maritalStatus: text('marital_status'),
    height: text('height'),
    sect: text('sect'),
    madhab: text('madhab'),
    caste: text('caste'),
    language: text('language'),
    region: text('region'),
    prays: boolean('prays'),
    fasts: boolean('fasts'),
    readsQuran: boolean('reads_quran'),
    hijab: boolean('hijab'),
    beard: boolean('beard'),
    religiousCommitment: text('religious_commitment'),
    education: text('education'),
    field: text('field'),
    employer: text('employer'),
    income: text('income'),
    fatherName: text('father_name'),
    fatherProfession: text('father_profession'),
    motherName: text('mother_name'),
    motherProfession: text('mother_profession'),
    familyType: text('family_type'),
    siblings: text('siblings'),
    familyValues: text('family_values'),
    religiousEnvironment: text('religious_environment'),
    partner: jsonb('partner').$type<PartnerPreferences>().notNull().default({}),
    partnerAgeMin: integer('partner_age_min'),
    partnerAgeMax: integer('partner_age_max'),
    /** A free-text partner age from before the range that did not read as one; a saved range clears it. */
    partnerAgeNote: text('partner_age_note'),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationStatus: text('verification_status').notNull().default('unverified'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /**
     * A copy of "a verified selfie with no recheck pending", kept by a trigger on `selfies` (migration
     * 0018), so browse can filter and rank by it from this row (docs/decisions/0032-trust-badges.md).
     */
    photoVerified: boolean('photo_verified').notNull().default(false),
    membershipTier: text('membership_tier').notNull().default('free'),
    planId: text('plan_id').notNull().default('free'),
    /** When premium ends; null while free or for a lifetime plan (modules/membership). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    accountStatus: text('account_status').notNull().default('active'),
    photoBlurred: boolean('photo_blurred').notNull().default(false),
    /** The member's current photo (see `photos`); null when none was uploaded. */
    photoId: uuid('photo_id'),
    /**
     * Inside every signed address of this member's photo; raised when a permission to see it ends,
     * so the addresses issued before stop opening at once (docs/decisions/0005-photos.md "Photo addresses").
     */
    photoVersion: integer('photo_version').notNull().default(0),
    /**
     * IANA zone whose midnight starts the member's day for the interest quota
     * (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone").
     */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * The zone in force before the last change, until `time_zone_changes_at` (its next local midnight):
     * a change counts for limits from the member's next day (docs/decisions/0047-time-zone-changes-and-limits.md). Both
     * null on rows that never changed zone.
     */
    previousTimeZone: text('previous_time_zone'),
    timeZoneChangesAt: timestamp('time_zone_changes_at', { withTimezone: true }),
    /** The language the member chose for the site and their emails; null: the request's Accept-Language. */
    locale: text('locale').$type<Locale>(),
    /**
     * Only staff with `reviews_women` may see and decide this member's selfie and ID
     * (docs/decisions/0055-women-reviewers-in-every-staff-answer.md).
     */
    womenReviewersOnly: boolean('women_reviewers_only').notNull().default(false),
    /** With blurred photos: whether matches see them clearly (default) or only members granted one by one. */
    matchesSeePhotos: boolean('matches_see_photos').notNull().default(true),
    /**
     * How other members who are not her matches see her name (docs/decisions/0054-short-names.md):
     * `short` is the first name and the initial of the last. Rows from before the choice keep `full`.
     */
    nameDisplay: text('name_display').$type<NameDisplay>().notNull().default('full'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    /**
     * When the profile wizard last opened by itself; it opens again a week later at the soonest,
     * on whichever device (docs/decisions/0008-profile-view-and-wizard-web.md).
     */
    wizardPromptedAt: timestamp('wizard_prompted_at', { withTimezone: true }),
    /** Set when staff erased the account; the row then keeps only its id and status (modules/members). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    // Staff search by name or email fragment (pg_trgm, migration 0002): an index, never a scan.
    index('members_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('members_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('members_status_created_idx').on(t.accountStatus, t.createdAt),
    // The browse index before trust ranking; kept while instances that browse by it may still run
    // (docs/decisions/0022-running-as-a-fleet.md), to drop in a later migration.
    index('members_browse_idx').on(t.accountStatus, t.gender, t.createdAt, t.id),
    // Browse: active members of one gender, newest join day first, more trust checks first within a
    // day, then newest; keyset on all four (docs/decisions/0032-trust-badges.md).
    index('members_browse_rank_idx').on(t.accountStatus, t.gender, joinDay(t), trustChecks(t), t.createdAt, t.id),
    // Browse "contains" filters (ILIKE '%text%', migration 0006): a rare city or profession is found
    // through the index instead of walking the whole browse index (bench/load).
    index('members_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('members_profession_trgm_idx').using('gin', sql`${t.profession} gin_trgm_ops`),
    index('members_education_trgm_idx').using('gin', sql`${t.education} gin_trgm_ops`),
    check('members_age_check', sql`${t.age} >= 18`),
    check('members_partner_age_pair_check', sql`(${t.partnerAgeMin} is null) = (${t.partnerAgeMax} is null)`),
    check(
      'members_partner_age_range_check',
      sql`${t.partnerAgeMin} between 18 and 80 and ${t.partnerAgeMax} between 18 and 80 and ${t.partnerAgeMin} <= ${t.partnerAgeMax}`,
    ),
    check('members_gender_check', sql`${t.gender} in ('Male', 'Female', 'Other')`),
    check('members_name_display_check', sql`${t.nameDisplay} in ('full', 'short')`),
    check('members_account_status_check', sql`${t.accountStatus} in ('active', 'deactivated', 'deleted')`),
    check('members_tier_check', sql`${t.membershipTier} in ('free', 'premium')`),
    check('members_locale_check', sql`${t.locale} in ('en', 'hi', 'ur', 'ar')`),
  ],
);

/** Server-side sessions: a token names one row, so logout and deactivation revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Password reset links (docs/decisions/0019-password-reset.md): only the SHA-256 of the 32-byte random
 * token is kept, so a copy of the table opens no account. A link works once, for 30 minutes, beside
 * any newer one (`revoked_at` marks the ones a reset, a password or email change or an undo ended;
 * docs/decisions/0046-contact-changes-and-account-recovery.md).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Every email and phone an account has had (docs/decisions/0046-contact-changes-and-account-recovery.md): the open row
 * (`replaced_at` null) is the current one. `origin` says how it came: `registered` (also any address in use before this
 * history began), `changed` through `PUT /api/users/{id}`, or `restored` by an undo link. `verified` is copied from the
 * member row when the address is replaced. Reset links go only to a verified, registered or restored address.
 */
export const contactHistory = pgTable(
  'contact_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'email' | 'phone'>().notNull(),
    value: text('value').notNull(),
    origin: text('origin').$type<'registered' | 'changed' | 'restored'>().notNull(),
    verified: boolean('verified').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_history_member_idx').on(t.memberId, t.kind, t.addedAt),
    check('contact_history_kind_check', sql`${t.kind} in ('email', 'phone')`),
    check('contact_history_origin_check', sql`${t.origin} in ('registered', 'changed', 'restored')`),
  ],
);

/**
 * The undo link sent to the previous address after an email change: only the SHA-256 of its 32
 * random bytes is kept (as for reset links); it works once, for 7 days.
 */
export const contactUndoTokens = pgTable(
  'contact_undo_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    previousEmail: text('previous_email').notNull(),
    previousEmailVerified: boolean('previous_email_verified').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_undo_tokens_hash_idx').on(t.tokenHash),
    index('contact_undo_tokens_member_idx').on(t.memberId),
  ],
);

/** Fixed-window counters shared by every app instance (README.md "Running more than one instance"). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** When the counter last counted; login back-off waits from it (docs/decisions/0018-login-throttling.md). */
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** An interest from one member to another (spec section 4 "Interest"). */
export const interests = pgTable(
  'interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interests_pair_idx').on(t.fromId, t.toId),
    index('interests_to_idx').on(t.toId, t.status),
    index('interests_from_created_idx').on(t.fromId, t.createdAt),
    check('interests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('interests_not_self_check', sql`${t.fromId} <> ${t.toId}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

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

/**
 * One row per message. Threads are read newest first by the unordered pair (least, greatest) of the
 * two members, so one index serves both directions.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    // clock_timestamp, not now(): two messages of one transaction still get distinct, ordered times.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_pair_created_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt,
      t.id,
    ),
    index('messages_unread_idx').on(t.receiverId, t.senderId).where(sql`${t.readAt} is null`),
    index('messages_undelivered_idx').on(t.receiverId).where(sql`${t.deliveredAt} is null`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('messages_content_length_check', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/**
 * A conversation between two members (member_a < member_b), created by its first message. It keeps
 * the pair in the inbox after an unmatch and points at the last message for the preview.
 */
export const conversations = pgTable(
  'conversations',
  {
    memberA: uuid('member_a')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberB: uuid('member_b')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id').references(() => messages.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /**
     * Messages member A (B) has not read yet, and when the newest of them was sent: kept by the
     * message insert and the read in the same statement (messages.repo.ts), so the inbox reads
     * them off this row instead of counting messages (docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md
     * "Inbox unread counts").
     */
    unreadForA: integer('unread_for_a').notNull().default(0),
    unreadForB: integer('unread_for_b').notNull().default(0),
    latestUnreadAtA: timestamp('latest_unread_at_a', { withTimezone: true }),
    latestUnreadAtB: timestamp('latest_unread_at_b', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberA, t.memberB] }),
    index('conversations_member_b_idx').on(t.memberB),
    check('conversations_order_check', sql`${t.memberA} < ${t.memberB}`),
  ],
);

/** Staff accounts: a realm of their own, never members (spec section 6). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A woman reviewer: the only staff who see and decide selfies and IDs of members who asked for one. */
    reviewsWomen: boolean('reviews_women').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * Append-only record of every staff action. A trigger (migration 0002) refuses UPDATE, DELETE and
 * TRUNCATE for every role, so the app cannot rewrite history.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetId)],
);

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

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    /** 'refund' tickets carry the payment they are about (modules/payments). */
    category: text('category').notNull().default('general'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_member_idx').on(t.memberId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'pending', 'resolved')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_messages_sender_check', sql`${t.senderType} in ('admin', 'user')`),
    check('support_messages_length_check', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

/** One checkout attempt; `txnid` is what PayU knows it by. Amounts are in paise (INR). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txnid: text('txnid').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('payu'),
    planId: text('plan_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('initiated'),
    mihpayid: text('mihpayid'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_txnid_idx').on(t.txnid),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('initiated', 'success', 'failure', 'refunded')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** The membership a payment bought: the primary key makes a second grant for one payment impossible. */
export const membershipGrants = pgTable('membership_grants', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A member's request to refund one payment (one per payment, the primary key) and the staff's decision:
 * approved with the amount PayU took back, or declined with a reason (docs/decisions/0012-refunds.md).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The request's own id, in staff addresses and (shortened) as PayU's refund token. */
    id: uuid('id').notNull().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    kind: text('kind'),
    amountPaise: integer('amount_paise'),
    payuRequestId: text('payu_request_id'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_requests_id_idx').on(t.id),
    index('refund_requests_member_idx').on(t.memberId),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    check('refund_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('refund_requests_kind_check', sql`${t.kind} is null or ${t.kind} in ('full', 'prorated')`),
    check(
      'refund_requests_decision_check',
      sql`(${t.status} = 'pending' and ${t.decidedAt} is null)
        or (${t.status} = 'approved' and ${t.kind} is not null and ${t.amountPaise} > 0 and ${t.decidedAt} is not null)
        or (${t.status} = 'declined' and ${t.declineReason} is not null and ${t.decidedAt} is not null)`,
    ),
  ],
);

/** The built-in sandbox gateway's own record of what the shopper chose (used only without PAYU_KEY). */
export const sandboxTransactions = pgTable('payu_sandbox_transactions', {
  txnid: text('txnid').primaryKey(),
  status: text('status').notNull(),
  amount: text('amount').notNull(),
  mihpayid: text('mihpayid').notNull(),
  createdAt: createdAt(),
});

/**
 * Refunds the sandbox gateway took (cancel_refund_transaction): the token is the merchant's, unique per
 * refund as PayU requires; amounts in paise.
 */
export const sandboxRefunds = pgTable('payu_sandbox_refunds', {
  token: text('token').primaryKey(),
  mihpayid: text('mihpayid').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  requestId: text('request_id').notNull(),
  createdAt: createdAt(),
});

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
 * A member's report about another. One open report per reporter and member (a second report adds to
 * it); staff close it with a decision. The reporter's identity is never shown to the reported member.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'restrict' }),
    decisionNotes: text('decision_notes'),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx').on(t.reporterId, t.reportedId).where(sql`${t.status} = 'open'`),
    index('reports_reported_idx').on(t.reportedId, t.status),
    index('reports_status_idx').on(t.status, t.updatedAt),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'warned', 'deactivated')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.reportedId}`),
  ],
);

/**
 * Messages a reporter attached, copied verbatim: staff read them even if the reporter is free, and they
 * survive a later erasure of the sender (the report is the consent).
 */
export const reportMessages = pgTable(
  'report_messages',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull(),
    senderId: uuid('sender_id').notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.messageId] })],
);

/** A staff warning shown to the member on next sign-in until acknowledged. */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('member_notices_member_idx').on(t.memberId)],
);

/**
 * A member's notification feed (docs/decisions/0028-notification-feed.md): one row per thing that happened to them.
 * Which channels it went out on is kept with it, so a retried job never sends twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The other member it is about; gone with their account. */
    actorId: uuid('actor_id').references(() => members.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** pending → sent | digest → digested | skipped (off, or the member was looking). */
    emailState: text('email_state').notNull().default('pending'),
    pushState: text('push_state').notNull().default('pending'),
  },
  (t) => [
    index('notifications_feed_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
    index('notifications_digest_idx').on(t.memberId).where(sql`${t.emailState} = 'digest'`),
    check(
      'notifications_email_state_check',
      sql`${t.emailState} in ('pending', 'sent', 'digest', 'digested', 'skipped')`,
    ),
    check('notifications_push_state_check', sql`${t.pushState} in ('pending', 'sent', 'skipped')`),
  ],
);

/** Settings → Notifications; no row means the defaults (contracts `defaultNotificationSettings`). */
export const notificationSettings = pgTable('notification_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  /** When the last daily digest went out. */
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One browser or phone that agreed to receive Web Push for a member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);

/**
 * Which members have the site open, fleet-wide: each instance keeps a row per member it holds an
 * event stream for and touches its rows every heartbeat. A member with a fresh row is not "away".
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    instanceId: uuid('instance_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.memberId] }), index('live_streams_member_idx').on(t.memberId)],
);

/** When a member was last emailed about unread messages from one sender (one email per 6 hours). */
export const messageNotices = pgTable(
  'message_notices',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
    /** The newest message that notice counted: the next one counts only later messages. */
    countedUntil: timestamp('counted_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.senderId] })],
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

/**
 * One member asking another to see her photos clearly (docs/decisions/0030-photo-access.md): one row per pair. A
 * decline stays as the row's state, so asking again is refused for 30 days after `decided_at`.
 */
export const photoAccessRequests = pgTable(
  'photo_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photo_access_requests_pair_idx').on(t.ownerId, t.requesterId),
    index('photo_access_requests_requester_idx').on(t.requesterId, t.createdAt),
    check('photo_access_requests_status_check', sql`${t.status} in ('pending', 'granted', 'declined')`),
    check('photo_access_requests_not_self_check', sql`${t.ownerId} <> ${t.requesterId}`),
  ],
);

/**
 * A member allowed one by one to see an owner's clear photos. The version is inside every clear
 * address issued on this grant and rises on each revoke, so revoked addresses stop opening at once.
 */
export const photoAccessGrants = pgTable(
  'photo_access_grants',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    granteeId: uuid('grantee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.granteeId] }),
    index('photo_access_grants_grantee_idx').on(t.granteeId),
    check('photo_access_grants_not_self_check', sql`${t.ownerId} <> ${t.granteeId}`),
  ],
);

/**
 * Who was given an owner's clear photo, at most once a day per viewer, kept 90 days
 * (docs/decisions/0030-photo-access.md).
 */
export const photoViews = pgTable(
  'photo_views',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.viewerId, t.day] }),
    index('photo_views_owner_idx').on(t.ownerId, t.viewedAt),
    index('photo_views_viewed_idx').on(t.viewedAt),
  ],
);

/**
 * A member's guardian (wali), invited by email (docs/decisions/0031-guardian-wali-with-consent.md). At most one current
 * guardian per member; removing one sets `removed_at` and revokes every guardian session at once. Only the SHA-256 of
 * the emailed link's token is kept.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    /** The language of the guardian's emails and view; the member's when invited. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    linkTokenHash: text('link_token_hash').notNull(),
    dailyEmail: boolean('daily_email').notNull().default(true),
    createdAt: createdAt(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    /**
     * When the emailed link was exchanged for a session: it opens one, once
     * (docs/decisions/0048-guardian-links-open-once.md).
     */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guardians_current_idx').on(t.memberId).where(sql`${t.removedAt} is null`),
    uniqueIndex('guardians_link_token_idx').on(t.linkTokenHash),
    check('guardians_relation_check', sql`${t.relation} in ('father', 'brother', 'uncle', 'imam', 'other')`),
    check('guardians_locale_check', sql`${t.locale} in ('en', 'hi', 'ur', 'ar')`),
  ],
);

/** A guardian's read-only session, opened from the emailed link; ends when the guardian is removed. */
export const guardianSessions = pgTable(
  'guardian_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('guardian_sessions_guardian_idx').on(t.guardianId)],
);

/**
 * A member has seen the banner saying a guardian can read their conversation with the guardian's
 * member (docs/decisions/0031-guardian-wali-with-consent.md). The guardian view shows only conversations with members
 * who have.
 */
export const chaperoneAcks = pgTable(
  'chaperone_acks',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.memberId] })],
);
