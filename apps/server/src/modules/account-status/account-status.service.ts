import { ADMIN_MESSAGES } from '@mithaq/contracts/admin';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { lockMember, revokeAllSessions } from '../members/index.js';
import { queueSavedSearchMatch } from '../saved-searches/index.js';
import * as repo from './account-status.repo.js';

export type AccountStatus = 'active' | 'deactivated' | 'deleted';

/**
 * Spec section 4 "Account status": Activate when not active, Deactivate only when active, Delete when
 * not deleted. Deletion is erasure, so nothing comes back from it.
 */
export function isAllowedTransition(from: string, to: AccountStatus): boolean {
  if (from === 'deleted') return false;
  if (to === 'active') return from !== 'active';
  if (to === 'deactivated') return from === 'active';
  return true;
}

/**
 * Changes a member's account status, its effects, its audit entry and whatever `alsoInTransaction`
 * does (queue an email about it) in one transaction; then an erased member's files are deleted from
 * storage, and both inboxes of everyone they talk with
 * refresh (hidden as 'Member', back again, or gone).
 */
export async function changeAccountStatus(
  ctx: AppContext,
  actor: AuditActor,
  memberId: string,
  status: AccountStatus,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const { partners, erasedFiles } = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
    if (!isAllowedTransition(member.accountStatus, status)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.transitionNotAllowed);
    }
    const partnerIds = await repo.findConversationPartners(tx, memberId);
    const at = new Date();
    const erasedFiles = status === 'deleted' ? await repo.eraseMember(tx, memberId, at) : [];
    if (status !== 'deleted') await repo.setAccountStatus(tx, memberId, status, at);
    if (status === 'deactivated') await revokeAllSessions(tx, memberId, at);
    await recordAudit(tx, actor, {
      action: `member.${status === 'active' ? 'activated' : status}`,
      targetType: 'member',
      targetId: memberId,
      before: { accountStatus: member.accountStatus },
      after: { accountStatus: status },
    });
    await alsoInTransaction?.(tx);
    return { partners: partnerIds, erasedFiles };
  });
  await ctx.files.discard(erasedFiles);
  // Back from deactivation: they may newly fit others' saved searches (docs/decisions/0065-coming-back.md).
  if (status === 'active') await queueSavedSearchMatch(ctx.jobs, memberId, new Date(ctx.clock()));
  if (partners.length > 0) await ctx.events.publish({ kind: 'inbox', memberIds: partners });
}
