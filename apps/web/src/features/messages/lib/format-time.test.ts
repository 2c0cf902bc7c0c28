import { describe, expect, it } from 'vitest';
import { formatDay, formatInboxTime, isSameDay } from './format-time';

// Local times, so the tests hold in any time zone.
const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = at(2024, 10, 15, 18, 0);

describe('formatInboxTime', () => {
  it('counts minutes and hours within today', () => {
    expect(formatInboxTime(iso(NOW - 20_000), NOW)).toBe('now');
    expect(formatInboxTime(iso(NOW - 5 * 60_000), NOW)).toBe('5 min. ago');
    expect(formatInboxTime(iso(at(2024, 10, 15, 15, 0)), NOW)).toBe('3 hr. ago');
  });

  it('says yesterday, then a date', () => {
    expect(formatInboxTime(iso(at(2024, 10, 14, 23, 0)), NOW)).toBe('yesterday');
    expect(formatInboxTime(iso(at(2024, 10, 2)), NOW)).toBe('Oct 2');
    expect(formatInboxTime(iso(at(2023, 12, 30)), NOW)).toBe('Dec 30, 2023');
  });

  it('gives nothing for a bad date', () => {
    expect(formatInboxTime('not a date', NOW)).toBe('');
  });
});

describe('formatDay', () => {
  it('names today, yesterday, this week and older days', () => {
    expect(formatDay(iso(at(2024, 10, 15, 1)), NOW)).toBe('Today');
    expect(formatDay(iso(at(2024, 10, 14, 23)), NOW)).toBe('Yesterday');
    expect(formatDay(iso(at(2024, 10, 11)), NOW)).toMatch(/^Friday/);
    expect(formatDay(iso(at(2024, 9, 1)), NOW)).toBe('Sep 1, 2024');
  });
});

describe('isSameDay', () => {
  it('compares local calendar days', () => {
    expect(isSameDay(iso(at(2024, 10, 15, 0, 5)), iso(at(2024, 10, 15, 23, 55)))).toBe(true);
    expect(isSameDay(iso(at(2024, 10, 15, 0, 5)), iso(at(2024, 10, 14, 23, 55)))).toBe(false);
  });
});
