import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

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
