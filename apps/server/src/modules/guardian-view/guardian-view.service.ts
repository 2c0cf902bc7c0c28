import {
  GUARDIAN_MESSAGES,
  type GuardianConversationsResponse,
  type GuardianMatchesResponse,
  type GuardianThreadResponse,
} from '@mithaq/contracts/guardians';
import { MESSAGING_MESSAGES, THREAD_PAGE_SIZE } from '@mithaq/contracts/messaging-constants';
import { nameSeenBy } from '@mithaq/contracts/names';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import type { AuthenticatedGuardian } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import * as repo from '../guardians/index.js';
import { listInterestsWithMembers } from '../interests/index.js';
import { findMemberById } from '../members/index.js';
import { namesSeenBy } from '../members/shown-name.js';
import { isPremium } from '../membership/membership.js';
import { findRelation, listInbox, listThreadPage } from '../messages/index.js';
import { toMessage } from '../messages/messages.service.js';

/**
 * The guardian view reads as the member reads (docs/decisions/0031-guardian-wali-with-consent.md): the
 * member's matches, and the conversations whose other member has seen the chaperone banner, with each
 * message as the member may read it. Nothing here writes: reading a thread marks nothing read.
 */
async function loadMember(ctx: AppContext, who: AuthenticatedGuardian) {
  const member = await findMemberById(ctx.db, who.memberId);
  if (member?.accountStatus !== 'active') throw new AppError('UNAUTHORIZED', GUARDIAN_MESSAGES.sessionEnded);
  return member;
}

export async function listGuardianMatches(
  ctx: AppContext,
  who: AuthenticatedGuardian,
): Promise<GuardianMatchesResponse> {
  await loadMember(ctx, who);
  const rows = await listInterestsWithMembers(ctx.db, who.memberId);
  return {
    matches: rows
      .filter((r) => r.interest.status === 'accepted')
      .map(({ interest, member }) => ({
        _id: member.id,
        fullName: member.fullName,
        city: member.city,
        profession: member.profession,
        matchedAt: (interest.respondedAt ?? interest.createdAt).toISOString(),
      })),
  };
}

export async function listGuardianConversations(
  ctx: AppContext,
  who: AuthenticatedGuardian,
): Promise<GuardianConversationsResponse> {
  await loadMember(ctx, who);
  const [{ rows }, acknowledged] = await Promise.all([
    listInbox(ctx.db, who.memberId),
    repo.acknowledgedMemberIds(ctx.db, who.guardianId),
  ]);
  // The guardian reads as the member does (docs/decisions/0054-short-names.md).
  const named = rows.map((r) => ({ id: r.otherId, fullName: r.fullName, nameDisplay: r.nameDisplay }));
  const nameOf = await namesSeenBy(ctx.db, who.memberId, named);
  return {
    conversations: rows
      .filter((r) => r.accountStatus === 'active' && acknowledged.has(r.otherId))
      .map((r) => ({
        user: { _id: r.otherId, fullName: nameOf({ id: r.otherId, fullName: r.fullName, nameDisplay: r.nameDisplay }) },
        lastActivityAt: r.lastActivityAt.toISOString(),
        lastMessageAt: r.lastMessage?.createdAt.toISOString() ?? null,
      })),
  };
}

export async function getGuardianThread(
  ctx: AppContext,
  who: AuthenticatedGuardian,
  otherId: string,
  beforeCursor: string | undefined,
): Promise<GuardianThreadResponse> {
  const before = beforeCursor ? decodeKeysetCursor(beforeCursor) : null;
  if (beforeCursor && !before) throw new AppError('BAD_REQUEST', MESSAGING_MESSAGES.invalidCursor);
  const member = await loadMember(ctx, who);
  const other = otherId === member.id ? undefined : await findMemberById(ctx.db, otherId);
  // Unacknowledged, unknown or never talked with: one 404, so the guardian cannot probe ids.
  const relation = await findRelation(ctx.db, member.id, otherId);
  const visible =
    other?.accountStatus === 'active' &&
    (await repo.hasAck(ctx.db, who.guardianId, otherId)) &&
    (relation.isMatched || relation.hasConversation);
  if (!other || !visible) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  const canRead = isPremium(member, new Date());
  const rows = await listThreadPage(ctx.db, member.id, otherId, before, THREAD_PAGE_SIZE + 1);
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const oldest = page[page.length - 1];
  return {
    member: { _id: member.id, fullName: member.fullName },
    otherUser: {
      _id: other.id,
      fullName: nameSeenBy(other, { isSelf: false, isMatched: relation.isMatched, isStaff: false }),
      city: other.city,
      profession: other.profession,
    },
    messages: page.reverse().map((r) => toMessage(r.message, member.id, canRead)),
    olderCursor:
      rows.length > THREAD_PAGE_SIZE && oldest ? encodeKeysetCursor(oldest.createdAtMicros, oldest.message.id) : null,
    canRead,
  };
}
