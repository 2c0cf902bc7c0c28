import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  formatZonedDate,
  formatZonedTime,
  isValidTimeZone,
  supportedTimeZones,
  usableTimeZone,
  zonedDayStart,
  zonedMonthStart,
  zonedNextDayStart,
  zonedNextMonthStart,
} from './time-zone.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('isValidTimeZone', () => {
  it('knows listed zones and the aliases Intl accepts without listing them', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Dubai', 'America/Los_Angeles', 'UTC', 'Etc/GMT+5']) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses unknown names, bare offsets, blanks and overlong text', () => {
    for (const zone of ['Mars/Olympus', '+05:30', '', ' Asia/Kolkata', 'Asia/Kolkata\u0000', 'A'.repeat(65)]) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
  });

  it('falls back to India for a missing or unknown stored zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(usableTimeZone(null)).toBe('Asia/Kolkata');
    expect(usableTimeZone('Mars/Olympus')).toBe('Asia/Kolkata');
    expect(usableTimeZone('Asia/Dubai')).toBe('Asia/Dubai');
  });
});

describe('IANA names', () => {
  it("names zones as the IANA database does now, not by ICU's older aliases", () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Dubai')).toBe('Asia/Dubai');
    expect(usableTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
  });

  it('lists every zone once under its IANA name, each one this runtime accepts', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones.filter((z) => z === 'Asia/Kolkata')).toHaveLength(1);
    expect(zones).toEqual([...zones].sort());
    for (const zone of zones) expect(isValidTimeZone(zone), zone).toBe(true);
  });
});

describe('zoned day windows', () => {
  it("starts India's day at 18:30 UTC the evening before, to the millisecond", () => {
    expect(iso(zonedDayStart(at('2025-03-15T18:29:59.999Z'), 'Asia/Kolkata'))).toBe('2025-03-14T18:30:00.000Z');
    expect(iso(zonedDayStart(at('2025-03-15T18:30:00.000Z'), 'Asia/Kolkata'))).toBe('2025-03-15T18:30:00.000Z');
    expect(iso(zonedNextDayStart(at('2025-03-15T18:29:59.999Z'), 'Asia/Kolkata'))).toBe('2025-03-15T18:30:00.000Z');
  });

  it("starts Dubai's day at 20:00 UTC (UTC+4, no daylight saving)", () => {
    const lateEvening = at('2025-06-15T21:30:00Z'); // 01:30 on 16 June in Dubai
    expect(iso(zonedDayStart(lateEvening, 'Asia/Dubai'))).toBe('2025-06-15T20:00:00.000Z');
    expect(iso(zonedNextDayStart(lateEvening, 'Asia/Dubai'))).toBe('2025-06-16T20:00:00.000Z');
  });

  it('follows Los Angeles through the 23-hour day when daylight saving starts', () => {
    const noon = at('2025-03-09T20:00:00Z'); // 12:00 PDT on 9 March; clocks went 02:00 -> 03:00
    expect(iso(zonedDayStart(noon, 'America/Los_Angeles'))).toBe('2025-03-09T08:00:00.000Z'); // 00:00 PST
    expect(iso(zonedNextDayStart(noon, 'America/Los_Angeles'))).toBe('2025-03-10T07:00:00.000Z'); // 00:00 PDT
  });

  it('follows Los Angeles through the 25-hour day when daylight saving ends', () => {
    const noon = at('2025-11-02T20:00:00Z'); // 12:00 PST on 2 November; clocks went 02:00 -> 01:00
    expect(iso(zonedDayStart(noon, 'America/Los_Angeles'))).toBe('2025-11-02T07:00:00.000Z'); // 00:00 PDT
    expect(iso(zonedNextDayStart(noon, 'America/Los_Angeles'))).toBe('2025-11-03T08:00:00.000Z'); // 00:00 PST
  });

  it('starts the day at 01:00 where daylight saving skips midnight (Santiago, 8 September 2024)', () => {
    const noon = at('2024-09-08T16:00:00Z');
    expect(iso(zonedDayStart(noon, 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
    expect(formatZonedTime(zonedDayStart(noon, 'America/Santiago'), 'America/Santiago')).toMatch(/^1:00 am /);
    expect(iso(zonedNextDayStart(at('2024-09-07T16:00:00Z'), 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
  });

  it('is the same instant wherever the server runs: only the member zone counts', () => {
    const now = at('2025-03-15T23:59:59.999Z');
    expect(iso(zonedDayStart(now, 'UTC'))).toBe('2025-03-15T00:00:00.000Z');
    expect(iso(zonedDayStart(now, 'Asia/Kolkata'))).toBe('2025-03-15T18:30:00.000Z');
    expect(iso(zonedDayStart(now, 'America/Los_Angeles'))).toBe('2025-03-15T07:00:00.000Z');
  });
});

describe('zoned month windows', () => {
  it("starts India's month on the evening of the last day of the previous month in UTC", () => {
    const firstOfAugust = at('2025-07-31T19:00:00Z'); // 00:30 on 1 August in India
    expect(iso(zonedMonthStart(firstOfAugust, 'Asia/Kolkata'))).toBe('2025-07-31T18:30:00.000Z');
    expect(iso(zonedNextMonthStart(firstOfAugust, 'Asia/Kolkata'))).toBe('2025-08-31T18:30:00.000Z');
  });

  it('keeps Los Angeles in February until its own midnight, across the DST change in March', () => {
    const lastEvening = at('2025-03-01T05:00:00Z'); // 21:00 PST on 28 February
    expect(iso(zonedMonthStart(lastEvening, 'America/Los_Angeles'))).toBe('2025-02-01T08:00:00.000Z');
    expect(iso(zonedNextMonthStart(lastEvening, 'America/Los_Angeles'))).toBe('2025-03-01T08:00:00.000Z');
    expect(iso(zonedNextMonthStart(at('2025-03-20T12:00:00Z'), 'America/Los_Angeles'))).toBe(
      '2025-04-01T07:00:00.000Z',
    );
  });

  it('rolls over the year', () => {
    const newYearsEve = at('2025-12-31T20:00:00Z'); // 01:30 on 1 January 2026 in India
    expect(iso(zonedMonthStart(newYearsEve, 'Asia/Kolkata'))).toBe('2025-12-31T18:30:00.000Z');
    expect(iso(zonedNextMonthStart(at('2025-12-15T12:00:00Z'), 'Asia/Dubai'))).toBe('2025-12-31T20:00:00.000Z');
  });
});

describe('formatting a reset', () => {
  it('names the zone the way its members know it: IST, GST, PDT, else the offset', () => {
    expect(formatZonedTime(at('2025-03-15T18:30:00Z'), 'Asia/Kolkata')).toBe('12:00 am IST');
    expect(formatZonedTime(at('2025-06-16T20:00:00Z'), 'Asia/Dubai')).toBe('12:00 am GST');
    expect(formatZonedTime(at('2025-03-10T07:00:00Z'), 'America/Los_Angeles')).toBe('12:00 am PDT');
    expect(formatZonedTime(at('2025-01-10T08:00:00Z'), 'America/Los_Angeles')).toBe('12:00 am PST');
    expect(formatZonedTime(at('2025-06-15T21:00:00Z'), 'Asia/Riyadh')).toBe('12:00 am GMT+3');
  });

  it('gives the local date of the reset', () => {
    expect(formatZonedDate(at('2025-07-31T18:30:00Z'), 'Asia/Kolkata')).toBe('1 August');
  });
});
