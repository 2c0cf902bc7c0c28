import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** The one statement a file may hold; the index's name is needed to find a build left invalid. */
const STATEMENT = /^create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"?([a-z_][a-z0-9_]*)"?\s+on\s/i;

export interface ConcurrentIndex {
  /** The file's name, recorded once the index is built. */
  name: string;
  indexName: string;
  sql: string;
}

export class ConcurrentIndexError extends Error {}

/**
 * The `.sql` files of `dir` in name order, each one `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT
 * EXISTS <name> ON …` (comment lines allowed). A missing folder holds none.
 */
export function readConcurrentIndexes(dir: string): ConcurrentIndex[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      const sql = text
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, '');
      const indexName = STATEMENT.exec(sql)?.[1];
      if (!indexName || sql.includes(';')) {
        throw new ConcurrentIndexError(
          `${name}: must hold one CREATE INDEX CONCURRENTLY IF NOT EXISTS <name> ON … statement`,
        );
      }
      return { name, indexName: indexName.toLowerCase(), sql };
    });
}

/**
 * Builds the indexes not built yet, outside any transaction (PostgreSQL refuses CONCURRENTLY inside
 * one), so the table keeps taking writes meanwhile (docs/decisions/0022-running-as-a-fleet.md). A build
 * that was interrupted leaves an INVALID index, which IF NOT EXISTS would take for done: it is
 * dropped and built again. The caller holds the migration lock.
 */
export async function buildConcurrentIndexes(client: pg.Client, dir: string): Promise<void> {
  const indexes = readConcurrentIndexes(dir);
  if (indexes.length === 0) return;
  await client.query(
    'create table if not exists drizzle.concurrent_indexes (name text primary key, built_at timestamptz not null default now())',
  );
  const built = await client.query<{ name: string }>('select name from drizzle.concurrent_indexes');
  const done = new Set(built.rows.map((r) => r.name));
  for (const index of indexes) {
    if (done.has(index.name)) continue;
    const invalid = await client.query(
      `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
       where c.relname = $1 and c.relnamespace = 'public'::regnamespace and not i.indisvalid`,
      [index.indexName],
    );
    if (invalid.rowCount) await client.query(`drop index concurrently if exists public."${index.indexName}"`);
    await client.query(index.sql);
    await client.query('insert into drizzle.concurrent_indexes (name) values ($1)', [index.name]);
  }
}
