import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { admins, members, supportMessages, supportTickets } from '../../db/schema.js';

export type TicketRow = typeof supportTickets.$inferSelect;

export interface TicketWithParts {
  ticket: TicketRow;
  member: { id: string; fullName: string; email: string };
  messages: { id: string; senderType: string; message: string; createdAt: Date; senderName: string | null }[];
}

const ticketColumns = {
  ticket: supportTickets,
  member: { id: members.id, fullName: members.fullName, email: members.email },
};

/** Tickets with their member and messages: two queries however many tickets. */
async function withMessages(db: Executor, rows: Omit<TicketWithParts, 'messages'>[]): Promise<TicketWithParts[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select({
      id: supportMessages.id,
      ticketId: supportMessages.ticketId,
      senderType: supportMessages.senderType,
      message: supportMessages.message,
      createdAt: supportMessages.createdAt,
      senderName: admins.name,
    })
    .from(supportMessages)
    .leftJoin(admins, eq(admins.id, supportMessages.adminId))
    .where(
      inArray(
        supportMessages.ticketId,
        rows.map((r) => r.ticket.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((r) => ({ ...r, messages: messages.filter((m) => m.ticketId === r.ticket.id) }));
}

export async function listMemberTickets(db: Db, memberId: string): Promise<TicketWithParts[]> {
  const rows = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(eq(supportTickets.memberId, memberId))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(200);
  return withMessages(db, rows);
}

/** The staff inbox: the newest activity 500 tickets of a status (urgency order is the service's). */
export async function listTickets(db: Db, status: string | null): Promise<TicketWithParts[]> {
  const rows = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(status ? eq(supportTickets.status, status) : undefined)
    .orderBy(desc(supportTickets.updatedAt))
    .limit(500);
  return withMessages(db, rows);
}

export async function findTicket(db: Executor, ticketId: string): Promise<TicketWithParts | null> {
  const rows = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(eq(supportTickets.id, ticketId));
  const [found] = await withMessages(db, rows);
  return found ?? null;
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
