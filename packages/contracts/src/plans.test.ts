import { describe, expect, it } from 'vitest';
import { lifetimeCostsLessThanMonths, PLANS, type Plan } from './plans.js';

const withPrices = (prices: Record<string, number | null>): Plan[] =>
  PLANS.map((plan) => (plan.id in prices ? { ...plan, price: prices[plan.id] ?? null } : plan));

describe('lifetimeCostsLessThanMonths', () => {
  it('states how many months of Silver cost more than Platinum', () => {
    // ₹10,000 is less than 7 × ₹1,500 = ₹10,500 and more than 6 × ₹1,500.
    expect(lifetimeCostsLessThanMonths()).toBe(7);
  });

  it('stays true when the lifetime price is an exact number of months', () => {
    expect(lifetimeCostsLessThanMonths(withPrices({ platinum: 9000 }))).toBe(7);
  });

  it('gives no reason without a one-month or a lifetime plan', () => {
    expect(lifetimeCostsLessThanMonths(PLANS.filter((plan) => plan.id !== 'silver'))).toBeNull();
    expect(lifetimeCostsLessThanMonths(PLANS.filter((plan) => plan.id !== 'platinum'))).toBeNull();
  });
});
