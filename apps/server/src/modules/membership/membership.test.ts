import { describe, expect, it } from 'vitest';
import { addMonths, effectivePlan, isPremium, membershipAfterPurchase, membershipAfterRefund } from './membership.js';

const now = new Date('2026-11-23T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const free = { planId: 'free', membershipTier: 'free', premiumUntil: null };

describe('isPremium', () => {
  it('is the premium tier with no end or an end still ahead', () => {
    expect(isPremium(free, now)).toBe(false);
    expect(isPremium({ membershipTier: 'premium', premiumUntil: null }, now)).toBe(true);
    expect(isPremium({ membershipTier: 'premium', premiumUntil: later(1) }, now)).toBe(true);
    expect(isPremium({ membershipTier: 'premium', premiumUntil: now }, now)).toBe(false);
    expect(isPremium({ membershipTier: 'premium', premiumUntil: later(-1) }, now)).toBe(false);
    expect(isPremium({ membershipTier: 'free', premiumUntil: later(30) }, now)).toBe(false);
  });
});

describe('effectivePlan', () => {
  it('applies the bought plan only while premium lasts', () => {
    expect(effectivePlan({ planId: 'gold', membershipTier: 'premium', premiumUntil: later(5) }, now).id).toBe('gold');
    expect(effectivePlan({ planId: 'gold', membershipTier: 'premium', premiumUntil: later(-5) }, now).id).toBe('free');
    expect(effectivePlan({ planId: 'nonsense', membershipTier: 'premium', premiumUntil: null }, now).id).toBe('free');
  });
});

describe('addMonths', () => {
  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T08:00:00Z'), 3).toISOString()).toBe('2027-02-15T08:00:00.000Z');
  });
});

describe('membershipAfterPurchase', () => {
  it('grants silver for a month and gold for three from now, platinum for life', () => {
    expect(membershipAfterPurchase(free, 'silver', now)).toEqual({
      planId: 'silver',
      membershipTier: 'premium',
      premiumUntil: addMonths(now, 1),
    });
    expect(membershipAfterPurchase(free, 'gold', now).premiumUntil).toEqual(addMonths(now, 3));
    expect(membershipAfterPurchase(free, 'platinum', now)).toEqual({
      planId: 'platinum',
      membershipTier: 'premium',
      premiumUntil: null,
    });
  });

  it('extends an active membership from its end, and starts a lapsed one afresh', () => {
    const active = { planId: 'silver', membershipTier: 'premium', premiumUntil: later(10) };
    expect(membershipAfterPurchase(active, 'gold', now).premiumUntil).toEqual(addMonths(later(10), 3));
    const lapsed = { planId: 'silver', membershipTier: 'premium', premiumUntil: later(-10) };
    expect(membershipAfterPurchase(lapsed, 'silver', now).premiumUntil).toEqual(addMonths(now, 1));
  });

  it('keeps a lifetime membership whatever is bought after it', () => {
    const lifetime = { planId: 'platinum', membershipTier: 'premium', premiumUntil: null };
    expect(membershipAfterPurchase(lifetime, 'silver', now)).toEqual({
      planId: 'platinum',
      membershipTier: 'premium',
      premiumUntil: null,
    });
  });

  it('refuses the free plan, which grants nothing', () => {
    expect(() => membershipAfterPurchase(free, 'free', now)).toThrow();
  });
});

describe('membershipAfterRefund', () => {
  const silver = { planId: 'silver', membershipTier: 'premium', premiumUntil: later(29) };
  const ended = { planId: 'free', membershipTier: 'free', premiumUntil: null };

  it('ends the membership when the refunded days are all that was left', () => {
    expect(membershipAfterRefund(silver, { lifetime: false, days: 30 }, now)).toEqual(ended);
  });

  it('shortens it by the refunded days when paid-for time remains', () => {
    expect(membershipAfterRefund(silver, { lifetime: false, days: 28 }, now)).toEqual({
      planId: 'silver',
      membershipTier: 'premium',
      premiumUntil: later(1),
    });
  });

  it('ends a lifetime plan that is refunded, and keeps one when a dated plan is refunded', () => {
    const lifetime = { planId: 'platinum', membershipTier: 'premium', premiumUntil: null };
    expect(membershipAfterRefund(lifetime, { lifetime: true, days: 0 }, now)).toEqual(ended);
    expect(membershipAfterRefund(lifetime, { lifetime: false, days: 30 }, now)).toEqual(lifetime);
  });

  it('leaves a lapsed membership free', () => {
    const lapsed = { planId: 'silver', membershipTier: 'premium', premiumUntil: later(-3) };
    expect(membershipAfterRefund(lapsed, { lifetime: false, days: 1 }, now)).toEqual(ended);
  });
});
