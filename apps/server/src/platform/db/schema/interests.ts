import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

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
