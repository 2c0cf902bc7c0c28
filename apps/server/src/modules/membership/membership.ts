import type { Plan, PlanId } from '@mithaq/contracts/plans';
import { planFor } from '@mithaq/contracts/quota';
/** The membership columns of a member's row, as every module reads them. */
export interface MembershipFields {
  membershipTier: string;
  premiumUntil: Date | null;
}

/** The membership columns with the plan bought, for the quotas and the refund quote. */
export type PlanFields = MembershipFields & { planId: string };

/**
 * Premium means "membership currently active" (spec section 6): the premium tier, with no end
 * (a lifetime plan) or an end still ahead. The one place that decides it; payments only set the
 * two columns (grantMembership).
 */
export function isPremium(member: MembershipFields, now: Date): boolean {
  if (member.membershipTier !== 'premium') return false;
  return member.premiumUntil === null || member.premiumUntil.getTime() > now.getTime();
}

/** The plan whose quotas apply now: the bought plan while premium lasts, else the free plan. */
export function effectivePlan(member: PlanFields, now: Date): Plan {
  return isPremium(member, now) ? planFor(member.planId) : planFor('free');
}

/** Adds calendar months in UTC; the 31st plus one month is the last day of the next month. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface MembershipGrant {
  planId: PlanId;
  membershipTier: 'premium';
  premiumUntil: Date | null;
}

/** The three membership columns as the membership module writes them. */
export type MembershipState = MembershipGrant | { planId: 'free'; membershipTier: 'free'; premiumUntil: null };

const FREE: MembershipState = { planId: 'free', membershipTier: 'free', premiumUntil: null };
const DAY_MS = 86_400_000;

/** What a refund takes back: a lifetime plan, or this many days of membership. */
export interface RefundedTime {
  lifetime: boolean;
  days: number;
}

/**
 * What a refund leaves of the membership (docs/decisions/0012-refunds.md): the refunded days come off its
 * end, and it ends now if nothing paid for is left. Refunding a lifetime plan ends it; refunding a
 * dated plan leaves a lifetime membership as it is (buying the dated plan added nothing to it).
 */
export function membershipAfterRefund(current: PlanFields, refunded: RefundedTime, now: Date): MembershipState {
  if (!isPremium(current, now) || refunded.lifetime) return FREE;
  const kept: MembershipGrant = {
    planId: planFor(current.planId).id,
    membershipTier: 'premium',
    premiumUntil: current.premiumUntil,
  };
  if (kept.premiumUntil === null) return kept;
  const end = new Date(kept.premiumUntil.getTime() - refunded.days * DAY_MS);
  return end.getTime() > now.getTime() ? { ...kept, premiumUntil: end } : FREE;
}

/**
 * What buying `planId` at `now` makes the membership. Time left on an active premium membership is
 * kept: a renewal extends from its end, not from today. A member holding a lifetime plan keeps it.
 */
export function membershipAfterPurchase(current: PlanFields, planId: PlanId, now: Date): MembershipGrant {
  const grant = planFor(planId).premium;
  if (!grant) throw new Error(`plan ${planId} grants no membership`);
  const active = isPremium(current, now);
  if (active && current.premiumUntil === null) {
    return { planId: planFor(current.planId).id, membershipTier: 'premium', premiumUntil: null };
  }
  if (grant.months === null) return { planId, membershipTier: 'premium', premiumUntil: null };
  const start = active && current.premiumUntil ? current.premiumUntil : now;
  return { planId, membershipTier: 'premium', premiumUntil: addMonths(start, grant.months) };
}
