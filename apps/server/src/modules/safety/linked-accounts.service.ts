import { LINK_REASONS, type LinkedAccount } from '@mithaq/contracts/safety/linked-accounts';
import type { AppContext } from '../../platform/context.js';
import { findLinkedAccounts } from './linked-accounts.repo.js';

/**
 * The staff console's "Linked accounts" of a member (docs/decisions/0066-catching-scammers-early.md): who
 * else shares their verified phone, their registration address within a day, or a photo. A deleted
 * account keeps no name or email, so it shows without them.
 */
export async function listLinkedAccounts(ctx: AppContext, memberId: string): Promise<LinkedAccount[]> {
  const rows = await findLinkedAccounts(ctx.db, memberId);
  return rows.map((row) => {
    const isDeleted = row.accountStatus === 'deleted';
    return {
      userId: row.id,
      fullName: isDeleted ? null : row.fullName,
      email: isDeleted ? null : row.email,
      accountStatus: row.accountStatus as LinkedAccount['accountStatus'],
      createdAt: row.createdAt.toISOString(),
      // In the contract's order, whatever order the query gave them.
      reasons: LINK_REASONS.filter((reason) => row.reasons.includes(reason)),
    };
  });
}
