import { CONTACT_PRIVACY_MESSAGES, interestNeedsVerification } from '@mithaq/contracts/contact-privacy-rules';
import {
  INTEREST_MESSAGES,
  type InterestProfile,
  type InterestsResponse,
  type SendInterestResponse,
} from '@mithaq/contracts/interests';
import { MESSAGES } from '@mithaq/contracts/messages';
import { nameSeenBy } from '@mithaq/contracts/names';
import {
  checkQuota,
  quotaExceededMessage,
  quotaWindows,
  remainingQuota,
  unverifiedQuotaMessage,
} from '@mithaq/contracts/quota';
import { zoneInForce } from '@mithaq/contracts/time-zone-change';
import { limitTierOf } from '@mithaq/contracts/trust-tier';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { photoUrlsFor } from '../media/photo-access.js';
import { toPublicProfile, withFields } from '../members/member-mapper.js';
import { effectivePlan } from '../membership/membership.js';
import { notify } from '../notifications/notifications.service.js';
import * as safety from '../safety/index.js';
import { interestConflict, isOppositeGender } from './interest-rules.js';
import * as repo from './interests.repo.js';

/** Spec section 3 "Interests response": received and sent are pending; accepted is either way. */
export async function listInterests(ctx: AppContext, memberId: string): Promise<InterestsResponse> {
  const [delivered, held] = await Promise.all([
    repo.listInterestsWithMembers(ctx.db, memberId),
    repo.listHeldInterestsWithMembers(ctx.db, memberId),
  ]);
  const rows = [...held, ...delivered];
  const urls = await photoUrlsFor(
    ctx,
    memberId,
    rows.map((r) => r.member),
  );
  // An accepted interest is a match, who sees the full name (docs/decisions/0054-short-names.md).
  const nameInList = (interest: repo.InterestWithMember['interest'], member: repo.InterestWithMember['member']) =>
    nameSeenBy(member, { isSelf: false, isMatched: interest.status === 'accepted', isStaff: false });
  const toItem = ({ interest, member }: repo.InterestWithMember): InterestProfile =>
    withFields(toPublicProfile(member, urls.get(member.id) ?? null, nameInList(interest, member)), {
      interestId: interest.id,
      interestAt: (interest.respondedAt ?? interest.createdAt).toISOString(),
    });
  const pending = rows.filter((r) => r.interest.status === 'pending');
  return {
    received: pending.filter((r) => r.interest.toId === memberId).map(toItem),
    sent: pending.filter((r) => r.interest.fromId === memberId).map(toItem),
    accepted: rows.filter((r) => r.interest.status === 'accepted').map(toItem),
  };
}

/**
 * Spec section 9 quotas, per plan, in days and months of the sender's own time zone
 * (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone"), the zone in force: a change counts from
 * their next day (docs/decisions/0047-time-zone-changes-and-limits.md). A sender with no verified phone, ID or selfie
 * has a lower daily limit, and a receiver may take interest only from members with a verified ID or selfie
 * (docs/decisions/0066-catching-scammers-early.md). One short transaction: the first statement
 * locks the sender and the pair and reads the target; the count and the insert follow under those locks, so concurrent
 * sends cannot overshoot the limit or cross each other (docs/decisions/0036-sending-interest-under-load.md).
 */
