import { afterEach, describe, expect, it } from 'vitest';
import { drawInTimeZone, formattersFor } from '../../../i18n/format';
import { testTranslator } from '../../../i18n/test-translator';
import { formatDay, formatInboxTime, isSameDay } from './format-time';

// Local times, so the tests hold in any time zone.
const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = at(2024, 10, 15, 18, 0);
const en = formattersFor('en');

describe('formatInboxTime', () => {
  it('counts minutes and hours within today', () => {
    expect(formatInboxTime(iso(NOW - 20_000), en, NOW)).toBe('now');
    expect(formatInboxTime(iso(NOW - 5 * 60_000), en, NOW)).toBe('5 minutes ago');
    expect(formatInboxTime(iso(at(2024, 10, 15, 15, 0)), en, NOW)).toBe('3 hours ago');
  });

  it('says yesterday, then a date', () => {
    expect(formatInboxTime(iso(at(2024, 10, 14, 23, 0)), en, NOW)).toBe('yesterday');
    expect(formatInboxTime(iso(at(2024, 10, 2)), en, NOW)).toBe('2 Oct 2024');
    expect(formatInboxTime(iso(at(2023, 12, 30)), en, NOW)).toBe('30 Dec 2023');
  });

  it("speaks the reader's language with Western digits", () => {
    const ar = formatInboxTime(iso(NOW - 5 * 60_000), formattersFor('ar'), NOW);
    expect(ar).toContain('5');
    expect(ar).not.toMatch(/[A-Za-z]/);
    expect(formatInboxTime(iso(at(2024, 10, 14, 23, 0)), formattersFor('ur'), NOW)).not.toBe('yesterday');
  });

  it('gives nothing for a bad date', () => {
    expect(formatInboxTime('not a date', en, NOW)).toBe('');
  });
});

describe('formatDay', () => {
  const t = testTranslator('en');
  it('names today, yesterday, this week and older days', () => {
    expect(formatDay(iso(at(2024, 10, 15, 1)), t, en, NOW)).toBe('Today');
    expect(formatDay(iso(at(2024, 10, 14, 23)), t, en, NOW)).toBe('Yesterday');
    expect(formatDay(iso(at(2024, 10, 11)), t, en, NOW)).toMatch(/^Friday/);
    expect(formatDay(iso(at(2024, 9, 1)), t, en, NOW)).toBe(en.date(new Date(2024, 8, 1)));
  });

  it('names the days in Urdu', () => {
    const ur = testTranslator('ur');
    expect(formatDay(iso(at(2024, 10, 15, 1)), ur, formattersFor('ur'), NOW)).toBe(ur('messages.day.today'));
    expect(formatDay(iso(at(2024, 10, 15, 1)), ur, formattersFor('ur'), NOW)).not.toBe('Today');
  });
});

describe('isSameDay', () => {
  it('compares local calendar days', () => {
    expect(isSameDay(iso(at(2024, 10, 15, 0, 5)), iso(at(2024, 10, 15, 23, 55)))).toBe(true);
    expect(isSameDay(iso(at(2024, 10, 15, 0, 5)), iso(at(2024, 10, 14, 23, 55)))).toBe(false);
  });
});

describe('in the time zone a page is drawn for', () => {
  afterEach(() => drawInTimeZone(null));

  it("counts days and shows times as the member's browser does, whatever the server's own zone", () => {
    drawInTimeZone('Asia/Kolkata');
    const kolkata = formattersFor('en');
    // 20:00 UTC on the 14th is 01:30 on the 15th in India.
    expect(isSameDay('2024-10-14T20:00:00Z', '2024-10-15T10:00:00Z')).toBe(true);
    expect(isSameDay('2024-10-14T18:00:00Z', '2024-10-14T20:00:00Z')).toBe(false);
    expect(kolkata.time('2024-10-14T20:00:00Z')).toBe('1:30 am');
    const now = Date.parse('2024-10-15T12:00:00Z');
    expect(formatDay('2024-10-14T20:00:00Z', testTranslator('en'), kolkata, now)).toBe('Today');
    expect(formatDay('2024-10-14T18:00:00Z', testTranslator('en'), kolkata, now)).toBe('Yesterday');

    drawInTimeZone('America/New_York');
    expect(isSameDay('2024-10-14T20:00:00Z', '2024-10-15T10:00:00Z')).toBe(false);
    expect(formattersFor('en').time('2024-10-14T20:00:00Z')).toBe('4:00 pm');
  });
});
