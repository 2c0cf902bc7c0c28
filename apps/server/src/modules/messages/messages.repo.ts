import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import type { Db, Executor } from '../../platform/db/client.js';
import { epochMicros, olderThan } from '../../platform/db/keyset.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { blocks, conversations, interests, members, messages, sessions } from '../../platform/db/schema.js';
import { EVENTS_CHANNEL, notifyCall } from '../../platform/events/event-bus.js';
import type { JobArguments } from '../../platform/jobs/jobs.repo.js';
import { ADD_JOB_CALL_SQL } from '../../platform/jobs/jobs.repo.js';
import { COUNT_HIT_SQL } from '../../platform/rate-limiter.js';
import type { SessionRow } from '../auth/index.js';
import type { MemberRow } from '../members/member-row.js';
import type { MembershipFields } from '../membership/membership.js';

export type MessageRow = typeof messages.$inferSelect;

// pg may hand timestamps over as Date or as text, depending on the driver's type parsers.
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A member id: a value, a placeholder in a prepared statement, or a column of the statement. */
type IdParam = string | Placeholder | SQL;

const p = (name: string) => sql.placeholder(name);
const pairLow = (a: IdParam, b: IdParam) => sql`least(${a}::uuid, ${b}::uuid)`;
const pairHigh = (a: IdParam, b: IdParam) => sql`greatest(${a}::uuid, ${b}::uuid)`;
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

/** The `Relation` columns of a select, for `memberId` towards `otherId`. */
function relationColumns(memberId: IdParam, otherId: IdParam): SQL {
  return sql`
      exists (select 1 from ${interests} where ${interests.status} = 'accepted'
        and ((${interests.fromId} = ${memberId}::uuid and ${interests.toId} = ${otherId}::uuid)
          or (${interests.fromId} = ${otherId}::uuid and ${interests.toId} = ${memberId}::uuid))) as is_matched,
      exists (select 1 from ${conversations} where ${conversations.memberA} = ${pairLow(memberId, otherId)}
        and ${conversations.memberB} = ${pairHigh(memberId, otherId)}) as has_conversation,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId}::uuid and ${blocks.blockedId} = ${otherId}::uuid) as blocked_by_me,
      exists (select 1 from ${blocks} where ${blocks.blockerId} = ${otherId}::uuid and ${blocks.blockedId} = ${memberId}::uuid) as blocked_me`;
}

type RawRelation = { is_matched: boolean; has_conversation: boolean; blocked_by_me: boolean; blocked_me: boolean };

const toRelation = (row: RawRelation | undefined): Relation => ({
  isMatched: Boolean(row?.is_matched),
  hasConversation: Boolean(row?.has_conversation),
  blockedByMe: Boolean(row?.blocked_by_me),
  blockedMe: Boolean(row?.blocked_me),
});

/** Where two members stand, in one round trip: matched, talked before, blocked either way. */
export async function findRelation(db: Db, memberId: string, otherId: string): Promise<Relation> {
  const { rows } = await db.execute<RawRelation>(sql`select ${relationColumns(memberId, otherId)}`);
  return toRelation(rows[0]);
}

export interface SendContext {
  /** The session the token named, for `acceptSession` to judge. */
  session: SessionRow;
  senderMembership: MembershipFields;
  /** Undefined when there is no such member, or it is the sender. */
  other?: { accountStatus: string } & MembershipFields;
  relation: Relation;
}

type RawSendContext = {
  session_id: string;
  member_id: string;
  last_seen_at: Date | string;
  account_status: string;
  gender: string;
  locale: string | null;
  sender_tier: string;
  sender_until: Date | string | null;
  other_status: string | null;
  other_tier: string | null;
  other_until: Date | string | null;
  is_matched: boolean;
  has_conversation: boolean;
  blocked_by_me: boolean;
  blocked_me: boolean;
};

const membershipOf = (tier: string, until: Date | string | null): MembershipFields => ({
  membershipTier: tier as MembershipFields['membershipTier'],
  premiumUntil: toDate(until),
});

