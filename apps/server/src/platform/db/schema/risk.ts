import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { reports } from './reports.js';
import { admins } from './staff.js';

/**
 * One thing a member did that looks like a scam (docs/decisions/0067-risk-record.md): a message the money
 * and off-platform detector flagged, a report against them, or an opener they copied to many. The
 * message's words are kept by value (`content`): a held message has no `messages` row, and staff read the
 * evidence after either member has gone.
 */
export const riskSignals = pgTable(
  'risk_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The other member of the conversation, the reporter, or the opener's latest receiver. */
    counterpartId: uuid('counterpart_id').references(() => members.id, { onDelete: 'set null' }),
    /** The detector's signals (contracts safety/money-request.ts `MoneyRequestSignal`). */
    signals: text('signals').array().notNull().default(sql`'{}'::text[]`),
    content: text('content'),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('risk_signals_member_idx').on(t.memberId, t.createdAt),
    check('risk_signals_kind_check', sql`${t.kind} in ('message', 'report', 'opener')`),
  ],
);

/**
 * A member's place in the staff Risk queue: one row per member, entered when the signals pass a threshold
 * and kept after staff decide, so what was decided before is known and only newer signals bring the member
 * back. Every decision is also in the audit log.
 */
export const riskCases = pgTable(
  'risk_cases',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    /** Why the member entered: 'patterns', 'reports', 'opener'. */
    reasons: text('reasons').array().notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('risk_cases_status_idx').on(t.status, t.enteredAt),
    check(
      'risk_cases_status_check',
      sql`${t.status} in ('open', 'restricted', 'dismissed', 'warned', 'released', 'deactivated')`,
    ),
  ],
);

/** The fingerprint (SimHash of the normalised text) of each message that started a conversation. */
export const openerPrints = pgTable(
  'opener_prints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    print: bigint('print', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('opener_prints_sender_idx').on(t.senderId, t.createdAt),
    index('opener_prints_receiver_idx').on(t.receiverId),
  ],
);

/** An opener a member sent to too many members: the same one is refused from then on. */
export const refusedOpeners = pgTable(
  'refused_openers',
  {
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    print: bigint('print', { mode: 'bigint' }).notNull(),
    /** The opener as it was sent the time it passed the threshold, for staff. */
    sample: text('sample').notNull(),
    /** How many different members it had reached in the window when it was refused. */
    receivers: integer('receivers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.senderId, t.print] })],
);

/**
 * Messages a restricted member sent: nobody but the sender sees them until staff release the member (they
 * are then delivered) or deactivate the account.
 */
export const heldMessages = pgTable(
  'held_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('held_messages_sender_idx').on(t.senderId, t.receiverId, t.createdAt)],
);

/** Interests a restricted member sent, held as their messages are. */
export const heldInterests = pgTable(
  'held_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('held_interests_pair_idx').on(t.fromId, t.toId)],
);
