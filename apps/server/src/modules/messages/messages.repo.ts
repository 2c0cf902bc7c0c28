import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { epochMicros, olderThan } from '../../db/keyset.js';
import { blocks, conversations, interests, members, messages } from '../../db/schema.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { MemberRow } from '../members/member-row.js';

export type MessageRow = typeof messages.$inferSelect;

const pairLow = (a: string, b: string) => sql`least(${a}::uuid, ${b}::uuid)`;
const pairHigh = (a: string, b: string) => sql`greatest(${a}::uuid, ${b}::uuid)`;
const samePair = (a: string, b: string) =>
  and(
    sql`least(${messages.senderId}, ${messages.receiverId}) = ${pairLow(a, b)}`,
    sql`greatest(${messages.senderId}, ${messages.receiverId}) = ${pairHigh(a, b)}`,
  );

export interface Relation {
  isMatched: boolean;
  hasConversation: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** Where two members stand, in one round trip: matched, talked before, blocked either way. */
export async function findRelation(db: Db, memberId: string, otherId: string): Promise<Relation> {
  const [row] = await db
    .execute<{
      is_matched: boolean;
      has_conversation: boolean;
      blocked_by_me: boolean;
      blocked_me: boolean;
    }>(sql`select
      exists (select 1 from ${interests} where ${interests.status} = 'accepted'
        and ((${interests.fromId} = ${memberId} and ${interests.toId} = ${otherId})
          or (${interests.fromId} = ${otherId} and ${interests.toId} = ${memberId}))) as is_matched,
      exists (select 1 from ${conversations} where ${conversations.memberA} = ${pairLow(memberId, otherId)}
        and ${conversations.memberB} = ${pairHigh(memberId, otherId)}) as has_conversation,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${otherId}) as blocked_by_me,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${otherId} and ${blocks.blockedId} = ${memberId}) as blocked_me`)
    .then((r) => r.rows);
  return {
    isMatched: Boolean(row?.is_matched),
    hasConversation: Boolean(row?.has_conversation),
    blockedByMe: Boolean(row?.blocked_by_me),
    blockedMe: Boolean(row?.blocked_me),
  };
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
  db: Db,
  senderId: string,
  receiverId: string,
  content: string,
  { createdAt, withMessage }: { createdAt?: Date; withMessage?: (tx: Tx) => Promise<void> } = {},
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
    await withMessage?.(tx);
    return row;
  });
}

export function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  return db.query.messages.findFirst({ where: eq(messages.id, messageId) });
}

export interface ThreadPageRow {
  message: MessageRow;
  createdAtMicros: string;
}

