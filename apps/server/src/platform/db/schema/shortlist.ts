import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

/**
 * A member's Saved list, with a private note per member (docs/decisions/0065-coming-back.md "Saved and
 * not interested"). A block either way deletes the pair's rows (a trigger on `blocks`, migration
 * 0027); an erased account's rows go with it.
 */
export const savedMembers = pgTable(
  'saved_members',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    savedId: uuid('saved_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.savedId] }),
    index('saved_members_list_idx').on(t.memberId, t.createdAt, t.savedId),
    index('saved_members_saved_idx').on(t.savedId),
    check('saved_members_not_self', sql`${t.memberId} <> ${t.savedId}`),
  ],
);

/**
 * "Not interested": the hidden member never appears again in this member's browse, search, My
 * matches, picks or alerts. Not a block: nothing else changes and the other member is never told.
 */
export const hiddenMembers = pgTable(
  'hidden_members',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    hiddenId: uuid('hidden_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hiddenId] }),
    index('hidden_members_list_idx').on(t.memberId, t.createdAt, t.hiddenId),
    index('hidden_members_hidden_idx').on(t.hiddenId),
    check('hidden_members_not_self', sql`${t.memberId} <> ${t.hiddenId}`),
  ],
);

/**
 * Who opened whose profile: one row per pair, its time moved on at most once per UTC day
 * (docs/decisions/0065-coming-back.md "Who viewed me"); rows older than 90 days are purged.
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    viewedId: uuid('viewed_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewedId, t.viewerId] }),
    index('profile_visits_list_idx').on(t.viewedId, t.viewedAt, t.viewerId),
    index('profile_visits_viewer_idx').on(t.viewerId),
    index('profile_visits_viewed_at_idx').on(t.viewedAt),
  ],
);
