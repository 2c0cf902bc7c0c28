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

export const PROPOSALS: Proposal[] = [
  {
    name: 'bench_proposed_recent_activity_idx',
    why:
      "members_recent_activity_idx is (account_status, gender, last_active_at DESC NULLS LAST, id): the pools' " +
      'ORDER BY last_active_at DESC, id DESC (DESC means NULLS FIRST, and id descending) matches it in neither ' +
      'direction, so PostgreSQL reads every active member of the gender and sorts them. The same columns all ' +
      'ascending serve that order by a backward scan that stops at the pool size.',
    sql: 'create index if not exists bench_proposed_recent_activity_idx on members (account_status, gender, last_active_at, id)',
  },
  {
    name: 'bench_proposed_sect_idx',
    why:
      'A rare sect within N km reads every member in the box (18,500 rows in Mumbai for 231 that pass) from the ' +
      'location index alone; with a btree on the sect PostgreSQL ANDs the two bitmaps and reads only those that pass.',
    sql: 'create index if not exists bench_proposed_sect_idx on members (account_status, gender, sect)',
  },
];

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
