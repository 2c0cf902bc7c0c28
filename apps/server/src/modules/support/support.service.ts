import {
  SUPPORT_MESSAGES,
  SUPPORT_PAGE_SIZE,
  SUPPORT_REPLIES_PER_DAY,
  type SupportStatus,
  type Ticket,
  type TicketSummary,
} from '@mithaq/contracts/support';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../../lib/keyset-cursor.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './support.repo.js';
import { compareByUrgency, ticketUrgency } from './ticket-urgency.js';

/** Enough for a member with a real problem, not enough to flood the inbox. */
const NEW_TICKET_RULE = { limit: 10, windowSeconds: 24 * 3600, message: SUPPORT_MESSAGES.tooMany };
const DAY_MS = 24 * 3_600_000;

function toSummary({ ticket, member, lastStaffAt, waitingSince }: repo.TicketSummaryRow, now: Date): TicketSummary {
  return {
    _id: ticket.id,
    subject: ticket.subject,
    status: ticket.status as SupportStatus,
    category: ticket.category === 'refund' ? 'refund' : 'general',
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    user: { _id: member.id, fullName: member.fullName, email: member.email },
    replied: lastStaffAt !== null && waitingSince === null,
    urgency: ticketUrgency({ status: ticket.status, createdAt: ticket.createdAt, waitingSince }, now),
  };
}

function toMessage(m: repo.TicketMessageRow): Ticket['messages'][number] {
  return {
    _id: m.id,
    senderType: m.senderType as 'admin' | 'user',
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    senderName: m.senderType === 'admin' ? m.senderName : null,
  };
}

function parseCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined) return null;
  const position = decodeKeysetCursor(cursor);
  if (!position) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.invalidCursor);
  return position;
}

/** The ticket with SUPPORT_PAGE_SIZE of its messages before `before` (the newest without it), oldest first. */
async function withMessagePage(
  ctx: AppContext,
  summary: repo.TicketSummaryRow,
  before: KeysetPosition | null,
): Promise<Ticket> {
  const rows = await repo.listTicketMessages(ctx.db, summary.ticket.id, before, SUPPORT_PAGE_SIZE + 1);
  const page = rows.slice(0, SUPPORT_PAGE_SIZE);
  const oldest = page[page.length - 1];
  const hasOlder = rows.length > SUPPORT_PAGE_SIZE && oldest;
  return {
    ...toSummary(summary, new Date()),
    messages: page.reverse().map(toMessage),
    olderCursor: hasOlder ? encodeKeysetCursor(oldest.createdAtMicros, oldest.id) : null,
  };
}

/** `GET /api/support`: the member's own tickets, newest activity first, without their messages. */
export async function listMemberTickets(ctx: AppContext, memberId: string): Promise<TicketSummary[]> {
  const now = new Date();
  return (await repo.listMemberTickets(ctx.db, memberId)).map((t) => toSummary(t, now));
}

/** Staff read any ticket; a member only their own (anyone else's is the same 404 as a missing one). */
export type TicketReader = { memberId: string } | 'staff';

/** `GET /api/support/{id}` and `GET /api/admin/support/{id}`: the ticket and a page of its messages. */
export async function getTicket(
  ctx: AppContext,
  reader: TicketReader,
  ticketId: string,
  before?: string,
): Promise<Ticket> {
  const position = parseCursor(before);
  const found = await repo.findTicket(ctx.db, ticketId);
  if (!found || (reader !== 'staff' && found.ticket.memberId !== reader.memberId)) {
    throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  }
  return withMessagePage(ctx, found, position);
}

export interface TicketOptions {
  /** 'refund' tickets come from the payments module with the payment attached. */
  category?: 'general' | 'refund';
  /** Runs in the ticket's transaction, so what the ticket is about commits with it or not at all. */
  onCreated?: (tx: Tx, ticketId: string) => Promise<void>;
}

export async function openTicket(
  ctx: AppContext,
  memberId: string,
  subject: string,
  message: string,
  { category = 'general', onCreated }: TicketOptions = {},
): Promise<Ticket> {
  await ctx.rateLimiter.hit(`support-ticket:${memberId}`, NEW_TICKET_RULE);
  const ticketId = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertTicket(tx, { memberId, subject, message, category });
    await onCreated?.(tx, id);
    return id;
  });
  return getTicket(ctx, { memberId }, ticketId);
}

/**
 * A member may reach only their own tickets (404 for anyone else's); replying reopens the ticket. At
 * most SUPPORT_REPLIES_PER_DAY replies in any 24 hours, counted under the ticket's lock so concurrent
 * replies cannot pass it together (docs/decisions/0010-staff-console-and-support.md "Support reply limit").
 */
export async function replyAsMember(ctx: AppContext, memberId: string, ticketId: string, message: string) {
  await ctx.db.transaction(async (tx) => {
    const ticket = await repo.lockTicket(tx, ticketId);
    if (ticket?.memberId !== memberId) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
    const recent = await repo.countMemberReplies(tx, ticketId, new Date(Date.now() - DAY_MS));
    if (recent >= SUPPORT_REPLIES_PER_DAY) throw new AppError('RATE_LIMITED', SUPPORT_MESSAGES.tooManyReplies);
    await repo.addTicketMessage(tx, ticketId, { senderType: 'user', adminId: null, message, status: 'open' });
  });
  return getTicket(ctx, { memberId }, ticketId);
}

/** The staff inbox, most urgent first (compareByUrgency), without messages: it is polled. */
export async function listTicketsForStaff(ctx: AppContext, status: string): Promise<TicketSummary[]> {
  const now = new Date();
  const tickets = (await repo.listTickets(ctx.db, status === 'all' ? null : status)).map((t) => toSummary(t, now));
  return tickets.sort(compareByUrgency);
}

/**
 * A staff reply and its audit entry inside the caller's transaction (the refund decision writes one
 * with its own change); null when the ticket is gone. Publish the `support` event after commit.
 */
export async function writeStaffReply(
  tx: Tx,
  actor: StaffActor,
  ticketId: string,
  reply: { message: string; status: SupportStatus },
): Promise<{ memberId: string; subject: string } | null> {
  const ticket = await repo.lockTicket(tx, ticketId);
  if (!ticket) return null;
  await repo.addTicketMessage(tx, ticketId, { senderType: 'admin', adminId: actor.adminId, ...reply });
  await recordAudit(tx, actor, {
    action: 'ticket.replied',
    targetType: 'ticket',
    targetId: ticketId,
    before: { status: ticket.status },
    after: { status: reply.status },
  });
  return { memberId: ticket.memberId, subject: ticket.subject };
}

/**
 * A staff reply sets the status the admin chose (spec section 4), reaches the member live and tells
 * them in their feed (a refund decision's reply is told as the refund's decision instead).
 */
export async function replyAsStaff(
  ctx: AppContext,
  actor: StaffActor,
  ticketId: string,
  reply: { message: string; status: SupportStatus },
): Promise<Ticket> {
  const written = await ctx.db.transaction(async (tx) => {
    const ticket = await writeStaffReply(tx, actor, ticketId, reply);
    if (ticket) {
      await notify(ctx, tx, {
        memberId: ticket.memberId,
        type: 'ticket-answered',
        data: { ticketId, subject: ticket.subject },
      });
    }
    return ticket;
  });
  if (!written) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  await ctx.events.publish({ kind: 'support', ticketId, memberId: written.memberId });
  return getTicket(ctx, 'staff', ticketId);
}
