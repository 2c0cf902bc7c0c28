import { PLANS, type Plan } from './plans.js';
import {
  formatZonedDate,
  formatZonedTime,
  zonedDayStart,
  zonedMonthStart,
  zonedNextDayStart,
  zonedNextMonthStart,
} from './time-zone.js';
import type { LimitTier } from './trust-tier.js';

/**
 * Interest-sending quotas of spec section 9. Days and months are the member's own, in their time
 * zone (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone").
 */
export type QuotaPeriod = 'day' | 'month';

export interface QuotaUsage {
  /** Interests sent since midnight today in the member's zone. */
  today: number;
  /** Interests sent since midnight on the 1st of this month in the member's zone. */
  thisMonth: number;
}

export interface QuotaRemaining {
  /** How many more may be sent today (also bounded by the month); null when unlimited. */
  remainingToday: number | null;
  remainingThisMonth: number | null;
}

/**
 * `unverified` marks a refusal by the lower daily limit of a member with no verified phone, ID or
 * selfie, which verifying lifts (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits").
 */
export type QuotaCheck =
  | ({ allowed: true } & QuotaRemaining)
  | { allowed: false; period: QuotaPeriod; limit: number; unverified?: true };

const FREE_PLAN = PLANS[0] as Plan;

/** The member's plan; an unknown id falls back to the free plan so a bad row never lifts a limit. */
export function planFor(planId: string | null | undefined): Plan {
  return PLANS.find((p) => p.id === planId) ?? FREE_PLAN;
}

export interface QuotaWindows {
  dayStart: Date;
  monthStart: Date;
}

/** Per zone, the windows of the last day asked about and when that day ends. */
const windowsOfDay = new Map<string, { windows: QuotaWindows; dayEnd: number }>();

/**
 * Where today and this month began for a member in `timeZone`: what the quotas count from. The same
 * all day, so each zone searches the clock once a day rather than on every send.
 */
export function quotaWindows(now: Date, timeZone: string): QuotaWindows {
  const t = now.getTime();
  const known = windowsOfDay.get(timeZone);
  if (known && t >= known.windows.dayStart.getTime() && t < known.dayEnd) return { ...known.windows };
  const windows = { dayStart: zonedDayStart(now, timeZone), monthStart: zonedMonthStart(now, timeZone) };
  windowsOfDay.set(timeZone, { windows, dayEnd: zonedNextDayStart(now, timeZone).getTime() });
  return { ...windows };
}

/** When a used-up quota lets the member send again: the next local midnight, or the 1st of next month. */
export function quotaResetAt(period: QuotaPeriod, now: Date, timeZone: string): Date {
  return period === 'day' ? zonedNextDayStart(now, timeZone) : zonedNextMonthStart(now, timeZone);
}

const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

/** The interests a day for a member of this tier: the plan's, or the lower of it and the unverified limit. */
export function dailyInterestLimit(plan: Plan, tier: LimitTier): number | null {
  if (tier === 'verified') return plan.interestsPerDay;
  return Math.min(plan.interestsPerDay ?? Number.POSITIVE_INFINITY, plan.unverifiedInterestsPerDay);
}

/** What is left after `usage`; "today" is also capped by what is left this month. */
export function remainingQuota(plan: Plan, usage: QuotaUsage, tier: LimitTier = 'verified'): QuotaRemaining {
  const month = left(plan.interestsPerMonth, usage.thisMonth);
  const day = left(dailyInterestLimit(plan, tier), usage.today);
  const today = day === null ? month : month === null ? day : Math.min(day, month);
  return { remainingToday: today, remainingThisMonth: month };
}

/**
 * Whether one more interest may be sent. The month is checked first: when both are used up, the
 * month is the limit that matters (waiting for tomorrow would not help).
 */
export function checkQuota(plan: Plan, usage: QuotaUsage, tier: LimitTier = 'verified'): QuotaCheck {
  if (plan.interestsPerMonth !== null && usage.thisMonth >= plan.interestsPerMonth) {
    return { allowed: false, period: 'month', limit: plan.interestsPerMonth };
  }
  const day = dailyInterestLimit(plan, tier);
  if (day !== null && usage.today >= day) {
    return day === plan.interestsPerDay
      ? { allowed: false, period: 'day', limit: day }
      : { allowed: false, period: 'day', limit: day, unverified: true };
  }
  return { allowed: true, ...remainingQuota(plan, usage, tier) };
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

/** 'after midnight (12:00 am IST)'; a day that DST starts at 01:00 says so instead of 'midnight'. */
export function resetTime(at: Date, timeZone: string): string {
  const time = formatZonedTime(at, timeZone);
  return time.startsWith('12:00 am') ? `after midnight (${time})` : `from ${time}`;
}

export interface QuotaMessageContext {
  now: Date;
  /** The member's IANA zone: when their day and month end. */
  timeZone: string;
}

/** The 429 text: states the limit, when the member can send again and how to raise it (spec section 9). */
export function quotaExceededMessage(
  plan: Plan,
  period: QuotaPeriod,
  limit: number,
  { now, timeZone }: QuotaMessageContext,
): string {
  const which = period === 'day' ? 'daily' : 'monthly';
  const at = quotaResetAt(period, now, timeZone);
  const when =
    period === 'day'
      ? `You can send more ${resetTime(at, timeZone)}.`
      : `You can send more from ${formatZonedDate(at, timeZone)}, ${formatZonedTime(at, timeZone)}.`;
  const upgrades = plansWithHigherLimit(plan, period).map((p) => p.name);
  const upgrade = upgrades.length ? ` Upgrade to ${joinNames(upgrades)} on the Premium page for a higher limit.` : '';
  return `You have reached your ${which} limit of ${limit} interests on the ${plan.name} plan. ${when}${upgrade}`;
}

/**
 * The 429 of the lower daily limit before verification: says it is because the member has not
 * verified a phone, ID or selfie, when they can send again, and that verifying lifts it to the plan's
 * (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits").
 */
export function unverifiedQuotaMessage(plan: Plan, limit: number, { now, timeZone }: QuotaMessageContext): string {
  const at = quotaResetAt('day', now, timeZone);
  const lift =
    plan.interestsPerDay === null
      ? 'Verify your phone number, ID or selfie in the Verification Center to send as many as your plan allows.'
      : `Verify your phone number, ID or selfie in the Verification Center to send up to ${plan.interestsPerDay} a day.`;
  return `You have reached your daily limit of ${limit} interests for members who have not verified a phone number, ID or selfie. You can send more ${resetTime(at, timeZone)}. ${lift}`;
}
