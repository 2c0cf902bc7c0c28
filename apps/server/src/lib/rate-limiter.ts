import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import { AppError } from './app-error.js';

export interface RateRule {
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them (ARCHITECTURE.md
 * "Scale path"). One upsert per hit; old windows are swept lazily.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  /** Counts one hit for `key`; throws 429 once the window's limit is passed. */
  async hit(key: string, rule: RateRule): Promise<void> {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    await this.sweep();
    if ((row?.hits ?? 0) > rule.limit) throw new AppError('RATE_LIMITED', rule.message);
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    await this.db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < now() - interval '1 day'`);
  }
}
