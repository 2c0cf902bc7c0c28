import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database.js';
import { buildConcurrentIndexes } from './concurrent-indexes.js';
import { applyMigrations, latestMigrationMillis, MIGRATIONS_DIR } from './migrate.js';

let empty: EmptyDatabase;
let client: pg.Client;

beforeAll(async () => {
  empty = await createEmptyDatabase();
  client = new pg.Client(empty.connection);
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await empty.drop();
});

describe('migrations under the advisory lock', () => {
  it('three instances migrating an empty database at the same moment all succeed, each migration applied once', async () => {
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const results = await Promise.allSettled([1, 2, 3].map(() => applyMigrations({ connection: empty.connection })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const applied = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations');
    expect(applied.rowCount).toBe(journal.entries.length);
    expect(Math.max(...applied.rows.map((r) => Number(r.created_at)))).toBe(latestMigrationMillis());
    const members = await client.query(`select to_regclass('public.members')::text as found`);
    expect(members.rows[0].found).toBe('members');
    // The lock is released: nobody is left holding it.
    const held = await client.query(`select 1 from pg_locks
       where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
    expect(held.rowCount).toBe(0);
  });
});

describe('indexes built CONCURRENTLY after the migrations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-concurrent-'));
    await fs.writeFile(
      path.join(dir, '0001_members_city_idx.sql'),
      '-- Browse by city on a big members table.\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "members_city_test_idx" ON "members" ("city");\n',
    );
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const indexState = async () =>
    (
      await client.query<{ valid: boolean }>(
        `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
         where c.relname = 'members_city_test_idx'`,
      )
    ).rows[0];

  it('builds each once, outside a transaction, and records it', async () => {
    await buildConcurrentIndexes(client, dir);
    expect(await indexState()).toEqual({ valid: true });
    const built = await client.query(`select name from drizzle.concurrent_indexes where name like '0001_%'`);
    expect(built.rows).toEqual([{ name: '0001_members_city_idx.sql' }]);

    // Recorded: a later start leaves it alone, even when someone dropped it on purpose.
    await client.query('drop index members_city_test_idx');
    await buildConcurrentIndexes(client, dir);
    expect(await indexState()).toBeUndefined();
  });

  it('rebuilds an index an interrupted build left INVALID', async () => {
    await client.query('delete from drizzle.concurrent_indexes');
    await client.query('create index members_city_test_idx on members (city)');
    // What a cancelled CREATE INDEX CONCURRENTLY leaves behind.
    await client.query(
      `update pg_index set indisvalid = false where indexrelid = 'public.members_city_test_idx'::regclass`,
    );
    await buildConcurrentIndexes(client, dir);
    expect(await indexState()).toEqual({ valid: true });
  });
});
