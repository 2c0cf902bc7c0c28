import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Each member's My matches pool as last worked out: who passes both sides' musts among the most
 * recently active, with the first widening level each passes (docs/decisions/0064-finding-the-right-person.md
 * "A stored pool"). Read again while it is fresh and the plan it was worked out for is unchanged, so
 * paging and coming back do not walk the members again.
 */
export const matchPools = pgTable('match_pools', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** A digest of the pool's statement: the member's preferences, their own values and the levels. */
  planKey: text('plan_key').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  /** The pool's members in the pool's order, and each one's widening level (same positions). */
  memberIds: uuid('member_ids').array().notNull(),
  levels: smallint('levels').array().notNull(),
});
