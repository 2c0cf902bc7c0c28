import { describe, expect, it } from 'vitest';
import { refundedTime, refundQuote, refundToken } from './refund-quote.js';

const DAY = 86_400_000;
const paidAt = new Date('2026-11-23T10:00:00Z');
const after = (ms: number) => new Date(paidAt.getTime() + ms);
const silver = { planId: 'silver', amountPaise: 150_000, completedAt: paidAt };

describe('refundQuote', () => {
  it('counts the plan days from the payment and a started day as used', () => {
    // 23 Nov + 1 month = 23 Dec: 30 days.
    expect(refundQuote(silver, paidAt)).toEqual({
      planDays: 30,
      daysUsed: 0,
      fullPaise: 150_000,
      proratedPaise: 150_000,
    });
    expect(refundQuote(silver, after(60_000))).toMatchObject({ daysUsed: 1, proratedPaise: 145_000 });
    expect(refundQuote(silver, after(DAY))).toMatchObject({ daysUsed: 1, proratedPaise: 145_000 });
    expect(refundQuote(silver, after(DAY + 1))).toMatchObject({ daysUsed: 2, proratedPaise: 140_000 });
  });

  it('rounds the pro-rated amount down to the paisa and has none once every day is used', () => {
    const gold = { planId: 'gold', amountPaise: 450_000, completedAt: paidAt };
    // 23 Nov + 3 months = 23 Feb: 92 days; 4,500 × 89 / 92 = 4,353.2608…
    expect(refundQuote(gold, after(3 * DAY))).toMatchObject({ planDays: 92, daysUsed: 3, proratedPaise: 435_326 });
    expect(refundQuote(silver, after(45 * DAY))).toMatchObject({
      daysUsed: 30,
      proratedPaise: null,
      fullPaise: 150_000,
    });
  });

  it('offers only a full refund of a lifetime plan', () => {
    const platinum = { planId: 'platinum', amountPaise: 1_000_000, completedAt: paidAt };
    expect(refundQuote(platinum, after(2 * DAY))).toEqual({
      planDays: null,
      daysUsed: 2,
      fullPaise: 1_000_000,
      proratedPaise: null,
    });
  });
});

describe('refundedTime', () => {
  it('takes back every plan day for a full refund and the unused ones for a pro-rated one', () => {
    const quote = refundQuote(silver, after(2 * DAY));
    expect(refundedTime(quote, 'full')).toEqual({ lifetime: false, days: 30 });
    expect(refundedTime(quote, 'prorated')).toEqual({ lifetime: false, days: 28 });
    const lifetime = refundQuote({ planId: 'platinum', amountPaise: 1_000_000, completedAt: paidAt }, paidAt);
    expect(refundedTime(lifetime, 'full')).toEqual({ lifetime: true, days: 0 });
  });
});

describe('refundToken', () => {
  it('is the same for one request on every attempt and fits PayU token lengths', () => {
    const token = refundToken('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(token).toBe('mqr0f8fad5bd9cb469fa165');
    expect(token.length).toBeLessThanOrEqual(25);
  });
});
