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
