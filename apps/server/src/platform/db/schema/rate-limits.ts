import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
