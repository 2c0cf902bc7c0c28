import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

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
