/**
 * Index changes the discovery bench can try on its own database (`--with-proposals`), so a change to
 * apps/server can be measured before it is made (README "What would fix the misses"). They are built
 * before the runs and dropped afterwards; the app's own indexes stay as they are.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export interface Proposal {
  name: string;
  why: string;
  sql: string;
}

/**
 * None stand now: the recent-activity order and the sect index this list proposed are the app's own
 * (migrations/concurrent/0024_members_recent_activity_idx.sql, 0024_members_sect_idx.sql); README
 * "Before the fixes" keeps what they measured.
 */
export const PROPOSALS: Proposal[] = [];

export async function buildProposals(pool: pg.Pool, log: (line: string) => void): Promise<void> {
  for (const p of PROPOSALS) {
    const started = performance.now();
    await pool.query(p.sql);
    log(`proposal ${p.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await pool.query('analyze members');
}

export async function dropProposals(pool: pg.Pool): Promise<void> {
  for (const p of PROPOSALS) await pool.query(`drop index if exists ${p.name}`);
}
