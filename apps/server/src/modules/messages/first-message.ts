import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import { dailyFirstMessageLimit, firstMessageLimitMessage } from '@mithaq/contracts/first-messages';
import { quotaWindows } from '@mithaq/contracts/quota';
import { zoneInForce } from '@mithaq/contracts/time-zone-change';
import { limitTierOf } from '@mithaq/contracts/trust-tier';
import { AppError } from '../../lib/app-error.js';
import { effectivePlan } from '../membership/membership.js';
import type { FirstMessageCount, SendContext } from './send.repo.js';
import type { SendDecision } from './send-rules.js';

/**
 * The day's first-message limit for a message that starts a conversation
 * (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits"): the plan's, or the lower one
 * before the sender verifies a phone, ID or selfie, in days of the sender's own time zone as the
 * interest quotas count them. Null when the plan sets no limit.
 */
export function firstMessageRule(
  senderId: string,
  sender: SendContext['senderLimits'],
  now: Date,
): { count: FirstMessageCount; refuse: () => AppError } | null {
  const plan = effectivePlan(sender, now);
  const limit = dailyFirstMessageLimit(plan, limitTierOf(sender));
  if (!limit) return null;
  const timeZone = zoneInForce(sender, now);
  return {
    count: { key: `first-messages:${senderId}`, dayStart: quotaWindows(now, timeZone).dayStart, limit: limit.limit },
    // The lower tier's 429 has a code of its own, so the web links to verification.
    refuse: () =>
      new AppError(
        limit.unverified ? 'VERIFY_TO_SEND_MORE' : 'RATE_LIMITED',
        firstMessageLimitMessage(plan, limit, { now, timeZone }),
      ),
  };
}

/** The 403 of a refused send: the receiver's contact privacy has a code of its own, so the web can link to verification. */
export function refusedSend(decision: Extract<SendDecision, { canSend: false }>): AppError {
  const code =
    decision.reason === CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly ? 'VERIFIED_MEMBERS_ONLY' : 'FORBIDDEN';
  return new AppError(code, decision.reason);
}
