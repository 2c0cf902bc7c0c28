import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Each member's daily picks (docs/decisions/0065-coming-back.md "Daily picks"): one row per member
 * ever picked for them, so nobody is picked twice; the day they were picked for, in the member's zone.
 */
export const dailyPicks = pgTable(
  'daily_picks',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pickId: uuid('pick_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The order shown: best two-way score first. */
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.pickId] }),
    index('daily_picks_day_idx').on(t.memberId, t.day, t.position),
    index('daily_picks_pick_idx').on(t.pickId),
  ],
);

/**
 * The last day each member's picks were made for, so a morning run is never repeated; and when a
 * member away was last told their picks are kept (one note, then silence until they are back).
 */
export const pickDays = pgTable('pick_days', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  picked: smallint('picked').notNull().default(0),
  keptNoteAt: timestamp('kept_note_at', { withTimezone: true }),
});

/** Time zones whose morning run has been planned, by local day: each zone is walked once a day. */
export const pickZoneRuns = pgTable(
  'pick_zone_runs',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    /** How many members' picks were queued, in how many batches. */
    members: integer('members').notNull(),
    batches: integer('batches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] }), index('pick_zone_runs_planned_idx').on(sql`${t.plannedAt}`)],
);
