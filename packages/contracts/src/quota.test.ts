import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.js';
import {
  checkQuota,
  planFor,
  plansWithHigherLimit,
  quotaExceededMessage,
  quotaResetAt,
  quotaWindows,
  remainingQuota,
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

describe('quota windows', () => {
  it("count today and this month from the member's own midnight", () => {
    const now = new Date('2025-03-15T23:59:59.999Z');
    expect(quotaWindows(now, 'Asia/Kolkata')).toEqual({
      dayStart: new Date('2025-03-15T18:30:00.000Z'),
      monthStart: new Date('2025-02-28T18:30:00.000Z'),
    });
    expect(quotaWindows(now, 'UTC')).toEqual({
      dayStart: new Date('2025-03-15T00:00:00.000Z'),
      monthStart: new Date('2025-03-01T00:00:00.000Z'),
    });
  });

  it('moves on at local midnight, whichever instants were asked before (the windows are remembered per day)', () => {
    const lastOfMonth = new Date('2025-03-31T18:29:59.999Z');
    const firstOfNext = new Date('2025-03-31T18:30:00.000Z');
    expect(quotaWindows(lastOfMonth, 'Asia/Kolkata').dayStart).toEqual(new Date('2025-03-30T18:30:00.000Z'));
    expect(quotaWindows(firstOfNext, 'Asia/Kolkata')).toEqual({ dayStart: firstOfNext, monthStart: firstOfNext });
    expect(quotaWindows(lastOfMonth, 'Asia/Kolkata')).toEqual({
      dayStart: new Date('2025-03-30T18:30:00.000Z'),
      monthStart: new Date('2025-02-28T18:30:00.000Z'),
    });
  });

  it('reset at the next local midnight, or the 1st of next month', () => {
    const now = new Date('2025-03-15T12:00:00.000Z');
    expect(quotaResetAt('day', now, 'Asia/Dubai').toISOString()).toBe('2025-03-15T20:00:00.000Z');
    expect(quotaResetAt('month', now, 'America/Los_Angeles').toISOString()).toBe('2025-04-01T07:00:00.000Z');
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

  it('states the limit, the plan, when the member can send again and how to raise it', () => {
    const india = { now: new Date('2025-03-15T10:00:00Z'), timeZone: 'Asia/Kolkata' };
    expect(quotaExceededMessage(free, 'day', 5, india)).toBe(
      'You have reached your daily limit of 5 interests on the Always Free plan. ' +
        'You can send more after midnight (12:00 am IST). ' +
        'Upgrade to Silver, Gold or Platinum on the Premium page for a higher limit.',
    );
    expect(quotaExceededMessage(silver, 'month', 60, india)).toBe(
      'You have reached your monthly limit of 60 interests on the Silver plan. ' +
        'You can send more from 1 April, 12:00 am IST. Upgrade to Gold or Platinum on the Premium page for a higher limit.',
    );
    expect(quotaExceededMessage(gold, 'day', 20, india)).toContain('Upgrade to Platinum on the Premium page');
  });

  it("tells the reset in the member's zone, daylight saving included", () => {
    const summer = { now: new Date('2025-07-01T20:00:00Z'), timeZone: 'America/Los_Angeles' };
    expect(quotaExceededMessage(free, 'day', 5, summer)).toContain('after midnight (12:00 am PDT)');
    const dubai = { now: new Date('2025-07-01T20:00:00Z'), timeZone: 'Asia/Dubai' };
    expect(quotaExceededMessage(free, 'month', 10, dubai)).toContain('from 1 August, 12:00 am GST');
    // 8 September 2024 began at 01:00 in Santiago: no midnight that day.
    const santiago = { now: new Date('2024-09-07T16:00:00Z'), timeZone: 'America/Santiago' };
    expect(quotaExceededMessage(free, 'day', 5, santiago)).toContain('You can send more from 1:00 am GMT-3.');
  });
});
