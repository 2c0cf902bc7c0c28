import { firstMessageNeedsVerification } from '@mithaq/contracts/contact-privacy-rules';
import {
  type ConversationSummary,
  type InboxResponse,
  isMessageTextLocked,
  type Message,
  type ThreadResponse,
} from '@mithaq/contracts/messaging';
import { MESSAGES_PER_MINUTE, MESSAGING_MESSAGES, THREAD_PAGE_SIZE } from '@mithaq/contracts/messaging-constants';
import { nameSeenBy } from '@mithaq/contracts/names';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { type AnnouncedMessage, stamped } from '../../platform/events/event-bus.js';
import { acceptSession, refuseSession } from '../auth/auth.service.js';
import { thumbUrlsFor } from '../media/photo-access.js';
import { findMemberById } from '../members/index.js';
import { trustOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { namesSeenBy } from '../members/shown-name.js';
import { isPremium } from '../membership/membership.js';
import { unreadMessagesCheckArguments } from '../notifications/unread-messages.js';
import * as safety from '../safety/index.js';
import { describeChaperone } from './chaperone.js';
import { firstMessageRule, refusedSend } from './first-message.js';
import { listInbox } from './inbox.repo.js';
import {
  type DeliveryFilter,
  findMembersMembership,
  findMessage,
  insertMessage,
  type MessageRow,
  markDelivered,
  markDeliveredAndAnnounce,
  markThreadRead,
  type Receipt,
} from './messages.repo.js';
import { findRelation, type Relation } from './relation.repo.js';
import { findSendContext, sendAndAnnounce } from './send.repo.js';
import { decideCanSend } from './send-rules.js';
import { listThreadPage } from './thread.repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A message as `viewerId` may see it: a free member's received messages go out with no content at
 * all, so nothing but the fact of a message reaches them (spec section 6).
 */
export function toMessage(row: MessageRow, viewerId: string, viewerCanRead: boolean): Message {
  const locked = isMessageTextLocked(row, viewerId, viewerCanRead);
  return {
    _id: row.id,
    sender: row.senderId,
    receiver: row.receiverId,
    content: locked ? null : row.content,
    locked,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    readBy: row.readAt ? [row.receiverId] : [],
  };
}

async function loadViewer(ctx: AppContext, viewerId: string): Promise<MemberRow> {
  const viewer = await findMemberById(ctx.db, viewerId);
  if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGING_MESSAGES.signInAgain);
  return viewer;
}

/** Tells each sender, live, that their messages reached or were read by the receiver (ticks). */
async function publishReceipts(ctx: AppContext, receipts: Receipt[]): Promise<void> {
  const latestBySender = new Map<string, string>();
  for (const r of receipts) latestBySender.set(r.senderId, r.id);
  // One round trip however many senders (an inbox with 200 conversations was 150 NOTIFYs).
  await ctx.events.publishMany(
    [...latestBySender].map(([senderId, messageId]) => ({ kind: 'message', messageId, memberIds: [senderId] })),
  );
}

/** The receiver's device has these messages now: `deliveredAt` is set once, and senders hear of it. */
export async function acknowledgeDelivery(
  ctx: AppContext,
  receiverId: string,
  filter: DeliveryFilter = {},
): Promise<void> {
  const receipts = await markDelivered(ctx.db, receiverId, new Date(), filter);
  if (receipts.length > 0) await publishReceipts(ctx, receipts);
}

/** `acknowledgeDelivery` of one announced message: marked once and announced to its sender, one statement. */
export async function acknowledgeAnnouncedDelivery(ctx: AppContext, message: AnnouncedMessage): Promise<void> {
  const at = new Date();
  const receipt = stamped({ kind: 'delivered', message, deliveredAt: at.toISOString() });
  await markDeliveredAndAnnounce(ctx.db, message.receiverId, message.id, at, receipt);
}

