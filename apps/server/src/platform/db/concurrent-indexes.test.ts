import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConcurrentIndexError, readConcurrentIndexes } from './concurrent-indexes.js';
import { MIGRATIONS_DIR } from './migrate.js';

const dirs: string[] = [];
function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-ci-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readConcurrentIndexes', () => {
  it('reads one statement per file, in name order, with the index name', () => {
    const dir = folderWith({
      '0002_b.sql': 'create unique index concurrently if not exists b_idx on t (b);',
      '0001_a.sql': '-- why\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "A_idx" ON "t" USING gin ("a")\n',
      'README.md': 'not a statement',
    });
    expect(readConcurrentIndexes(dir)).toEqual([
      {
        name: '0001_a.sql',
        indexName: 'a_idx',
        sql: 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "A_idx" ON "t" USING gin ("a")',
      },
      { name: '0002_b.sql', indexName: 'b_idx', sql: 'create unique index concurrently if not exists b_idx on t (b)' },
    ]);
  });

  it.each([
    ['without CONCURRENTLY', 'create index a_idx on t (a);'],
    ['without IF NOT EXISTS', 'create index concurrently a_idx on t (a);'],
    ['with a second statement', 'create index concurrently if not exists a_idx on t (a); drop table t;'],
  ])('refuses a file %s, naming it', (_, text) => {
    const dir = folderWith({ '0001_bad.sql': text });
    expect(() => readConcurrentIndexes(dir)).toThrow(ConcurrentIndexError);
    expect(() => readConcurrentIndexes(dir)).toThrow(/0001_bad\.sql/);
  });

  it('accepts every file the app ships', () => {
    expect(() => readConcurrentIndexes(path.join(MIGRATIONS_DIR, 'concurrent'))).not.toThrow();
  });
});
