import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

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
     * message insert and the read in the same statement (modules/messages send.repo.ts and messages.repo.ts), so the
     * inbox reads them off this row instead of counting messages
     * (docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md "Inbox unread counts").
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
