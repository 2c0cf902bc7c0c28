import { SUPPORT_REPLY_DUE_MS, SUPPORT_RESOLVE_DUE_MS, type TicketUrgency } from '@mithaq/contracts/support';

export interface UrgencyInput {
  status: string;
  createdAt: Date;
  /** The member's oldest message since staff last wrote; null when staff wrote last. */
  waitingSince: Date | null;
}

/**
 * How long a ticket has waited against our promises (contracts/support.ts): the member's oldest
 * message since staff last wrote is what the reply clock runs from.
 */
export function ticketUrgency(ticket: UrgencyInput, now: Date): TicketUrgency {
  const open = ticket.status !== 'resolved';
  const awaitingStaff = open && ticket.waitingSince !== null;
  const waitingSince = awaitingStaff ? ticket.waitingSince : null;
  const replyDue = waitingSince ? new Date(waitingSince.getTime() + SUPPORT_REPLY_DUE_MS) : null;
  const resolveDue = new Date(ticket.createdAt.getTime() + SUPPORT_RESOLVE_DUE_MS);
  return {
    awaitingStaff,
    waitingSince: waitingSince?.toISOString() ?? null,
    replyDueAt: replyDue?.toISOString() ?? null,
    resolveDueAt: resolveDue.toISOString(),
    replyOverdue: Boolean(replyDue && now > replyDue),
    resolutionOverdue: open && now > resolveDue,
  };
}

/** The staff inbox order: open tickets by the soonest promise due, then resolved ones, newest first. */
export function compareByUrgency(
  a: { urgency: TicketUrgency; status: string; updatedAt: string },
  b: { urgency: TicketUrgency; status: string; updatedAt: string },
): number {
  const resolvedA = a.status === 'resolved';
  const resolvedB = b.status === 'resolved';
  if (resolvedA !== resolvedB) return resolvedA ? 1 : -1;
  if (resolvedA) return b.updatedAt.localeCompare(a.updatedAt);
  return dueOf(a.urgency) - dueOf(b.urgency);
}

function dueOf(u: TicketUrgency): number {
  const reply = u.replyDueAt ? Date.parse(u.replyDueAt) : Number.POSITIVE_INFINITY;
  return Math.min(reply, Date.parse(u.resolveDueAt));
}