/** Newest first, `limit` rows after `before` (keyset on created_at, id: one index range scan). */
export function listThreadPage(
  db: Db,
  memberId: string,
  otherId: string,
  before: KeysetPosition | null,
  limit: number,
): Promise<ThreadPageRow[]> {
  return db
    .select({ message: messages, createdAtMicros: epochMicros(messages.createdAt) })
    .from(messages)
    .where(and(samePair(memberId, otherId), olderThan(messages.createdAt, messages.id, before)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
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

export interface InboxRow {
  otherId: string;
  fullName: string;
  photoId: string | null;
  photoVersion: number;
  photoBlurred: boolean;
  accountStatus: string;
  /** What the other member's trust checks are read from (members/member-mapper.ts `trustOf`). */
  checks: Pick<MemberRow, 'emailVerified' | 'phoneVerified' | 'isVerified' | 'photoVerified'>;
  lastActivityAt: Date;
  lastMessage: Pick<MessageRow, 'id' | 'senderId' | 'receiverId' | 'content' | 'createdAt'> | null;
  unreadCount: number;
  latestUnreadAt: Date | null;
  blockedByMe: boolean;
  blockedMe: boolean;
}

type RawInboxRow = {
  other_id: string;
  full_name: string;
  photo_id: string | null;
  photo_version: number;
  photo_blurred: boolean;
  account_status: string;
  email_verified: boolean;
  phone_verified: boolean;
  is_verified: boolean;
  photo_verified: boolean;
  last_activity_at: Date | string;
  lm_id: string | null;
  lm_sender_id: string | null;
  lm_receiver_id: string | null;
  lm_content: string | null;
  lm_created_at: Date | string | null;
  unread_count: number;
  latest_unread_at: Date | string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
};

type ViewerColumns = {
  viewer_membership_tier: MemberRow['membershipTier'];
  viewer_premium_until: Date | string | null;
  has_undelivered: boolean;
};

// pg may hand timestamps over as Date or as text, depending on the driver's type parsers.
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toInboxRow(r: RawInboxRow): InboxRow {
  const lastMessage =
    r.lm_id && r.lm_sender_id && r.lm_receiver_id && r.lm_content !== null && r.lm_created_at
      ? {
          id: r.lm_id,
          senderId: r.lm_sender_id,
          receiverId: r.lm_receiver_id,
          content: r.lm_content,
          createdAt: new Date(r.lm_created_at),
        }
      : null;
  return {
    otherId: r.other_id,
    fullName: r.full_name,
    photoId: r.photo_id,
    photoVersion: r.photo_version,
    photoBlurred: r.photo_blurred,
    accountStatus: r.account_status,
    checks: {
      emailVerified: r.email_verified,
      phoneVerified: r.phone_verified,
      isVerified: r.is_verified,
      photoVerified: r.photo_verified,
    },
    lastActivityAt: new Date(r.last_activity_at),
    lastMessage,
    unreadCount: Number(r.unread_count),
    latestUnreadAt: toDate(r.latest_unread_at),
    blockedByMe: r.blocked_by_me,
    blockedMe: r.blocked_me,
  };
}

export interface Inbox {
  rows: InboxRow[];
  /** The viewer's membership, which decides whether received messages show (null: no conversations). */
  viewer: Pick<MemberRow, 'membershipTier' | 'premiumUntil'> | null;
  /** Whether messages to the viewer wait to be marked delivered (then the caller marks them). */
  hasUndelivered: boolean;
}

/**
 * Every conversation of a member in one query: each match (accepted interest either way) and each
 * member they have exchanged messages with, unless that account was deleted; with the last message, the
 * unread count (kept on the conversation row) and the blocks either way; newest activity first. The
 * viewer's membership and whether anything waits to be delivered come along on every row (computed
 * once), so the inbox needs no other query before it is rendered.
 */
export async function listInbox(db: Db, memberId: string): Promise<Inbox> {
  const me = sql`${memberId}::uuid`;
  const { rows } = await db.execute<RawInboxRow & ViewerColumns>(sql`
    with partners as (
      select case when i.from_id = ${me} then i.to_id else i.from_id end as other_id,
             coalesce(i.responded_at, i.created_at) as matched_at
        from interests i
       where i.status = 'accepted' and (i.from_id = ${me} or i.to_id = ${me})
      union all
      select case when c.member_a = ${me} then c.member_b else c.member_a end, c.created_at
        from conversations c
       where c.member_a = ${me} or c.member_b = ${me}
    ), pairs as (
      select other_id, min(matched_at) as matched_at from partners group by other_id
    )
    select m.id as other_id, m.full_name, m.photo_id, m.photo_version, m.photo_blurred, m.account_status,
           m.email_verified, m.phone_verified, m.is_verified, m.photo_verified,
           coalesce(c.last_message_at, p.matched_at) as last_activity_at,
           lm.id as lm_id, lm.sender_id as lm_sender_id, lm.receiver_id as lm_receiver_id,
           lm.content as lm_content, lm.created_at as lm_created_at,
           case when c.member_a = ${me} then c.unread_for_a else coalesce(c.unread_for_b, 0) end as unread_count,
           case when c.member_a = ${me} then c.latest_unread_at_a else c.latest_unread_at_b end as latest_unread_at,
           exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = m.id) as blocked_by_me,
           exists (select 1 from blocks b where b.blocker_id = m.id and b.blocked_id = ${me}) as blocked_me,
           v.membership_tier as viewer_membership_tier, v.premium_until as viewer_premium_until,
           exists (select 1 from messages x where x.receiver_id = ${me} and x.delivered_at is null) as has_undelivered
      from pairs p
      join members m on m.id = p.other_id
      cross join (select membership_tier, premium_until from members where id = ${me}) v
      left join conversations c on c.member_a = least(${me}, m.id) and c.member_b = greatest(${me}, m.id)
      left join messages lm on lm.id = c.last_message_id
     -- The partners' ids as an array: members is read by its primary key, never scanned whole.
     where m.id = any (array(select other_id from pairs)) and m.account_status <> 'deleted'
     order by last_activity_at desc, m.id`);
  const first = rows[0];
  return {
    rows: rows.map(toInboxRow),
    viewer: first
      ? { membershipTier: first.viewer_membership_tier, premiumUntil: toDate(first.viewer_premium_until) }
      : null,
    hasUndelivered: Boolean(first?.has_undelivered),
  };
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
