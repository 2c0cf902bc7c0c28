import { describe, expect, it } from 'vitest';
import { changeTimeZone, type MemberTimeZone, zoneInForce } from './time-zone-change.js';

const at = (iso: string) => new Date(iso);
const INDIA: MemberTimeZone = { timeZone: 'Asia/Kolkata', previousTimeZone: null, timeZoneChangesAt: null };
/** 20:35 in India, 00:05 the next day in Tokyo. */
const EVENING = at('2025-03-15T15:05:00.000Z');
/** Midnight in India that night. */
const INDIA_MIDNIGHT = at('2025-03-15T18:30:00.000Z');

describe('a time zone change', () => {
  it('takes effect at the next midnight of the zone in force, not before', () => {
    const changed = changeTimeZone(INDIA, 'Asia/Tokyo', EVENING);
    expect(changed).toEqual({
      timeZone: 'Asia/Tokyo',
      previousTimeZone: 'Asia/Kolkata',
      timeZoneChangesAt: INDIA_MIDNIGHT,
    });
    expect(zoneInForce(changed, EVENING)).toBe('Asia/Kolkata');
    expect(zoneInForce(changed, new Date(INDIA_MIDNIGHT.getTime() - 1))).toBe('Asia/Kolkata');
    expect(zoneInForce(changed, INDIA_MIDNIGHT)).toBe('Asia/Tokyo');
  });

  it("made again before the first takes effect keeps the first one's moment", () => {
    const first = changeTimeZone(INDIA, 'Asia/Tokyo', EVENING);
    const second = changeTimeZone(first, 'Asia/Singapore', at('2025-03-15T16:05:00.000Z'));
    expect(second).toEqual({
      timeZone: 'Asia/Singapore',
      previousTimeZone: 'Asia/Kolkata',
      timeZoneChangesAt: INDIA_MIDNIGHT,
    });
  });

  it('back to the zone in force cancels what was pending', () => {
    const first = changeTimeZone(INDIA, 'Asia/Tokyo', EVENING);
    expect(changeTimeZone(first, 'Asia/Kolkata', EVENING)).toEqual(INDIA);
  });

  it("made after the last one took effect waits for the new zone's midnight", () => {
    const first = changeTimeZone(INDIA, 'Asia/Tokyo', EVENING);
    const later = at('2025-03-16T06:00:00.000Z'); // 15:00 in Tokyo
    expect(changeTimeZone(first, 'Asia/Dubai', later)).toEqual({
      timeZone: 'Asia/Dubai',
      previousTimeZone: 'Asia/Tokyo',
      timeZoneChangesAt: at('2025-03-16T15:00:00.000Z'), // midnight in Tokyo
    });
  });

  it('counts a stored zone this runtime does not know as the default', () => {
    expect(zoneInForce({ ...INDIA, timeZone: 'Mars/Olympus' }, EVENING)).toBe('Asia/Kolkata');
  });
});
