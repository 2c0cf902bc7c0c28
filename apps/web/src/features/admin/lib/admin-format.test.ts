import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { availableActions, shownRange, waitedFor, waitedText } from './admin-format';

describe('staff console formatting', () => {
  it("finds the rows of 'Showing a-b of n'", () => {
    expect(shownRange(1, 20, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 5, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0, 0)).toBeNull();
  });

  it('offers the account actions spec section 4 allows', () => {
    expect(availableActions('active')).toEqual(['deactivated', 'deleted']);
    expect(availableActions('deactivated')).toEqual(['active', 'deleted']);
    expect(availableActions('deleted')).toEqual([]);
  });

  it('says how long a ticket has waited', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(waitedFor('2026-11-23T11:59:30Z', now)).toEqual({ unit: 'now' });
    expect(waitedFor('2026-11-23T11:15:00Z', now)).toEqual({ unit: 'minutes', count: 45 });
    expect(waitedFor('2026-11-23T02:00:00Z', now)).toEqual({ unit: 'hours', count: 10 });
    expect(waitedFor('2026-11-20T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('waiting times in each language', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('reads as before in English', () => {
    const t = testTranslator('en');
    expect(waitedText(t, '2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(waitedText(t, '2026-11-23T11:15:00Z', now)).toBe('45 min');
    expect(waitedText(t, '2026-11-23T02:00:00Z', now)).toBe('10 h');
    expect(waitedText(t, '2026-11-20T12:00:00Z', now)).toBe('3 d');
  });

  it('is written in Urdu and Arabic with Western digits', () => {
    for (const locale of ['ur', 'ar', 'hi'] as const) {
      const t = testTranslator(locale);
      const text = waitedText(t, '2026-11-23T11:15:00Z', now);
      expect(text).toContain('45');
      expect(text).not.toMatch(/min/);
    }
  });
});
