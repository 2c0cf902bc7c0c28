import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.js';
import {
  checkQuota,
  planFor,
  plansWithHigherLimit,
  quotaExceededMessage,
  remainingQuota,
  utcDayStart,
  utcMonthStart,
} from './quota.js';

const free = planFor('free');
const silver = planFor('silver');
const gold = planFor('gold');
const platinum = planFor('platinum');

describe('planFor', () => {
  it('finds each plan of spec section 9 with its limits', () => {
    expect([free, silver, gold, platinum].map((p) => [p.interestsPerDay, p.interestsPerMonth])).toEqual([
      [5, 10],
      [20, 60],
      [20, 80],
      [null, null],
    ]);
  });

  it('falls back to the free plan for an unknown or missing id', () => {
    expect(planFor('diamond')).toBe(PLANS[0]);
    expect(planFor(null)).toBe(PLANS[0]);
    expect(planFor(undefined).id).toBe('free');
  });
});

describe('UTC windows', () => {
  it('starts the day and the month at 00:00 UTC, whatever the local zone', () => {
    const now = new Date('2025-03-15T23:59:59.999Z');
    expect(utcDayStart(now).toISOString()).toBe('2025-03-15T00:00:00.000Z');
    expect(utcMonthStart(now).toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('rolls over exactly at midnight UTC and across the year', () => {
    expect(utcDayStart(new Date('2025-03-16T00:00:00.000Z')).toISOString()).toBe('2025-03-16T00:00:00.000Z');
    expect(utcMonthStart(new Date('2026-01-01T00:00:00.000Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(utcMonthStart(new Date('2025-12-31T23:59:59.000Z')).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('checkQuota', () => {
  it('allows the free plan up to 5 a day', () => {
    expect(checkQuota(free, { today: 4, thisMonth: 4 })).toEqual({
      allowed: true,
      remainingToday: 1,
      remainingThisMonth: 6,
    });
    expect(checkQuota(free, { today: 5, thisMonth: 5 })).toEqual({ allowed: false, period: 'day', limit: 5 });
  });

  it('stops the free plan at 10 a month even on a fresh day', () => {
    expect(checkQuota(free, { today: 0, thisMonth: 10 })).toEqual({ allowed: false, period: 'month', limit: 10 });
  });

  it('names the month when both limits are used up', () => {
    expect(checkQuota(free, { today: 5, thisMonth: 10 })).toMatchObject({ period: 'month' });
  });

  it('applies silver 20/60 and gold 20/80', () => {
    expect(checkQuota(silver, { today: 19, thisMonth: 59 }).allowed).toBe(true);
    expect(checkQuota(silver, { today: 0, thisMonth: 60 })).toMatchObject({ allowed: false, limit: 60 });
    expect(checkQuota(gold, { today: 0, thisMonth: 60 }).allowed).toBe(true);
    expect(checkQuota(gold, { today: 20, thisMonth: 20 })).toMatchObject({ allowed: false, period: 'day', limit: 20 });
  });

  it('never stops platinum and reports unlimited as null', () => {
    expect(checkQuota(platinum, { today: 10_000, thisMonth: 100_000 })).toEqual({
      allowed: true,
      remainingToday: null,
      remainingThisMonth: null,
    });
  });
});

describe('remainingQuota', () => {
  it('caps what is left today by what is left this month', () => {
    expect(remainingQuota(free, { today: 1, thisMonth: 8 })).toEqual({ remainingToday: 2, remainingThisMonth: 2 });
  });

  it('never goes below zero', () => {
    expect(remainingQuota(free, { today: 9, thisMonth: 12 })).toEqual({ remainingToday: 0, remainingThisMonth: 0 });
  });
});

describe('quota messages', () => {
  it('lists only plans that raise the limit that was hit', () => {
    expect(plansWithHigherLimit(free, 'day').map((p) => p.id)).toEqual(['silver', 'gold', 'platinum']);
    expect(plansWithHigherLimit(silver, 'day').map((p) => p.id)).toEqual(['platinum']);
    expect(plansWithHigherLimit(silver, 'month').map((p) => p.id)).toEqual(['gold', 'platinum']);
    expect(plansWithHigherLimit(platinum, 'month')).toEqual([]);
  });

  it('states the limit, the plan, the reset and how to raise it', () => {
    expect(quotaExceededMessage(free, 'day', 5)).toBe(
      'You have reached your daily limit of 5 interests on the Always Free plan. It resets at 00:00 UTC. ' +
        'Upgrade to Silver, Gold or Platinum on the Premium page to send more.',
    );
    expect(quotaExceededMessage(silver, 'month', 60)).toBe(
      'You have reached your monthly limit of 60 interests on the Silver plan. ' +
        'It resets at 00:00 UTC on the 1st of next month. Upgrade to Gold or Platinum on the Premium page to send more.',
    );
    expect(quotaExceededMessage(gold, 'day', 20)).toContain('Upgrade to Platinum on the Premium page');
  });
});
