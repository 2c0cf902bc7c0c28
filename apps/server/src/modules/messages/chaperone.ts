import { GUARDIAN_MESSAGES } from '@mithaq/contracts/guardians';
import type { Chaperone } from '@mithaq/contracts/messaging';
import { MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import * as repo from '../guardians/index.js';
import { findMemberById } from '../members/index.js';
import { type NamedMember, nameSeenByReader } from '../members/shown-name.js';
import { findRelation } from './index.js';

/**
 * Who can read a conversation besides the two (docs/decisions/0031-guardian-wali-with-consent.md): the
 * viewer's own guardian, and the other member's, whose banner the viewer must have seen.
 */
export async function describeChaperone(
  ctx: AppContext,
  viewerId: string,
  other: NamedMember,
): Promise<{ chaperoned: boolean; chaperone: Chaperone }> {
  const current = await repo.currentGuardiansOf(ctx.db, [viewerId, other.id]);
  const theirs = current.get(other.id);
  const acknowledged = theirs ? await repo.hasAck(ctx.db, theirs.id, viewerId) : true;
  const byMyGuardian = current.has(viewerId);
  return {
    chaperoned: byMyGuardian || Boolean(theirs),
    chaperone: {
      byMyGuardian,
      otherMemberName: theirs ? await nameSeenByReader(ctx.db, viewerId, other) : null,
      acknowledged,
    },
  };
}

/**
 * `POST /api/messages/{userId}/chaperone-ack`: the viewer's screen showed the banner about the other
 * member's guardian. Only a conversation the viewer may open can be acknowledged (same 404 as a thread).
 */
export async function acknowledgeChaperone(ctx: AppContext, viewerId: string, otherId: string) {
  const other = otherId === viewerId ? undefined : await findMemberById(ctx.db, otherId);
  if (other?.accountStatus !== 'active') throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  const relation = await findRelation(ctx.db, viewerId, otherId);
  if (!relation.isMatched && !relation.hasConversation) {
    throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.threadNotFound);
  }
  const guardian = await repo.findCurrentGuardian(ctx.db, otherId);
  if (!guardian) throw new AppError('CONFLICT', GUARDIAN_MESSAGES.noGuardian);
  await repo.recordAck(ctx.db, guardian.id, viewerId);
  return { acknowledged: true as const };
}
