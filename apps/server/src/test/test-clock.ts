const RATE_WINDOW_MS = 15 * 60_000;

export interface TestClock {
  now(): number;
  advance(seconds: number): void;
  /** Moves to just after the next 15-minute boundary: every rate-limit window starts empty. */
  nextWindow(): void;
}

/** A clock that stands still until told, for the rate limits (`createTestApp(..., { clock: c.now })`). */
export function testClock(): TestClock {
  let ms = Date.now();
  return {
    now: () => ms,
    advance(seconds) {
      ms += seconds * 1000;
    },
    nextWindow() {
      ms = (Math.floor(ms / RATE_WINDOW_MS) + 1) * RATE_WINDOW_MS + 1000;
    },
  };
}

const HOUR_MS = 3_600_000;
/** India is UTC+05:30 all year: members' default time zone, where quiet hours are 22:00 to 07:00. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

export interface IndiaClock {
  now(): number;
  /** Today at this wall-clock time in India. */
  setIndiaTime(hour: number, minute?: number): void;
  advance(ms: number): void;
}

/** The notification jobs' clock (`createTestApp(..., { clock: c.now })`), set to a time of an Indian day. */
export function indiaClock(hour = 12): IndiaClock {
  const clock = {
    ms: Date.now(),
    now: () => clock.ms,
    setIndiaTime(h: number, minute = 0) {
      const day = Math.floor((Date.now() + INDIA_OFFSET_MS) / (24 * HOUR_MS)) * 24 * HOUR_MS;
      clock.ms = day + (h * 60 + minute) * 60_000 - INDIA_OFFSET_MS;
    },
    advance(ms: number) {
      clock.ms += ms;
    },
  };
  clock.setIndiaTime(hour);
  return clock;
}