/** Spec section 3 "Conversation summary" for every conversation, plus the badge total. */
export async function getInbox(ctx: AppContext, viewerId: string): Promise<InboxResponse> {
  const { rows, viewer, hasUndelivered } = await listInbox(ctx.db, viewerId);
  const canRead = viewer !== null && isPremium(viewer, new Date());
  // A conversation can outlive the match (docs/decisions/0054-short-names.md): names go through the rule.
  const nameOf = await namesSeenBy(
    ctx.db,
    viewerId,
    rows.map((r) => ({ id: r.otherId, fullName: r.fullName, nameDisplay: r.nameDisplay })),
  );
  const photos = await thumbUrlsFor(
    ctx,
    viewerId,
    rows.map((r) => ({
      id: r.otherId,
      photoId: r.photoId,
      photoVersion: r.photoVersion,
      photoBlurred: r.photoBlurred,
      accountStatus: r.accountStatus,
    })),
  );
  const conversations = rows.map((r): ConversationSummary => {
    const available = r.accountStatus === 'active';
    // A deactivated member is hidden (spec: 'Member'): no name, photo or words of theirs.
    const last = available ? r.lastMessage : null;
    const locked = Boolean(last && isMessageTextLocked(last, viewerId, canRead));
    return {
      user: {
        _id: r.otherId,
        fullName: available ? nameOf({ id: r.otherId, fullName: r.fullName, nameDisplay: r.nameDisplay }) : null,
        photoUrl: available ? (photos.get(r.otherId) ?? null) : null,
        trust: available ? trustOf(r.checks) : NO_TRUST,
      },
      lastMessage: last
        ? {
            _id: last.id,
            content: locked ? null : last.content,
            locked,
            sender: last.senderId,
            createdAt: last.createdAt.toISOString(),
          }
        : null,
      // Nothing of a hidden member's waits to be read: it would hold the badge up for good.
      unreadMessages: available && r.unreadCount > 0,
      unreadCount: available ? r.unreadCount : 0,
      latestUnreadAt: available ? iso(r.latestUnreadAt) : null,
      blockedByMe: r.blockedByMe,
      blockedMe: r.blockedMe,
      lastActivityAt: r.lastActivityAt.toISOString(),
      available,
    };
  });
  if (hasUndelivered) await acknowledgeDelivery(ctx, viewerId);
  return { conversations, unreadCount: conversations.reduce((n, c) => n + c.unreadCount, 0) };
}

/**
 * The other member of a conversation the viewer may open: active, and matched with the viewer or
 * talked with before. Anything else (unknown, inactive, never matched, oneself) is the same 404,
 * so ids cannot be probed.
 */
async function findConversationPartner(ctx: AppContext, viewerId: string, otherId: string) {
  const other = otherId === viewerId ? undefined : await findMemberById(ctx.db, otherId);
  if (other?.accountStatus !== 'active') throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  const relation = await findRelation(ctx.db, viewerId, otherId);
  if (!relation.isMatched && !relation.hasConversation) {
    throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  }
  return { other, relation };
}

async function sendDecision(ctx: AppContext, viewerId: string, other: MemberRow, relation: Relation, now: Date) {
  const viewer = await loadViewer(ctx, viewerId);
  const premium = isPremium(viewer, now);
  const decision = decideCanSend({
    senderIsPremium: premium,
    receiverIsActive: other.accountStatus === 'active',
    isMatched: relation.isMatched,
    blockedByMe: relation.blockedByMe,
    blockedMe: relation.blockedMe,
    firstMessageNeedsVerification: !relation.hasConversation && firstMessageNeedsVerification(viewer, other),
  });
  return { viewer, premium, decision };
}

/**
 * Opening a thread reads it: the other member's messages to the viewer turn read, but only when the
 * viewer may read them. A free member opening a locked thread only receives them (delivered).
 */
async function acknowledgeThread(ctx: AppContext, viewerId: string, otherId: string, canRead: boolean, now: Date) {
  if (!canRead) return acknowledgeDelivery(ctx, viewerId, { senderId: otherId });
  const receipts = await markThreadRead(ctx.db, viewerId, otherId, now);
  if (receipts.length === 0) return;
  await Promise.all([
    publishReceipts(ctx, receipts),
    // The viewer's other tabs drop the unread badge.
    ctx.events.publish({
      kind: 'conversation',
      memberId: viewerId,
      change: { userId: otherId, unreadCount: 0, latestUnreadAt: null },
    }),
  ]);
}

