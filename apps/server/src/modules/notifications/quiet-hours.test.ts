import { describe, expect, it } from 'vitest';
import { isQuietTime, localMinuteOfDay, quietHoursEnd } from './quiet-hours.js';

const night = { start: '22:00', end: '07:00', timeZone: 'Asia/Kolkata' };

describe('quiet hours', () => {
  it("reads the wall clock of the member's zone", () => {
    // 18:00 UTC is 23:30 in India.
    expect(localMinuteOfDay(new Date('2026-11-24T18:00:00Z'), 'Asia/Kolkata')).toBe(23 * 60 + 30);
  });

  it('holds across midnight and not outside it', () => {
    expect(isQuietTime(new Date('2026-11-24T18:00:00Z'), night)).toBe(true); // 23:30
    expect(isQuietTime(new Date('2026-11-24T23:00:00Z'), night)).toBe(true); // 04:30
    expect(isQuietTime(new Date('2026-11-25T01:30:00Z'), night)).toBe(false); // 07:00 sharp: over
    expect(isQuietTime(new Date('2026-11-24T10:00:00Z'), night)).toBe(false); // 15:30
    expect(isQuietTime(new Date('2026-11-24T16:30:00Z'), night)).toBe(true); // 22:00 sharp: begun
  });

  it('holds within one day when start is before end', () => {
    const afternoon = { start: '13:00', end: '15:00', timeZone: 'UTC' };
    expect(isQuietTime(new Date('2026-11-24T14:00:00Z'), afternoon)).toBe(true);
    expect(isQuietTime(new Date('2026-11-24T15:00:00Z'), afternoon)).toBe(false);
  });

  it('is off when none are set or they are empty', () => {
    expect(isQuietTime(new Date(), null)).toBe(false);
    expect(isQuietTime(new Date(), { start: '09:00', end: '09:00', timeZone: 'UTC' })).toBe(false);
  });

  it("ends at the next morning in the member's zone", () => {
    // 23:30 in India; 07:00 India is 01:30 UTC the next day.
    expect(quietHoursEnd(new Date('2026-11-24T18:00:20Z'), night).toISOString()).toBe('2026-11-25T01:30:00.000Z');
  });
});
