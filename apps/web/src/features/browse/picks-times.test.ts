import { describe, expect, it } from 'vitest';
import { firstPicksDay, picksHourText } from './picks-times';

describe('when picks come', () => {
  it("says today before 08:00 in the member's own zone, tomorrow from then on", () => {
    // 02:00 UTC is 07:30 in Kolkata and 06:00 in Dubai, but 10:00 in Singapore.
    const at = Date.UTC(2026, 10, 20, 2, 0);
    expect(firstPicksDay(at, 'Asia/Kolkata')).toBe('today');
    expect(firstPicksDay(at, 'Asia/Dubai')).toBe('today');
    expect(firstPicksDay(at, 'Asia/Singapore')).toBe('tomorrow');
    expect(firstPicksDay(Date.UTC(2026, 10, 20, 2, 30), 'Asia/Kolkata')).toBe('tomorrow');
  });

  it('says tomorrow for a zone the browser does not know', () => {
    expect(firstPicksDay(Date.UTC(2026, 10, 20, 0, 0), 'Mars/Olympus_Mons')).toBe('tomorrow');
  });

  it("writes the hour in the reader's language", () => {
    expect(picksHourText('en')).toBe('8\u00a0am');
    expect(picksHourText('ar')).toBe('8\u00a0ص');
  });
});