// The session is read as `find_active_session` reads it (auth.repo.ts): not revoked, with its member.
const sendContextStatement = preparedStatement<RawSendContext>(
  'find_send_context',
  sql`select ses.id as session_id, ses.member_id, ses.last_seen_at, s.account_status, s.gender, s.locale,
         s.membership_tier as sender_tier, s.premium_until as sender_until,
         o.account_status as other_status, o.membership_tier as other_tier, o.premium_until as other_until,
         ${relationColumns(sql`s.id`, p('otherId'))}
    from ${sessions} ses
    join ${members} s on s.id = ses.member_id
    left join ${members} o on o.id = ${p('otherId')}::uuid and o.id <> s.id
   where ses.id = ${p('sessionId')}::uuid and ses.revoked_at is null`,
);

/**
 * Everything deciding whether the member of `sessionId` may message `otherId`, in one round trip: the
 * session itself (the send route reads it here instead of in a statement of its own), both members'
 * memberships, the other's status and where the two stand. Undefined when the session is not live.
 */
export async function findSendContext(db: Db, sessionId: string, otherId: string): Promise<SendContext | undefined> {
  const [row] = await sendContextStatement(db, { sessionId, otherId });
  if (!row) return undefined;
  return {
    session: {
      sessionId: row.session_id,
      memberId: row.member_id,
      lastSeenAt: new Date(row.last_seen_at),
      accountStatus: row.account_status,
      gender: row.gender,
      locale: row.locale as SessionRow['locale'],
    },
    senderMembership: membershipOf(row.sender_tier, row.sender_until),
    other:
      row.other_status && row.other_tier
        ? { accountStatus: row.other_status, ...membershipOf(row.other_tier, row.other_until) }
        : undefined,
    relation: toRelation(row),
  };
}

export interface SendRequest {
  senderId: string;
  receiverId: string;
  content: string;
  receiverCanRead: boolean;
  /** `RateLimiter.countHit`'s values: the message is stored only within `limit`. */
  rateHit: Record<string, unknown>;
  limit: number;
  /** The unread-messages check queued with the message. */
  job: JobArguments;
}

export interface SendResult {
  hits: number;
  /** Undefined when the rate limit held the message back. */
  message?: MessageRow;
}

type RawSent = {
  hits: number;
  id: string | null;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date | string;
};

/** Whether the receiver is the conversation row's member_a (the lower id). */
const receiverIsA = sql`(${p('receiverId')}::uuid < ${p('senderId')}::uuid)`;

const announcedSql = sql`json_build_object('kind', 'sent', 'message', json_build_object(
    'id', msg.id, 'senderId', msg.sender_id, 'receiverId', msg.receiver_id, 'content', msg.content,
    'createdAt', msg.created_at, 'receiverCanRead', ${p('receiverCanRead')}::boolean,
    'receiverUnread', conv.receiver_unread))`;

const sendStatement = preparedStatement<RawSent>(
  'send_message',
  sql`with hit as (${COUNT_HIT_SQL}),
    msg as (
      insert into ${messages} (sender_id, receiver_id, content)
      select ${p('senderId')}::uuid, ${p('receiverId')}::uuid, ${p('content')}::text from hit where hit.hits <= ${p('limit')}::int
      returning id, sender_id, receiver_id, content, created_at
    ),
    -- As insertMessage: the receiver's side gains one unread (UNREAD_SIDES), and two messages
    -- committing out of order must not move the preview back (but both count as unread).
    conv as (
      insert into ${conversations} (member_a, member_b, last_message_id, last_message_at,
                                    unread_for_a, latest_unread_at_a, unread_for_b, latest_unread_at_b)
      select ${pairLow(p('senderId'), p('receiverId'))}, ${pairHigh(p('senderId'), p('receiverId'))}, msg.id, msg.created_at,
             case when ${receiverIsA} then 1 else 0 end, case when ${receiverIsA} then msg.created_at end,
             case when ${receiverIsA} then 0 else 1 end, case when ${receiverIsA} then null else msg.created_at end
        from msg
      on conflict (member_a, member_b) do update set
        last_message_id = case when ${conversations}.last_message_at <= excluded.last_message_at
                               then excluded.last_message_id else ${conversations}.last_message_id end,
        last_message_at = greatest(${conversations}.last_message_at, excluded.last_message_at),
        unread_for_a = ${conversations}.unread_for_a + excluded.unread_for_a,
        latest_unread_at_a = greatest(${conversations}.latest_unread_at_a, excluded.latest_unread_at_a),
        unread_for_b = ${conversations}.unread_for_b + excluded.unread_for_b,
        latest_unread_at_b = greatest(${conversations}.latest_unread_at_b, excluded.latest_unread_at_b)
      returning case when ${receiverIsA} then unread_for_a else unread_for_b end as receiver_unread
    ),
    job as (select ${ADD_JOB_CALL_SQL} from msg),
    notice as (select ${notifyCall(announcedSql)} from msg, conv)
    select hit.hits, msg.*, (select count(*) from job) as jobs, (select count(*) from notice) as notices
      from hit left join msg on true`,
);

