import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database.js';
import { testVapidKeys } from '../../test/vapid-keys.js';
import { loadConfig } from '../config.js';
import { type OpenDatabase, openDatabase } from './open-database.js';

/** DATABASE_URL, DATABASE_LISTEN_URL, DATABASE_POOL_MAX, MIGRATE_ON_START and `npm run db:migrate`. */
let empty: EmptyDatabase;
let client: pg.Client;
const opened: OpenDatabase[] = [];

beforeAll(async () => {
  empty = await createEmptyDatabase();
  client = new pg.Client(empty.connection);
  await client.connect();
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await client.end();
  await empty.drop();
});

const withAppName = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};
const migrationsTable = async () =>
  (await client.query(`select to_regclass('drizzle.__drizzle_migrations')::text as found`)).rows[0].found;

describe('opening an external database', () => {
  it('sizes the pool, listens on DATABASE_LISTEN_URL and leaves migrating to db:migrate when told', async () => {
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      LOG_LEVEL: 'silent',
      DATABASE_URL: withAppName(empty.url, 'mithaq_pool'),
      DATABASE_LISTEN_URL: withAppName(empty.url, 'mithaq_listen'),
      DATABASE_POOL_MAX: '3',
      MIGRATE_ON_START: 'false',
    });
    const db = await openDatabase(config);
    opened.push(db);
    expect(db.database.pool.options.max).toBe(3);
    expect(await migrationsTable()).toBeNull();

    const app = await buildApp({
      config: { ...config, authSecret: 'z'.repeat(40), vapid: testVapidKeys(config.vapid) },
      database: db.database,
    });
    try {
      const sessions = await client.query<{ application_name: string }>(
        `select application_name from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      // The live events' LISTEN and the job worker's: both on the direct connection.
      expect(sessions.rows.length).toBeGreaterThan(0);
      expect(new Set(sessions.rows.map((r) => r.application_name))).toEqual(new Set(['mithaq_listen']));
    } finally {
      await app.close();
    }
  });

  it('npm run db:migrate applies the migrations and exits', async () => {
    const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'db-migrate.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: empty.url, DATA_DIR: os.tmpdir(), MIGRATE_ON_START: 'false' },
    });
    expect(stdout).toContain('The database is migrated.');
    expect(await migrationsTable()).toBe('drizzle.__drizzle_migrations');
  });
});
