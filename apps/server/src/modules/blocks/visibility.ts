import type { AppContext } from '../../platform/context.js';
import { findMemberById } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import { findBlocksBetween } from './blocks.repo.js';

/**
 * The other member as the viewer may see them: null when unknown, not active, or when either has
 * blocked the other. Callers answer 404 for all three alike, so a block is never revealed.
 */
export async function findVisibleMember(ctx: AppContext, viewerId: string, otherId: string): Promise<MemberRow | null> {
  const other = await findMemberById(ctx.db, otherId);
  if (other?.accountStatus !== 'active') return null;
  if (other.id === viewerId) return other;
  const { blockedByMe, blockedMe } = await findBlocksBetween(ctx.db, viewerId, otherId);
  return blockedByMe || blockedMe ? null : other;
}
