import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

/** One checkout attempt; `txnid` is what PayU knows it by. Amounts are in paise (INR). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txnid: text('txnid').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('payu'),
    planId: text('plan_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('initiated'),
    mihpayid: text('mihpayid'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_txnid_idx').on(t.txnid),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('initiated', 'success', 'failure', 'refunded')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** The membership a payment bought: the primary key makes a second grant for one payment impossible. */
export const membershipGrants = pgTable('membership_grants', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The built-in sandbox gateway's own record of what the shopper chose (used only without PAYU_KEY). */
export const sandboxTransactions = pgTable('payu_sandbox_transactions', {
  txnid: text('txnid').primaryKey(),
  status: text('status').notNull(),
  amount: text('amount').notNull(),
  mihpayid: text('mihpayid').notNull(),
  createdAt: createdAt(),
});

/**
 * Refunds the sandbox gateway took (cancel_refund_transaction): the token is the merchant's, unique per
 * refund as PayU requires; amounts in paise.
 */
export const sandboxRefunds = pgTable('payu_sandbox_refunds', {
  token: text('token').primaryKey(),
  mihpayid: text('mihpayid').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  requestId: text('request_id').notNull(),
  createdAt: createdAt(),
});
