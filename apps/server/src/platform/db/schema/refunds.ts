import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';
import { payments } from './payments.js';
import { admins } from './staff.js';
import { supportTickets } from './support.js';

/**
 * A member's request to refund one payment (one per payment, the primary key) and the staff's decision:
 * approved with the amount PayU took back, or declined with a reason (docs/decisions/0012-refunds.md).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The request's own id, in staff addresses and (shortened) as PayU's refund token. */
    id: uuid('id').notNull().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    kind: text('kind'),
    amountPaise: integer('amount_paise'),
    payuRequestId: text('payu_request_id'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_requests_id_idx').on(t.id),
    index('refund_requests_member_idx').on(t.memberId),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    check('refund_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('refund_requests_kind_check', sql`${t.kind} is null or ${t.kind} in ('full', 'prorated')`),
    check(
      'refund_requests_decision_check',
      sql`(${t.status} = 'pending' and ${t.decidedAt} is null)
        or (${t.status} = 'approved' and ${t.kind} is not null and ${t.amountPaise} > 0 and ${t.decidedAt} is not null)
        or (${t.status} = 'declined' and ${t.declineReason} is not null and ${t.decidedAt} is not null)`,
    ),
  ],
);
