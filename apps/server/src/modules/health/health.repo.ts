import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The newest migration applied (drizzle's `created_at`, the journal's `when`); null before any. */
export async function latestAppliedMigration(db: Db): Promise<number | null> {
  const table = await db.execute<{ found: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table.rows[0]?.found) return null;
  const latest = await db.execute<{ latest: string | null }>(
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const value = latest.rows[0]?.latest;
  return value ? Number(value) : null;
}
