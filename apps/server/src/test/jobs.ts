import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';

/**
 * Waits until no job is running or due: every email and text queued so far has been sent (or is
 * waiting for a later retry). Polls the queue's table; fails after `timeoutMs`.
 */
export async function jobsSettled(db: Db, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.execute<{ busy: number }>(sql`
      select count(*)::int as busy from graphile_worker.jobs
      where locked_at is not null or (attempts < max_attempts and run_at <= now())`);
    if (rows[0]?.busy === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.busy} jobs still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
