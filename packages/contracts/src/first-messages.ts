import type { Plan } from './plans.js';
import { type QuotaMessageContext, quotaResetAt, resetTime } from './quota.js';
import type { LimitTier } from './trust-tier.js';

/**
 * Conversations a member may start each day (docs/decisions/0066-catching-scammers-early.md
 * "Trust-tiered limits"). A first message is a member's first to another: it creates their
 * conversation (modules/messages). Replies and later messages are never counted here; the days are the
 * member's own, in their time zone, as the interest quotas' (quota.ts).
 */
export interface FirstMessageLimit {
  limit: number;
  /** The lower limit of a member with no verified phone, ID or selfie, which verifying lifts. */
  unverified: boolean;
}

/** The conversations a member of this tier may start a day; null when the plan sets no limit. */
export function dailyFirstMessageLimit(plan: Plan, tier: LimitTier): FirstMessageLimit | null {
  const own = plan.firstMessagesPerDay;
  if (tier === 'verified') return own === null ? null : { limit: own, unverified: false };
  const lower = plan.unverifiedFirstMessagesPerDay;
  return own !== null && own <= lower ? { limit: own, unverified: false } : { limit: lower, unverified: true };
}

/**
 * The 429 once the day's conversations are started: the limit and why it applies, when more can be
 * started, and for a member who has not verified a phone, ID or selfie, that verifying lifts it.
 */
export function firstMessageLimitMessage(
  plan: Plan,
  refusal: FirstMessageLimit,
  { now, timeZone }: QuotaMessageContext,
): string {
  const when = `You can start more ${resetTime(quotaResetAt('day', now, timeZone), timeZone)}.`;
  if (!refusal.unverified) {
    return `You have started ${refusal.limit} new conversations today, the daily limit on the ${plan.name} plan. ${when} You can still reply in conversations that have started.`;
  }
  const lift =
    plan.firstMessagesPerDay === null
      ? 'Verify your phone number, ID or selfie in the Verification Center to start as many as your plan allows.'
      : `Verify your phone number, ID or selfie in the Verification Center to start up to ${plan.firstMessagesPerDay} a day.`;
  return `You have started ${refusal.limit} new conversations today, the daily limit for members who have not verified a phone number, ID or selfie. ${when} ${lift}`;
}
