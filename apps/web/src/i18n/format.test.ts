import { LOCALES } from '@mithaq/contracts/i18n/locales';
import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

const NON_WESTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/;
const now = new Date('2026-11-23T12:00:00Z');

describe('formatters', () => {
  it.each(LOCALES)('write Western digits in %s (docs/decisions/0024-languages.md)', (locale) => {
    const f = formattersFor(locale);
    const written = [
      f.date('2026-11-23T10:00:00Z'),
      f.calendarDate('1998-03-07'),
      f.time('2026-11-23T10:05:00Z'),
      f.dateTime('2026-11-23T10:05:00Z'),
      f.number(1234567),
      f.rupees('10000'),
      f.relative('2026-11-23T11:58:00Z', now),
    ];
    for (const text of written) expect(text, text).not.toMatch(NON_WESTERN_DIGITS);
    expect(f.number(7)).toBe('7');
  });

  it.each(LOCALES)('price plans in rupees in %s', (locale) => {
    const text = formattersFor(locale).rupees('10000');
    expect(text).toContain('₹');
    expect(text.replace(/[^\d]/g, '')).toBe('1000000');
  });

  it('group rupees the Indian way in English', () => {
    expect(formattersFor('en').rupees('1234567.5')).toBe('₹12,34,567.50');
  });

  it('keep a calendar date on its day in every time zone', () => {
    expect(formattersFor('en').calendarDate('1998-03-07')).toBe('7 Mar 1998');
  });

  it('say how long ago in each language', () => {
    const twoMinutesAgo = '2026-11-23T11:58:00Z';
    expect(formattersFor('en').relative(twoMinutesAgo, now)).toBe('2 minutes ago');
    expect(formattersFor('hi').relative(twoMinutesAgo, now)).toMatch(/^2 मिनट पहले$/);
    expect(formattersFor('ur').relative(twoMinutesAgo, now)).toContain('2 منٹ');
    expect(formattersFor('ar').relative(twoMinutesAgo, now)).toContain('دقيقتين');
  });

  it('step up from seconds to days and years', () => {
    const en = formattersFor('en');
    expect(en.relative(now, now)).toBe('now');
    expect(en.relative('2026-11-22T12:00:00Z', now)).toBe('yesterday');
    expect(en.relative('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
    expect(en.relative('2024-11-23T12:00:00Z', now)).toBe('2 years ago');
    expect(en.relative('2026-11-23T15:00:00Z', now)).toBe('in 3 hours');
  });
});