/**
 * The whole send in one statement (one implicit transaction): counts the rate-limit hit and, within
 * the limit, stores the message, moves its conversation to the top, queues the unread check and
 * announces it on the event bus with what every stream needs (`AnnouncedMessage`).
 */
export async function sendAndAnnounce(db: Db, r: SendRequest): Promise<SendResult> {
  const [row] = await sendStatement(db, {
    ...r.rateHit,
    ...r.job,
    senderId: r.senderId,
    receiverId: r.receiverId,
    content: r.content,
    limit: r.limit,
    receiverCanRead: r.receiverCanRead,
  });
  if (!row) throw new Error('the send statement returned nothing');
  if (!row.id) return { hits: row.hits };
  return {
    hits: row.hits,
    message: {
      id: row.id,
      senderId: row.sender_id,
      receiverId: row.receiver_id,
      content: row.content,
      createdAt: new Date(row.created_at),
      deliveredAt: null,
      readAt: null,
    },
  };
}

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
  nameDisplay: MemberRow['nameDisplay'];
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
  name_display: MemberRow['nameDisplay'];
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
    nameDisplay: r.name_display,
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
  // The viewer's conversations are read once, by either member column: looking each one up again by
  // its pair for every partner went through the member_b index (the planner's pick) and read dozens of
  // other members' conversations per partner (3 of 4.7 ms at 200 conversations).
  const { rows } = await db.execute<RawInboxRow & ViewerColumns>(sql`
    with convs as (
      select case when c.member_a = ${me} then c.member_b else c.member_a end as other_id,
             c.created_at, c.last_message_at, c.last_message_id,
             case when c.member_a = ${me} then c.unread_for_a else c.unread_for_b end as unread_count,
             case when c.member_a = ${me} then c.latest_unread_at_a else c.latest_unread_at_b end as latest_unread_at
        from conversations c
       where c.member_a = ${me} or c.member_b = ${me}
    ), partners as (
      select case when i.from_id = ${me} then i.to_id else i.from_id end as other_id,
             coalesce(i.responded_at, i.created_at) as matched_at
        from interests i
       where i.status = 'accepted' and (i.from_id = ${me} or i.to_id = ${me})
      union all
      select other_id, created_at from convs
    ), pairs as (
      select other_id, min(matched_at) as matched_at from partners group by other_id
    )
    select m.id as other_id, m.full_name, m.name_display, m.photo_id, m.photo_version, m.photo_blurred, m.account_status,
           m.email_verified, m.phone_verified, m.is_verified, m.photo_verified,
           coalesce(c.last_message_at, p.matched_at) as last_activity_at,
           lm.id as lm_id, lm.sender_id as lm_sender_id, lm.receiver_id as lm_receiver_id,
           lm.content as lm_content, lm.created_at as lm_created_at,
           coalesce(c.unread_count, 0) as unread_count,
           c.latest_unread_at,
           exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = m.id) as blocked_by_me,
           exists (select 1 from blocks b where b.blocker_id = m.id and b.blocked_id = ${me}) as blocked_me,
           v.membership_tier as viewer_membership_tier, v.premium_until as viewer_premium_until,
           exists (select 1 from messages x where x.receiver_id = ${me} and x.delivered_at is null) as has_undelivered
      from pairs p
      join members m on m.id = p.other_id
      cross join (select membership_tier, premium_until from members where id = ${me}) v
      left join convs c on c.other_id = m.id
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
