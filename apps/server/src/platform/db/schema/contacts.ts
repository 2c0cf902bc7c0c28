import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

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
