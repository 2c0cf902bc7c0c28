import { describe, expect, it } from 'vitest';
import { attemptsInOutage, RESTART_POLICY, type RestartPolicy, restartDelay } from './restart-policy.js';

const policy: RestartPolicy = { maxAttempts: 4, stableMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 3_000 };

describe('restarting the embedded PostgreSQL', () => {
  it('starts at once, then waits longer before each start, up to the cap', () => {
    expect([0, 1, 2, 3].map((attempt) => restartDelay(attempt, policy))).toEqual([0, 1_000, 2_000, 3_000]);
  });

  it('gives up after the last allowed start of one outage', () => {
    expect(restartDelay(4, policy)).toBeNull();
    expect(restartDelay(RESTART_POLICY.maxAttempts, RESTART_POLICY)).toBeNull();
    expect(restartDelay(RESTART_POLICY.maxAttempts - 1, RESTART_POLICY)).not.toBeNull();
  });

  it('counts a death soon after a start as the same outage, and one after a stable run as a new one', () => {
    const startedAt = 1_000_000;
    expect(attemptsInOutage(3, startedAt, startedAt + 5_000, policy)).toBe(3);
    expect(attemptsInOutage(3, startedAt, startedAt + 59_999, policy)).toBe(3);
    expect(attemptsInOutage(3, startedAt, startedAt + 60_000, policy)).toBe(0);
  });

  it('never restarts in a tight loop: a server that keeps dying is given up on within a few minutes', () => {
    const waits = Array.from({ length: RESTART_POLICY.maxAttempts }, (_, i) => restartDelay(i, RESTART_POLICY) ?? 0);
    expect(waits.slice(1).every((ms) => ms >= RESTART_POLICY.firstDelayMs)).toBe(true);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(5 * 60_000);
  });
});
