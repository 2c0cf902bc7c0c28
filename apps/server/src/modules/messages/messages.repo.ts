/**
 * One message at a time, outside the send statement (send.repo.ts): stored directly (the demo seeds, tests), found,
 * marked delivered or read with each conversation's unread count kept in step, and the bulk loaders' unread recount.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { conversations, members, messages } from '../../platform/db/schema.js';
import { EVENTS_CHANNEL } from '../../platform/events/event-bus.js';
import { p, pairHigh, pairLow } from './relation.repo.js';

export type MessageRow = typeof messages.$inferSelect;

const deliverStatement = preparedStatement<{ n: number }>(
  'mark_delivered_and_announce',
  sql`with d as (
      update ${messages} set delivered_at = ${p('at')}::timestamptz
       where id = ${p('messageId')}::uuid and receiver_id = ${p('receiverId')}::uuid and delivered_at is null
      returning 1
    ),
    announced as (select pg_notify(${EVENTS_CHANNEL}, ${p('receipt')}::text) from d)
    select count(*)::int as n from announced`,
);

/**
 * Marks one message delivered, once, and publishes `receipt` (a stamped bus event) in the same
 * statement; returns whether it was still undelivered.
 */
export async function markDeliveredAndAnnounce(
  db: Db,
  receiverId: string,
  messageId: string,
  at: Date,
  receipt: string,
): Promise<boolean> {
  const [row] = await deliverStatement(db, { at, messageId, receiverId, receipt });
  return (row?.n ?? 0) > 0;
}

/**
 * A conversation row keeps each side's unread messages (`a`: to member_a) and when the newest of them
 * was sent. A message adds one; a read subtracts what it marked, so a message committed meanwhile
 * (which the read did not see) stays counted.
 */
const UNREAD_SIDES = {
  a: { count: conversations.unreadForA, latest: conversations.latestUnreadAtA },
  b: { count: conversations.unreadForB, latest: conversations.latestUnreadAtB },
} as const;

function unreadOnInsert(receiverIsA: boolean, at: Date) {
  return receiverIsA ? { unreadForA: 1, latestUnreadAtA: at } : { unreadForB: 1, latestUnreadAtB: at };
}

function unreadOnConflict(receiverIsA: boolean) {
  const { count, latest } = UNREAD_SIDES[receiverIsA ? 'a' : 'b'];
  const bumped = {
    count: sql`${count} + 1`,
    latest: sql`greatest(${latest}, excluded.${sql.identifier(latest.name)})`,
  };
  return receiverIsA
    ? { unreadForA: bumped.count, latestUnreadAtA: bumped.latest }
    : { unreadForB: bumped.count, latestUnreadAtB: bumped.latest };
}

/** Stores the message and moves its conversation to the top, all or nothing. */
export async function insertMessage(
  db: Executor,
  senderId: string,
  receiverId: string,
  content: string,
  { createdAt }: { createdAt?: Date } = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ senderId, receiverId, content, createdAt }).returning();
    if (!row) throw new Error('message insert returned nothing');
    const [memberA, memberB] = senderId < receiverId ? [senderId, receiverId] : [receiverId, senderId];
    const receiverIsA = receiverId === memberA;
    // Two messages committing out of order must not move the preview back (but both count as unread).
    const newer = sql`${conversations.lastMessageAt} <= excluded.last_message_at`;
    await tx
      .insert(conversations)
      .values({
        memberA,
        memberB,
        lastMessageId: row.id,
        lastMessageAt: row.createdAt,
        ...unreadOnInsert(receiverIsA, row.createdAt),
      })
      .onConflictDoUpdate({
        target: [conversations.memberA, conversations.memberB],
        set: {
          lastMessageId: sql`case when ${newer} then excluded.last_message_id else ${conversations.lastMessageId} end`,
          lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
          ...unreadOnConflict(receiverIsA),
        },
      });
    return row;
  });
}

export function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  return db.query.messages.findFirst({ where: eq(messages.id, messageId) });
}

export interface Receipt {
  id: string;
  senderId: string;
}

/**
 * Marks what `senderId` sent to `receiverId` and nobody read yet as read (and delivered), and takes
 * as many off the receiver's unread count on their conversation row, in one statement.
 */
export async function markThreadRead(db: Db, receiverId: string, senderId: string, at: Date): Promise<Receipt[]> {
  const { count, latest } = UNREAD_SIDES[receiverId < senderId ? 'a' : 'b'];
  const column = (c: typeof count | typeof latest) => sql.identifier(c.name);
  const { rows } = await db.execute<{ id: string; sender_id: string }>(sql`
    with marked as (
      update ${messages} set read_at = ${at}, delivered_at = coalesce(delivered_at, ${at})
       where receiver_id = ${receiverId} and sender_id = ${senderId} and read_at is null
      returning id, sender_id
    ), counted as (
      update ${conversations} c
         set ${column(count)} = greatest(c.${column(count)} - r.n, 0),
             ${column(latest)} = case when c.${column(count)} > r.n then c.${column(latest)} end
        from (select count(*)::int as n from marked) r
       where r.n > 0 and c.member_a = ${pairLow(receiverId, senderId)} and c.member_b = ${pairHigh(receiverId, senderId)}
    )
    select id, sender_id from marked`);
  return rows.map((r) => ({ id: r.id, senderId: r.sender_id }));
}

/** Which undelivered messages to a member a device has just received; all of them when empty. */
export interface DeliveryFilter {
  /** A thread was fetched: that sender's messages. */
  senderId?: string;
  /** A stream event carried these. */
  messageIds?: string[];
}

/** Sets `deliveredAt` once on the messages `filter` names; returns what changed. */
export async function markDelivered(
  db: Executor,
  receiverId: string,
  at: Date,
  { senderId, messageIds }: DeliveryFilter = {},
): Promise<Receipt[]> {
  return db
    .update(messages)
    .set({ deliveredAt: at })
    .where(
      and(
        eq(messages.receiverId, receiverId),
        isNull(messages.deliveredAt),
        senderId ? eq(messages.senderId, senderId) : undefined,
        messageIds ? inArray(messages.id, messageIds) : undefined,
      ),
    )
    .returning({ id: messages.id, senderId: messages.senderId });
}

/**
 * Sets every conversation row's unread columns from the unread messages, as migration 0019 back-filled
 * them: for bulk loaders that write messages and conversations straight into the tables (the
 * benchmarks' seeds); rows with no unread messages keep their defaults.
 */
export async function countUnreadIntoConversations(db: Executor): Promise<void> {
  const unread = sql`(select receiver_id, sender_id, count(*)::int as n, max(created_at) as latest
                        from messages where read_at is null group by receiver_id, sender_id) u`;
  await db.execute(sql`update conversations c set unread_for_a = u.n, latest_unread_at_a = u.latest from ${unread}
                        where c.member_a = u.receiver_id and c.member_b = u.sender_id`);
  await db.execute(sql`update conversations c set unread_for_b = u.n, latest_unread_at_b = u.latest from ${unread}
                        where c.member_b = u.receiver_id and c.member_a = u.sender_id`);
}

/** Membership columns of several members at once (who may read what a stream event carries). */
export function findMembersMembership(db: Db, memberIds: string[]) {
  return db
    .select({ id: members.id, membershipTier: members.membershipTier, premiumUntil: members.premiumUntil })
    .from(members)
    .where(inArray(members.id, memberIds));
}
