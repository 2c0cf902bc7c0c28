import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../lib/app-error.js';
import type { Db } from './db/client.js';
import { rateLimitHits } from './db/schema.js';

export interface RateRule {
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Past the limit, one more attempt each delay, the delay doubling from the first up to the most. */
export interface Backoff {
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export interface AttemptRule {
  /** Attempts admitted at once in each window. */
  limit: number;
  windowSeconds: number;
  /** Without it, the window's end is the next chance. */
  backoff?: Backoff;
}

/** One counted attempt, to be given back with `release` when it should not count after all. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

export type Admission = { admitted: true; reservation: Reservation } | { admitted: false; retryAfterSeconds: number };

/**
 * No rule counts over more than a day, so a window that began over a day ago is over and the hourly
 * purge job may delete it (docs/decisions/0021-durable-jobs.md).
 */
export const LONGEST_WINDOW_SECONDS = 24 * 3600;

function windowStartOf(nowMs: number, windowSeconds: number): Date {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`a rate window longer than a day: ${windowSeconds} s`);
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(nowMs / windowMs) * windowMs);
}

/** A moment as a SQL timestamp parameter. */
const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/** When the stored counter admits its next attempt (compared in SQL, so one statement decides). */
function nextAttemptAt(rule: AttemptRule): SQL {
  const { hits, lastHitAt, windowStart } = rateLimitHits;
  if (!rule.backoff) return sql`${windowStart} + make_interval(secs => ${rule.windowSeconds}::float8)`;
  const { firstDelaySeconds: first, maxDelaySeconds: max } = rule.backoff;
  const doublings = sql`least(${hits} - ${rule.limit}::int, 30)`;
  return sql`${lastHitAt} + make_interval(secs => least(${max}::float8, ${first}::float8 * power(2, ${doublings})))`;
}

/** The 429 of a full window, with the seconds until it ends. */
function rateLimited(rule: RateRule, windowStart: Date, nowMs: number): AppError {
  const windowEndMs = windowStart.getTime() + rule.windowSeconds * 1000;
  return new AppError('RATE_LIMITED', rule.message, Math.ceil((windowEndMs - nowMs) / 1000));
}

/**
 * `hit`'s upsert with the placeholders `countHit` fills (`rateKey`, `rateWindowStart`, `rateNow`),
 * returning the window's `hits`: a CTE of a statement prepared once.
 */
export const COUNT_HIT_SQL = sql`insert into ${rateLimitHits} (key, window_start, hits, last_hit_at)
  values (${sql.placeholder('rateKey')}, ${sql.placeholder('rateWindowStart')}::timestamptz, 1, ${sql.placeholder('rateNow')}::timestamptz)
  on conflict (key, window_start) do update
    set hits = ${rateLimitHits}.hits + 1, last_hit_at = excluded.last_hit_at
  returning hits`;

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them (README.md
 * "Running more than one instance"). One upsert per hit; a periodic job deletes old windows. The clock is injectable so
 * tests move time instead of sleeping.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; throws 429 once the window's limit is passed. */
  async hit(key: string, rule: RateRule): Promise<void> {
    const nowMs = this.clock();
    const windowStart = windowStartOf(nowMs, rule.windowSeconds);
    const hits = await this.count(key, windowStart, nowMs);
    if ((hits ?? 0) > rule.limit) throw rateLimited(rule, windowStart, nowMs);
  }

  /**
   * `hit` as one part of a caller's own prepared statement: `values` fill `COUNT_HIT_SQL`'s
   * placeholders, and `check` throws the 429 when the `hits` it returned are past the limit (the
   * caller's statement must then have changed nothing else).
   */
  countHit(key: string, rule: RateRule) {
    const nowMs = this.clock();
    const windowStart = windowStartOf(nowMs, rule.windowSeconds);
    return {
      values: { rateKey: key, rateWindowStart: windowStart, rateNow: new Date(nowMs) },
      check: (hits: number) => {
        if (hits > rule.limit) throw rateLimited(rule, windowStart, nowMs);
      },
    };
  }

  /**
   * Counts one attempt for `key` only if the rule admits it, in one statement, so concurrent
   * attempts on any instance cannot all slip past the limit; a refused attempt changes nothing.
   */
  async reserve(key: string, rule: AttemptRule): Promise<Admission> {
    const nowMs = this.clock();
    const windowStart = windowStartOf(nowMs, rule.windowSeconds);
    const admits = sql`${rateLimitHits.hits} < ${rule.limit}::int or ${nextAttemptAt(rule)} <= ${at(nowMs)}`;
    if ((await this.count(key, windowStart, nowMs, admits)) !== undefined) {
      return { admitted: true, reservation: { key, windowStart } };
    }
    return { admitted: false, retryAfterSeconds: await this.secondsToWait(key, windowStart, rule, nowMs) };
  }

  /** Gives back one reserved attempt (it turned out not to be one that counts). */
  async release({ key, windowStart }: Reservation): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  }

  /** Forgets every count for `key`. */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }

  /** One upsert: the window's count after this hit, or undefined when `admits` held the row back. */
  private async count(key: string, windowStart: Date, nowMs: number, admits?: SQL): Promise<number | undefined> {
    const now = new Date(nowMs);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1, lastHitAt: now })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1`, lastHitAt: now },
        ...(admits ? { setWhere: admits } : {}),
      })
      .returning({ hits: rateLimitHits.hits });
    return row?.hits;
  }

  private async secondsToWait(key: string, windowStart: Date, rule: AttemptRule, nowMs: number): Promise<number> {
    const seconds = sql<number>`extract(epoch from ${nextAttemptAt(rule)} - ${at(nowMs)})::float8`;
    const [row] = await this.db
      .select({ seconds })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
    // The row can vanish between the two statements (a success cleared it): try again at once.
    return Math.max(1, Math.ceil(row?.seconds ?? 0));
  }
}
