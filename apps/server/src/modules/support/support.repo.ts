import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { admins, members, supportMessages, supportTickets } from '../../platform/db/schema.js';

export type TicketRow = typeof supportTickets.$inferSelect;

/** A ticket without its messages: what the lists show, and the head of a ticket answer. */
export interface TicketSummaryRow {
  ticket: TicketRow;
  member: { id: string; fullName: string; email: string };
  /** The latest staff reply, if any. */
  lastStaffAt: Date | null;
  /** The member's oldest message since staff last wrote; null when staff wrote last. */
  waitingSince: Date | null;
}

export interface TicketMessageRow {
  id: string;
  senderType: string;
  message: string;
  createdAt: Date;
  senderName: string | null;
  createdAtMicros: string;
}

/** Correlated on the outer ticket row; both walk support_messages_ticket_idx. */
const lastStaffAt = sql`(select max(s.created_at) from ${supportMessages} s
  where s.ticket_id = ${supportTickets.id} and s.sender_type = 'admin')`;
const waitingSince = sql`(select min(u.created_at) from ${supportMessages} u
  where u.ticket_id = ${supportTickets.id} and u.sender_type = 'user'
  and u.created_at > coalesce(${lastStaffAt}, '-infinity'))`;

const summaryColumns = {
  ticket: supportTickets,
  member: { id: members.id, fullName: members.fullName, email: members.email },
  lastStaffAt: lastStaffAt.mapWith(supportMessages.createdAt),
  waitingSince: waitingSince.mapWith(supportMessages.createdAt),
};

function selectSummaries(db: Executor, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(where)
    .orderBy(desc(supportTickets.updatedAt));
}

export function listMemberTickets(db: Db, memberId: string): Promise<TicketSummaryRow[]> {
  return selectSummaries(db, eq(supportTickets.memberId, memberId)).limit(200);
}

/** The staff inbox: the newest activity 500 tickets of a status (urgency order is the service's). */
export function listTickets(db: Db, status: string | null): Promise<TicketSummaryRow[]> {
  return selectSummaries(db, status ? eq(supportTickets.status, status) : undefined).limit(500);
}

export async function findTicket(db: Executor, ticketId: string): Promise<TicketSummaryRow | null> {
  const [found] = await selectSummaries(db, eq(supportTickets.id, ticketId));
  return found ?? null;
}

/** Newest first, `limit` messages of one ticket before `before` (keyset on created_at, id). */
export function listTicketMessages(
  db: Executor,
  ticketId: string,
  before: KeysetPosition | null,
  limit: number,
): Promise<TicketMessageRow[]> {
  return db
    .select({
      id: supportMessages.id,
      senderType: supportMessages.senderType,
      message: supportMessages.message,
      createdAt: supportMessages.createdAt,
      senderName: admins.name,
      createdAtMicros: epochMicros(supportMessages.createdAt),
    })
    .from(supportMessages)
    .leftJoin(admins, eq(admins.id, supportMessages.adminId))
    .where(
      and(eq(supportMessages.ticketId, ticketId), olderThan(supportMessages.createdAt, supportMessages.id, before)),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
}

/** The member's replies on a ticket since `since`; the message that opened the ticket is not a reply. */
export async function countMemberReplies(tx: Tx, ticketId: string, since: Date): Promise<number> {
  const opening = tx
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(1);
  const [row] = await tx
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.ticketId, ticketId),
        eq(supportMessages.senderType, 'user'),
        gt(supportMessages.createdAt, since),
        sql`${supportMessages.id} <> (${opening})`,
      ),
    );
  return row?.n ?? 0;
}

export async function lockTicket(tx: Tx, ticketId: string): Promise<TicketRow | null> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update');
  return row ?? null;
}

export async function insertTicket(
  tx: Tx,
  ticket: { memberId: string; subject: string; message: string; category: string },
): Promise<string> {
  const { memberId, subject, message, category } = ticket;
  const [row] = await tx
    .insert(supportTickets)
    .values({ memberId, subject, category })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error('ticket insert returned nothing');
  await tx.insert(supportMessages).values({ ticketId: row.id, senderType: 'user', message });
  return row.id;
}

/** Adds a message and moves the ticket to `status`, inside the caller's transaction. */
export async function addTicketMessage(
  tx: Tx,
  ticketId: string,
  entry: { senderType: 'user' | 'admin'; adminId: string | null; message: string; status: string },
): Promise<void> {
  await tx
    .insert(supportMessages)
    .values({ ticketId, senderType: entry.senderType, adminId: entry.adminId, message: entry.message });
  await tx
    .update(supportTickets)
    .set({ status: entry.status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticketId));
}
