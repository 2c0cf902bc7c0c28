/**
 * When the embedded PostgreSQL is started again after it died, and when the app stops trying
 * (docs/decisions/0050-the-embedded-postgresql-is-restarted-when-it-dies.md). A crash loop (a full disk,
 * a broken configuration) must not become a restart loop: each start in one outage waits longer than
 * the one before, and after `maxAttempts` the app gives up and exits so a supervisor restarts it.
 */
export interface RestartPolicy {
  /** Starts tried in one outage before giving up. */
  maxAttempts: number;
  /** A server that stayed up this long after a start died of something new: the count starts over. */
  stableMs: number;
  /** The wait before the second start; it doubles for each start after that. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  maxAttempts: 5,
  stableMs: 60_000,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
};

/**
 * The starts already tried in the outage that begins now: those of the last one when the server died
 * again before it had stayed up `stableMs` since it last started, else none.
 */
export function attemptsInOutage(previous: number, startedAt: number, now: number, policy: RestartPolicy): number {
  return now - startedAt >= policy.stableMs ? 0 : previous;
}

/** How long to wait before start number `attempt + 1` of an outage (the first at once), or null to give up. */
export function restartDelay(attempt: number, policy: RestartPolicy): number | null {
  if (attempt >= policy.maxAttempts) return null;
  if (attempt === 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}
