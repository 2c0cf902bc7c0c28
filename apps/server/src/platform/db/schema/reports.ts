import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { admins } from './staff.js';

/**
 * A member's report about another. One open report per reporter and member (a second report adds to
 * it); staff close it with a decision. The reporter's identity is never shown to the reported member.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'restrict' }),
    decisionNotes: text('decision_notes'),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx').on(t.reporterId, t.reportedId).where(sql`${t.status} = 'open'`),
    index('reports_reported_idx').on(t.reportedId, t.status),
    index('reports_status_idx').on(t.status, t.updatedAt),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'warned', 'deactivated')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.reportedId}`),
  ],
);

/**
 * Messages a reporter attached, copied verbatim: staff read them even if the reporter is free, and they
 * survive a later erasure of the sender (the report is the consent).
 */
export const reportMessages = pgTable(
  'report_messages',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull(),
    senderId: uuid('sender_id').notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.messageId] })],
);

/** A staff warning shown to the member on next sign-in until acknowledged. */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('member_notices_member_idx').on(t.memberId)],
);
