import type { Locale } from '@mithaq/contracts/i18n/locales';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

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
