import type { MemberTimeZone } from '@mithaq/contracts/time-zone-change';
import type { VerificationFlags } from '@mithaq/contracts/trust-tier';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { conversations, members, messages, rateLimitHits, sessions } from '../../platform/db/schema.js';
import { notifyCall } from '../../platform/events/event-bus.js';
import type { JobArguments } from '../../platform/jobs/jobs.repo.js';
import { ADD_JOB_CALL_SQL } from '../../platform/jobs/jobs.repo.js';
import { COUNT_HIT_SQL } from '../../platform/rate-limiter.js';
import type { SessionRow } from '../auth/index.js';
import type { MembershipFields, PlanFields } from '../membership/membership.js';
import type { MessageRow } from './messages.repo.js';
import { p, pairHigh, pairLow, type Relation, relationColumns, toDate, toRelation } from './relation.repo.js';

export interface SendContext {
  /** The session the token named, for `acceptSession` to judge. */
  session: SessionRow;
  senderMembership: MembershipFields;
  /** What the day's first-message limit and the receiver's contact privacy read of the sender. */
  senderLimits: PlanFields & VerificationFlags & MemberTimeZone;
  /** Staff hold the sender's messages for review (docs/decisions/0067-risk-record.md "Restrict"). */
  senderRestricted: boolean;
  /** Undefined when there is no such member, or it is the sender. */
  other?: { accountStatus: string; messagesFromVerifiedOnly: boolean } & MembershipFields;
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
  sender_plan: string;
  phone_verified: boolean;
  is_verified: boolean;
  photo_verified: boolean;
  sender_restricted: boolean;
  time_zone: string;
  previous_time_zone: string | null;
  time_zone_changes_at: Date | string | null;
  other_status: string | null;
  other_verified_only: boolean | null;
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
         s.membership_tier as sender_tier, s.premium_until as sender_until, s.plan_id as sender_plan,
         s.phone_verified, s.is_verified, s.photo_verified, s.restricted_at is not null as sender_restricted,
         s.time_zone, s.previous_time_zone, s.time_zone_changes_at,
         o.account_status as other_status, o.membership_tier as other_tier, o.premium_until as other_until,
         o.messages_from_verified_only as other_verified_only,
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
    senderRestricted: row.sender_restricted,
    senderLimits: {
      ...membershipOf(row.sender_tier, row.sender_until),
      planId: row.sender_plan,
      phoneVerified: row.phone_verified,
      isVerified: row.is_verified,
      photoVerified: row.photo_verified,
      timeZone: row.time_zone,
      previousTimeZone: row.previous_time_zone,
      timeZoneChangesAt: toDate(row.time_zone_changes_at),
    },
    other:
      row.other_status && row.other_tier
        ? {
            accountStatus: row.other_status,
            messagesFromVerifiedOnly: Boolean(row.other_verified_only),
            ...membershipOf(row.other_tier, row.other_until),
          }
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
  /** A message that starts a conversation, counted against the sender's day; null for any other. */
  firstMessage: FirstMessageCount | null;
}

/**
 * The day's count of conversations a member started (docs/decisions/0066-catching-scammers-early.md):
 * a counter row of `rate_limit_hits` for the member's own day, raised in the send's statement only
 * while under `limit`. Its upsert locks the row, so concurrent first messages queue one behind another
 * and cannot pass the limit together.
 */
export interface FirstMessageCount {
  key: string;
  /** Midnight starting the member's day, in their time zone. */
  dayStart: Date;
  limit: number;
}

export interface SendResult {
  hits: number;
  /** Undefined when the rate limit or the first-message limit held the message back. */
  message?: MessageRow;
  /** The first-message counter held it back (the rate limit did not). */
  isFirstMessageRefused: boolean;
}

type RawSent = {
  hits: number;
  first_counted: string | number;
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
    first as (
      insert into ${rateLimitHits} (key, window_start, hits, last_hit_at)
      select ${p('firstKey')}, ${p('firstDayStart')}::timestamptz, 1, ${p('rateNow')}::timestamptz
        from hit where hit.hits <= ${p('limit')}::int and ${p('isFirst')}::boolean
      on conflict (key, window_start) do update
        set hits = ${rateLimitHits}.hits + 1, last_hit_at = excluded.last_hit_at
        where ${rateLimitHits}.hits < ${p('firstLimit')}::int
      returning hits
    ),
    msg as (
      insert into ${messages} (sender_id, receiver_id, content)
      select ${p('senderId')}::uuid, ${p('receiverId')}::uuid, ${p('content')}::text from hit
       where hit.hits <= ${p('limit')}::int and (not ${p('isFirst')}::boolean or exists (select 1 from first))
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
    select hit.hits, msg.*, (select count(*) from first) as first_counted,
           (select count(*) from job) as jobs, (select count(*) from notice) as notices
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
    isFirst: r.firstMessage !== null,
    firstKey: r.firstMessage?.key ?? '',
    firstDayStart: r.firstMessage?.dayStart ?? new Date(0),
    firstLimit: r.firstMessage?.limit ?? 0,
  });
  if (!row) throw new Error('the send statement returned nothing');
  const isFirstMessageRefused = r.firstMessage !== null && Number(row.first_counted) === 0;
  if (!row.id) return { hits: row.hits, isFirstMessageRefused };
  return {
    hits: row.hits,
    isFirstMessageRefused,
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
