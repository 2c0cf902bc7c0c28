import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { admins } from './staff.js';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    /** 'refund' tickets carry the payment they are about (modules/payments). */
    category: text('category').notNull().default('general'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_member_idx').on(t.memberId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'pending', 'resolved')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_messages_sender_check', sql`${t.senderType} in ('admin', 'user')`),
    check('support_messages_length_check', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);
