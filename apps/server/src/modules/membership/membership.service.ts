import type { PlanId } from '@mithaq/contracts';
import type { Executor } from '../../db/client.js';
import { type MembershipGrant, membershipAfterPurchase } from './membership.js';
import * as repo from './membership.repo.js';

export { effectivePlan, isPremium } from './membership.js';

/**
 * Grants the membership a purchase of `planId` buys (payments, seed:demo and tests call this; nothing
 * writes the columns by hand). Pass the payment's transaction so the grant commits with it.
 */
export async function grantMembership(
  db: Executor,
  memberId: string,
  planId: PlanId,
  now: Date = new Date(),
): Promise<MembershipGrant> {
  // On a transaction this nests as a savepoint.
  return db.transaction(async (tx) => {
    const current = await repo.lockMembership(tx, memberId);
    if (!current) throw new Error(`no member ${memberId}`);
    const grant = membershipAfterPurchase(current, planId, now);
    await repo.saveMembership(tx, memberId, grant);
    return grant;
  });
}