export async function getThread(
  ctx: AppContext,
  viewerId: string,
  otherId: string,
  beforeCursor: string | undefined,
): Promise<ThreadResponse> {
  const before = beforeCursor ? decodeKeysetCursor(beforeCursor) : null;
  if (beforeCursor && !before) throw new AppError('BAD_REQUEST', MESSAGING_MESSAGES.invalidCursor);
  const now = new Date();
  const { other, relation } = await findConversationPartner(ctx, viewerId, otherId);
  const { viewer, premium, decision } = await sendDecision(ctx, viewerId, other, relation, now);
  if (!before) await acknowledgeThread(ctx, viewerId, otherId, premium, now);
  const [rows, photos, chaperone, held] = await Promise.all([
    listThreadPage(ctx.db, viewerId, otherId, before, THREAD_PAGE_SIZE + 1),
    thumbUrlsFor(ctx, viewerId, [other]),
    describeChaperone(ctx, viewerId, other),
    heldPart(ctx, viewer, otherId),
  ]);
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const oldest = page[page.length - 1];
  return {
    otherUser: {
      _id: other.id,
      fullName: nameSeenBy(other, { isSelf: false, isMatched: relation.isMatched, isStaff: false }),
      photoUrl: photos.get(other.id) ?? null,
      trust: trustOf(other),
      city: other.city,
      profession: other.profession,
    },
    messages: page.reverse().map((r) => toMessage(r.message, viewerId, premium)),
    olderCursor:
      rows.length > THREAD_PAGE_SIZE && oldest ? encodeKeysetCursor(oldest.createdAtMicros, oldest.message.id) : null,
    canSend: decision.canSend,
    cannotSendReason: decision.reason,
    blockedByMe: relation.blockedByMe,
    blockedMe: relation.blockedMe,
    canRead: premium,
    ...chaperone,
    ...held,
  };
}

/**
 * Spec section 4 "Send": two statements after the session's (docs/decisions/0035-the-message-send-path.md): one reads
 * what decides, one counts the rate limit and, within it, stores, queues and announces the message. A message that
 * starts a conversation also counts against the sender's first messages of the day, in that same statement
 * (docs/decisions/0066-catching-scammers-early.md).
 */
export async function sendMessage(
  ctx: AppContext,
  sessionId: string,
  receiverId: string,
  content: string,
  onAccepted: (sender: AuthenticatedMember) => void,
): Promise<Message> {
  const now = new Date();
  // The sender's session is read with everything else the send decides on, and judged as every
  // member request's is (docs/decisions/0035-the-message-send-path.md); `onAccepted` hands the sender
  // to the route as soon as it is, so a refusal below is written in their language.
  const context = await findSendContext(ctx.db, sessionId, receiverId);
  if (!context) refuseSession();
  const sender = await acceptSession(ctx, context.session);
  onAccepted(sender);
  const senderId = sender.memberId;
  const { other, relation } = context;
  // As `findConversationPartner`: unknown, inactive, never matched or oneself are the same 404.
  if (other?.accountStatus !== 'active' || (!relation.isMatched && !relation.hasConversation)) {
    throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  }
  const isFirst = !relation.hasConversation;
  const decision = decideCanSend({
    senderIsPremium: isPremium(context.senderMembership, now),
    receiverIsActive: true,
    isMatched: relation.isMatched,
    blockedByMe: relation.blockedByMe,
    blockedMe: relation.blockedMe,
    firstMessageNeedsVerification: isFirst && firstMessageNeedsVerification(context.senderLimits, other),
  });
  if (!decision.canSend) throw refusedSend(decision);
  const openerPrint = isFirst ? await safety.checkOpener(ctx.db, { senderId, receiverId, content }) : null;
  const rule = { limit: MESSAGES_PER_MINUTE, windowSeconds: 60, message: MESSAGING_MESSAGES.tooFast };
  if (context.senderRestricted) {
    await ctx.rateLimiter.hit(`messages:${senderId}`, rule);
    return holdForReview(ctx, { senderId, receiverId, content }, openerPrint);
  }
  const first = isFirst ? firstMessageRule(senderId, context.senderLimits, new Date(ctx.clock())) : null;
  const counted = ctx.rateLimiter.countHit(`messages:${senderId}`, rule);
  const sent = await sendAndAnnounce(ctx.db, {
    senderId,
    receiverId,
    content,
    receiverCanRead: isPremium(other, now),
    rateHit: counted.values,
    limit: rule.limit,
    job: unreadMessagesCheckArguments(ctx, receiverId, senderId),
    firstMessage: first?.count ?? null,
  });
  counted.check(sent.hits);
  if (sent.isFirstMessageRefused && first) throw first.refuse();
  if (!sent.message) throw new Error('a message within the rate limit was not stored');
  const stored = sent.message;
  safety.recordSentMessage(ctx, { senderId, receiverId, content, at: new Date(ctx.clock()) }, openerPrint);
  return toMessage(stored, senderId, true);
}

