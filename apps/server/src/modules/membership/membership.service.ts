import type { PlanId } from '@mithaq/contracts/plans';
import type { Executor } from '../../platform/db/client.js';
import {
  type MembershipGrant,
  type MembershipState,
  membershipAfterPurchase,
  membershipAfterRefund,
  type RefundedTime,
} from './membership.js';
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

/**
 * Takes back the time a refund returns (membershipAfterRefund): pass the refund's transaction so the
 * membership changes with it or not at all.
 */
export async function takeBackRefundedTime(
  db: Executor,
  memberId: string,
  refunded: RefundedTime,
  now: Date = new Date(),
): Promise<{ before: Date | null; after: MembershipState }> {
  return db.transaction(async (tx) => {
    const current = await repo.lockMembership(tx, memberId);
    if (!current) throw new Error(`no member ${memberId}`);
    const after = membershipAfterRefund(current, refunded, now);
    await repo.saveMembership(tx, memberId, after);
    return { before: current.premiumUntil, after };
  });
}
