import { PLANS, type Plan } from './plans.js';

/** Interest-sending quotas of spec section 9. Days and months are counted in UTC (docs/decisions.md). */
export type QuotaPeriod = 'day' | 'month';

export interface QuotaUsage {
  /** Interests sent since 00:00 UTC today. */
  today: number;
  /** Interests sent since 00:00 UTC on the 1st of this month. */
  thisMonth: number;
}

export interface QuotaRemaining {
  /** How many more may be sent today (also bounded by the month); null when unlimited. */
  remainingToday: number | null;
  remainingThisMonth: number | null;
}

export type QuotaCheck = ({ allowed: true } & QuotaRemaining) | { allowed: false; period: QuotaPeriod; limit: number };

const FREE_PLAN = PLANS[0] as Plan;

/** The member's plan; an unknown id falls back to the free plan so a bad row never lifts a limit. */
export function planFor(planId: string | null | undefined): Plan {
  return PLANS.find((p) => p.id === planId) ?? FREE_PLAN;
}

export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function utcMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

/** What is left after `usage`; "today" is also capped by what is left this month. */
export function remainingQuota(plan: Plan, usage: QuotaUsage): QuotaRemaining {
  const month = left(plan.interestsPerMonth, usage.thisMonth);
  const day = left(plan.interestsPerDay, usage.today);
  const today = day === null ? month : month === null ? day : Math.min(day, month);
  return { remainingToday: today, remainingThisMonth: month };
}

/**
 * Whether one more interest may be sent. The month is checked first: when both are used up, the
 * month is the limit that matters (waiting for tomorrow would not help).
 */
export function checkQuota(plan: Plan, usage: QuotaUsage): QuotaCheck {
  if (plan.interestsPerMonth !== null && usage.thisMonth >= plan.interestsPerMonth) {
    return { allowed: false, period: 'month', limit: plan.interestsPerMonth };
  }
  if (plan.interestsPerDay !== null && usage.today >= plan.interestsPerDay) {
    return { allowed: false, period: 'day', limit: plan.interestsPerDay };
  }
  return { allowed: true, ...remainingQuota(plan, usage) };
}

/** Plans whose limit for `period` is higher than this plan's (unlimited counts as highest). */
export function plansWithHigherLimit(plan: Plan, period: QuotaPeriod): Plan[] {
  const limitOf = (p: Plan) => (period === 'day' ? p.interestsPerDay : p.interestsPerMonth) ?? Number.POSITIVE_INFINITY;
  return PLANS.filter((p) => limitOf(p) > limitOf(plan));
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The 429 text: states the limit, when it resets and how to raise it (spec section 9). */
export function quotaExceededMessage(plan: Plan, period: QuotaPeriod, limit: number): string {
  const which = period === 'day' ? 'daily' : 'monthly';
  const reset = period === 'day' ? 'It resets at 00:00 UTC.' : 'It resets at 00:00 UTC on the 1st of next month.';
  const upgrades = plansWithHigherLimit(plan, period).map((p) => p.name);
  const upgrade = upgrades.length ? ` Upgrade to ${joinNames(upgrades)} on the Premium page to send more.` : '';
  return `You have reached your ${which} limit of ${limit} interests on the ${plan.name} plan. ${reset}${upgrade}`;
}