export async function sendInterest(ctx: AppContext, memberId: string, targetId: string): Promise<SendInterestResponse> {
  if (memberId === targetId) throw new AppError('BAD_REQUEST', INTEREST_MESSAGES.toSelf);
  const now = new Date(ctx.clock());
  return repo.runInTransaction(ctx.db, async (tx) => {
    const parties = await repo.lockSendParties(tx, memberId, targetId);
    if (!parties) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
    const { sender, target } = parties;
    if (!target) throw new AppError('NOT_FOUND', INTEREST_MESSAGES.memberNotFound);
    if (!isOppositeGender(sender.gender, target.gender))
      throw new AppError('BAD_REQUEST', INTEREST_MESSAGES.sameGender);
    const plan = effectivePlan(sender, now);
    const tier = limitTierOf(sender);
    const timeZone = zoneInForce(sender, now);
    const { between, usage } = await repo.findSendFacts(tx, memberId, targetId, quotaWindows(now, timeZone));
    const conflict = interestConflict(between, memberId);
    if (conflict) throw new AppError('CONFLICT', conflict);
    // After the pair's own state: an interest she sent him first is still his to accept.
    if (interestNeedsVerification(sender, target))
      throw new AppError('VERIFIED_MEMBERS_ONLY', CONTACT_PRIVACY_MESSAGES.interestVerifiedOnly);
    const quota = checkQuota(plan, usage, tier);
    if (!quota.allowed && quota.unverified) {
      throw new AppError('VERIFY_TO_SEND_MORE', unverifiedQuotaMessage(plan, quota.limit, { now, timeZone }));
    }
    if (!quota.allowed) {
      throw new AppError('RATE_LIMITED', quotaExceededMessage(plan, quota.period, quota.limit, { now, timeZone }));
    }
    if (sender.restrictedAt) return holdForReview(tx, memberId, targetId, remainingQuota(plan, usage, tier));
    const row = await repo.insertInterest(tx, memberId, targetId, now);
    if (!row) throw new AppError('CONFLICT', INTEREST_MESSAGES.alreadySent);
    // The interest's event leaves with the notification's, on commit: no statement after the transaction.
    const sent = { kind: 'interest', action: 'sent', fromId: memberId, toId: targetId } as const;
    await notify(ctx, tx, { memberId: targetId, type: 'interest-received', actorId: memberId }, sent);
    const after = { today: usage.today + 1, thisMonth: usage.thisMonth + 1 };
    return { interestId: row.id, status: 'pending' as const, quota: remainingQuota(plan, after, tier) };
  });
}

/**
 * A restricted member's interest (docs/decisions/0067-risk-record.md "Restrict"): held for staff, the
 * receiver told nothing, the quota untouched. A second send to the same member is "already sent".
 */
async function holdForReview(
  tx: Tx,
  memberId: string,
  targetId: string,
  quota: SendInterestResponse['quota'],
): Promise<SendInterestResponse> {
  if (!(await safety.holdInterest(tx, memberId, targetId)))
    throw new AppError('CONFLICT', INTEREST_MESSAGES.alreadySent);
  return { interestId: targetId, status: 'pending', quota, held: true };
}

/**
 * Delivers an interest staff released (docs/decisions/0067-risk-record.md "Release"): sent now, with its
 * notification, unless the pair has since blocked, left, or exchanged interest some other way.
 */
export async function deliverReleasedInterest(ctx: AppContext, fromId: string, toId: string): Promise<boolean> {
  return repo.runInTransaction(ctx.db, async (tx) => {
    const parties = await repo.lockSendParties(tx, fromId, toId);
    if (!parties?.target) return false;
    if ((await repo.findInterestsBetween(tx, fromId, toId)).length > 0) return false;
    const row = await repo.insertInterest(tx, fromId, toId, new Date(ctx.clock()));
    if (!row) return false;
    const sent = { kind: 'interest', action: 'sent', fromId, toId } as const;
    await notify(ctx, tx, { memberId: toId, type: 'interest-received', actorId: fromId }, sent);
    return true;
  });
}

/** Only the receiver of a pending interest decides it; anything else is "no pending interest". */
export async function decideInterest(
  ctx: AppContext,
  memberId: string,
  fromId: string,
  decision: 'accepted' | 'declined',
) {
  const sender = fromId === memberId ? null : await findVisibleMember(ctx, memberId, fromId);
  if (!sender) throw new AppError('NOT_FOUND', INTEREST_MESSAGES.noPending);
  const row = await repo.runInTransaction(ctx.db, async (tx) => {
    const decided = await repo.decidePendingInterest(tx, fromId, memberId, decision, new Date());
    if (!decided) throw new AppError('NOT_FOUND', INTEREST_MESSAGES.noPending);
    // A decline is never told: the sender simply keeps waiting (docs/decisions/0026-notifications.md).
    if (decision === 'accepted')
      await notify(ctx, tx, { memberId: fromId, type: 'interest-accepted', actorId: memberId });
    return decided;
  });
  await publishDecision(ctx, fromId, memberId, decision);
  return { interestId: row.id, status: decision };
}

/** Both members' lists refresh at once; a new match also opens a conversation in both inboxes. */
async function publishDecision(ctx: AppContext, fromId: string, toId: string, decision: 'accepted' | 'declined') {
  await Promise.all([
    ctx.events.publish({ kind: 'interest', action: decision, fromId, toId }),
    decision === 'accepted' ? ctx.events.publish({ kind: 'inbox', memberIds: [fromId, toId] }) : null,
  ]);
}
