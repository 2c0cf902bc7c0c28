import { describe, expect, it } from 'vitest';
import { firstMessageNeedsVerification, interestNeedsVerification } from './contact-privacy-rules.js';
import { dailyFirstMessageLimit, firstMessageLimitMessage } from './first-messages.js';
import { checkQuota, dailyInterestLimit, planFor, remainingQuota, unverifiedQuotaMessage } from './quota.js';
import { hasVerifiedIdOrSelfie, limitTierOf } from './trust-tier.js';

const none = { phoneVerified: false, isVerified: false, photoVerified: false };
const free = planFor('free');
const silver = planFor('silver');
const platinum = planFor('platinum');
const india = { now: new Date('2025-03-15T12:00:00Z'), timeZone: 'Asia/Kolkata' };

describe('limit tiers (docs/decisions/0066-catching-scammers-early.md)', () => {
  it('counts a verified phone, ID or selfie, and nothing less', () => {
    expect(limitTierOf(none)).toBe('unverified');
    expect(limitTierOf({ ...none, phoneVerified: true })).toBe('verified');
    expect(limitTierOf({ ...none, isVerified: true })).toBe('verified');
    expect(limitTierOf({ ...none, photoVerified: true })).toBe('verified');
  });

  it('asks an ID or a selfie for contact privacy: a phone is not enough', () => {
    const phoneOnly = { ...none, phoneVerified: true };
    expect(hasVerifiedIdOrSelfie(phoneOnly)).toBe(false);
    expect(hasVerifiedIdOrSelfie({ ...none, isVerified: true })).toBe(true);
    expect(hasVerifiedIdOrSelfie({ ...none, photoVerified: true })).toBe(true);
  });
});

describe('daily interests by tier', () => {
  it('lowers each plan until verified, never raising one', () => {
    expect([free, silver, planFor('gold'), platinum].map((p) => dailyInterestLimit(p, 'unverified'))).toEqual([
      2, 5, 5, 5,
    ]);
    expect([free, silver, platinum].map((p) => dailyInterestLimit(p, 'verified'))).toEqual([5, 20, null]);
  });

  it('refuses at the lower limit with the unverified mark, and the month still comes first', () => {
    expect(checkQuota(free, { today: 2, thisMonth: 2 }, 'unverified')).toEqual({
      allowed: false,
      period: 'day',
      limit: 2,
      unverified: true,
    });
    expect(checkQuota(free, { today: 2, thisMonth: 2 }, 'verified').allowed).toBe(true);
    expect(checkQuota(free, { today: 0, thisMonth: 10 }, 'unverified')).toEqual({
      allowed: false,
      period: 'month',
      limit: 10,
    });
    expect(remainingQuota(free, { today: 1, thisMonth: 1 }, 'unverified')).toEqual({
      remainingToday: 1,
      remainingThisMonth: 9,
    });
    expect(remainingQuota(platinum, { today: 1, thisMonth: 1 }, 'unverified').remainingToday).toBe(4);
  });

  it('says why the limit is lower, when it resets and what lifts it', () => {
    expect(unverifiedQuotaMessage(free, 2, india)).toBe(
      'You have reached your daily limit of 2 interests for members who have not verified a phone number, ID or selfie. ' +
        'You can send more after midnight (12:00 am IST). ' +
        'Verify your phone number, ID or selfie in the Verification Center to send up to 5 a day.',
    );
    expect(unverifiedQuotaMessage(platinum, 5, india)).toMatch(/to send as many as your plan allows\.$/);
  });
});

describe('conversations started a day by tier', () => {
  it('gives 3 before verifying, the plan’s 20 after, and Platinum no limit once verified', () => {
    expect(dailyFirstMessageLimit(silver, 'unverified')).toEqual({ limit: 3, unverified: true });
    expect(dailyFirstMessageLimit(silver, 'verified')).toEqual({ limit: 20, unverified: false });
    expect(dailyFirstMessageLimit(platinum, 'unverified')).toEqual({ limit: 3, unverified: true });
    expect(dailyFirstMessageLimit(platinum, 'verified')).toBeNull();
  });

  it('words the refusal for each tier', () => {
    expect(firstMessageLimitMessage(silver, { limit: 20, unverified: false }, india)).toBe(
      'You have started 20 new conversations today, the daily limit on the Silver plan. ' +
        'You can start more after midnight (12:00 am IST). You can still reply in conversations that have started.',
    );
    expect(firstMessageLimitMessage(platinum, { limit: 3, unverified: true }, india)).toMatch(
      /for members who have not verified a phone number, ID or selfie\. .* to start as many as your plan allows\.$/,
    );
  });
});

describe('contact privacy', () => {
  const strict = { interestFromVerifiedOnly: true, messagesFromVerifiedOnly: true };
  const open = { interestFromVerifiedOnly: false, messagesFromVerifiedOnly: false };

  it('holds back only a sender without a verified ID or selfie, and only where the switch is on', () => {
    const phoneOnly = { ...none, phoneVerified: true };
    expect(interestNeedsVerification(phoneOnly, strict)).toBe(true);
    expect(interestNeedsVerification({ ...none, photoVerified: true }, strict)).toBe(false);
    expect(interestNeedsVerification(none, open)).toBe(false);
    expect(firstMessageNeedsVerification(none, strict)).toBe(true);
    expect(firstMessageNeedsVerification({ ...none, isVerified: true }, strict)).toBe(false);
    expect(firstMessageNeedsVerification(none, { ...strict, messagesFromVerifiedOnly: false })).toBe(false);
  });
});
