import { SUPPORT_MESSAGES, type SupportStatus, type Ticket } from '@mithaq/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { recordAudit, type StaffActor } from '../admin/audit.service.js';
import * as repo from './support.repo.js';
import { compareByUrgency, ticketUrgency } from './ticket-urgency.js';

/** Enough for a member with a real problem, not enough to flood the inbox. */
const NEW_TICKET_RULE = { limit: 10, windowSeconds: 24 * 3600, message: SUPPORT_MESSAGES.tooMany };

function toTicket({ ticket, member, messages }: repo.TicketWithParts, now: Date): Ticket {
  const last = messages[messages.length - 1];
  return {
    _id: ticket.id,
    subject: ticket.subject,
    status: ticket.status as SupportStatus,
    category: ticket.category === 'refund' ? 'refund' : 'general',
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    user: { _id: member.id, fullName: member.fullName, email: member.email },
    messages: messages.map((m) => ({
      _id: m.id,
      senderType: m.senderType as 'admin' | 'user',
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      senderName: m.senderType === 'admin' ? m.senderName : null,
    })),
    replied: last?.senderType === 'admin',
    urgency: ticketUrgency({ status: ticket.status, createdAt: ticket.createdAt, messages }, now),
  };
}

async function ticketById(ctx: AppContext, ticketId: string): Promise<Ticket> {
  const found = await repo.findTicket(ctx.db, ticketId);
  if (!found) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  return toTicket(found, new Date());
}

/** `GET /api/support`: the member's own tickets, newest activity first. */
export async function listMemberTickets(ctx: AppContext, memberId: string): Promise<Ticket[]> {
  const now = new Date();
  return (await repo.listMemberTickets(ctx.db, memberId)).map((t) => toTicket(t, now));
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
  return ticketById(ctx, ticketId);
}

/** A member may reach only their own tickets (404 for anyone else's); replying reopens the ticket. */
export async function replyAsMember(ctx: AppContext, memberId: string, ticketId: string, message: string) {
  await ctx.db.transaction(async (tx) => {
    const ticket = await repo.lockTicket(tx, ticketId);
    if (ticket?.memberId !== memberId) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
    await repo.addTicketMessage(tx, ticketId, { senderType: 'user', adminId: null, message, status: 'open' });
  });
  return ticketById(ctx, ticketId);
}

/** The staff inbox, most urgent first (compareByUrgency). */
export async function listTicketsForStaff(ctx: AppContext, status: string): Promise<Ticket[]> {
  const now = new Date();
  const tickets = (await repo.listTickets(ctx.db, status === 'all' ? null : status)).map((t) => toTicket(t, now));
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
): Promise<{ memberId: string } | null> {
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
  return { memberId: ticket.memberId };
}

/** A staff reply sets the status the admin chose (spec section 4) and reaches the member live. */
export async function replyAsStaff(
  ctx: AppContext,
  actor: StaffActor,
  ticketId: string,
  reply: { message: string; status: SupportStatus },
): Promise<Ticket> {
  const written = await ctx.db.transaction((tx) => writeStaffReply(tx, actor, ticketId, reply));
  if (!written) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  await ctx.events.publish({ kind: 'support', ticketId, memberId: written.memberId });
  return ticketById(ctx, ticketId);
}