/** A held message as its sender sees it: theirs, not delivered, marked held. */
function toHeldMessage(row: safety.HeldMessageRow): Message {
  return {
    _id: row.id,
    sender: row.senderId,
    receiver: row.receiverId,
    content: row.content,
    locked: false,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: null,
    readAt: null,
    readBy: [],
    held: true,
  };
}

/**
 * A restricted member's message (docs/decisions/0067-risk-record.md "Restrict"): kept for staff, on the
 * sender's record as any message, and shown to nobody but the sender until staff release it.
 */
async function holdForReview(
  ctx: AppContext,
  message: { senderId: string; receiverId: string; content: string },
  openerPrint: bigint | null,
): Promise<Message> {
  const row = await safety.holdMessage(ctx.db, message);
  safety.recordSentMessage(ctx, { ...message, at: new Date(ctx.clock()) }, openerPrint);
  return toHeldMessage(row);
}

/** The viewer's own held messages to `otherId`, while staff review the viewer. */
async function heldPart(ctx: AppContext, viewer: MemberRow, otherId: string) {
  if (!viewer.restrictedAt) return {};
  const rows = await safety.listHeldMessages(ctx.db, viewer.id, otherId);
  return { underReview: true, heldMessages: rows.map(toHeldMessage) };
}

/**
 * Delivers what staff released of a restricted member (docs/decisions/0067-risk-record.md "Release"): each
 * message as sent now, with its conversation, live event and unread notice as any message. A conversation
 * the receiver has since closed (a block either way, an inactive account) gets nothing.
 */
export async function deliverReleasedMessages(ctx: AppContext, rows: safety.HeldMessageRow[]): Promise<number> {
  let delivered = 0;
  for (const row of rows) {
    const relation = await findRelation(ctx.db, row.senderId, row.receiverId);
    const receiver = await findMemberById(ctx.db, row.receiverId);
    if (relation.blockedByMe || relation.blockedMe || receiver?.accountStatus !== 'active') continue;
    const stored = await insertMessage(ctx.db, row.senderId, row.receiverId, row.content);
    await ctx.events.publish({ kind: 'message', messageId: stored.id, memberIds: [row.receiverId, row.senderId] });
    await ctx.jobs.enqueueUnreadMessagesCheck(row.receiverId, row.senderId);
    delivered++;
  }
  return delivered;
}

/**
 * One message as each of `viewerIds` may see it, for stream events: one query for the message and
 * one for the viewers' memberships, however many viewers.
 */
export async function renderMessageFor(
  ctx: AppContext,
  messageId: string,
  viewerIds: string[],
): Promise<Map<string, { userId: string; message: Message }>> {
  const out = new Map<string, { userId: string; message: Message }>();
  const row = await findMessage(ctx.db, messageId);
  if (!row) return out;
  const parties = viewerIds.filter((id) => id === row.senderId || id === row.receiverId);
  if (parties.length === 0) return out;
  const now = new Date();
  const viewers = await findMembersMembership(ctx.db, parties);
  for (const viewer of viewers) {
    const userId = viewer.id === row.senderId ? row.receiverId : row.senderId;
    out.set(viewer.id, { userId, message: toMessage(row, viewer.id, isPremium(viewer, now)) });
  }
  return out;
}
