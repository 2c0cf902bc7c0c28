import { describe, expect, it } from 'vitest';
import { type DeliveryFacts, emailChoice, isDigestDue, pushChoice } from './delivery-rules.js';

const away: DeliveryFacts = {
  kind: 'interests',
  setting: { email: 'immediate', push: true },
  live: false,
  quiet: false,
  deactivated: false,
  blocked: false,
};

describe('delivery rules', () => {
  it('emails and pushes a member who is away, as they chose', () => {
    expect(emailChoice(away)).toBe('send');
    expect(pushChoice(away)).toBe('send');
    expect(emailChoice({ ...away, setting: { email: 'digest', push: true } })).toBe('digest');
    expect(emailChoice({ ...away, setting: { email: 'off', push: false } })).toBe('skip');
    expect(pushChoice({ ...away, setting: { email: 'off', push: false } })).toBe('skip');
  });

  it('never emails or pushes a member who has the site open', () => {
    expect(emailChoice({ ...away, live: true })).toBe('skip');
    expect(pushChoice({ ...away, live: true })).toBe('skip');
  });

  it('holds emails until the morning and drops pushes in quiet hours', () => {
    expect(emailChoice({ ...away, quiet: true })).toBe('wait');
    expect(pushChoice({ ...away, quiet: true })).toBe('skip');
  });

  it('always emails receipts and refund decisions, and never pushes them', () => {
    const payment = { ...away, kind: 'payments' as const, live: true, quiet: true };
    expect(emailChoice({ ...payment, setting: { email: 'off', push: true } })).toBe('send');
    expect(pushChoice({ ...payment, live: false, quiet: false })).toBe('skip');
  });

  it('pushes only the kinds the issue pushes', () => {
    expect(pushChoice({ ...away, kind: 'moderation' })).toBe('skip');
    expect(pushChoice({ ...away, kind: 'support' })).toBe('send');
  });

  it('tells a deactivated member only of safety and payments, and nothing across a block', () => {
    expect(emailChoice({ ...away, deactivated: true })).toBe('skip');
    expect(emailChoice({ ...away, kind: 'safety', deactivated: true })).toBe('send');
    expect(emailChoice({ ...away, blocked: true })).toBe('skip');
    expect(pushChoice({ ...away, blocked: true })).toBe('skip');
  });
});

describe('daily digest timing', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  const base = {
    localMinute: 8 * 60 + 30,
    quiet: false,
    lastDigestAt: null,
    oldestItemAt: new Date('2026-11-24T01:00:00Z'),
  };

  it("goes in the member's 08:00 hour, once a day", () => {
    expect(isDigestDue(now, base)).toBe(true);
    expect(isDigestDue(now, { ...base, lastDigestAt: new Date('2026-11-23T03:00:00Z') })).toBe(true);
    expect(isDigestDue(now, { ...base, lastDigestAt: new Date('2026-11-23T20:00:00Z') })).toBe(false);
  });

  it('waits outside that hour unless the oldest item has waited a day, and never in quiet hours', () => {
    expect(isDigestDue(now, { ...base, localMinute: 14 * 60 })).toBe(false);
    expect(isDigestDue(now, { ...base, localMinute: 14 * 60, oldestItemAt: new Date('2026-11-23T02:00:00Z') })).toBe(
      true,
    );
    expect(isDigestDue(now, { ...base, localMinute: 23 * 60, oldestItemAt: new Date('2026-11-20T00:00:00Z') })).toBe(
      false,
    );
    expect(isDigestDue(now, { ...base, quiet: true })).toBe(false);
  });
});
