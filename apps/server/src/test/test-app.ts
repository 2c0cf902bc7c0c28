import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import type { StreamHubOptions } from '../modules/live/stream-hub.js';
import { type Config, loadConfig, type VapidKeys } from '../platform/config.js';
import { connectDatabase, type Database, type Db } from '../platform/db/client.js';
import type { JobWorkerOptions } from '../platform/jobs/worker.js';
import { databaseOverride } from './global-setup.js';
import { testVapidKeys } from './vapid-keys.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The connection behind `db`, for a second app instance on the same database. */
  database: Database;
  config: Config & { authSecret: string; vapid: VapidKeys };
  close(): Promise<void>;
}

/**
 * A real app on a fresh database cloned from the migrated template: no test file shares rows with
 * another. Auth rate limits are raised unless a test sets them, so factories can register freely.
 */
export interface TestAppOptions {
  /** Receives the app's log lines (set `logLevel` in the overrides to see them). */
  logStream?: NodeJS.WritableStream;
  /** Live stream timings (a short session check for revocation tests). */
  stream?: StreamHubOptions;
  /** The rate limits' clock (see `testClock`). */
  clock?: () => number;
  /** The job worker's polling and events (a test that waits for retries shortens the polling). */
  jobs?: JobWorkerOptions;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { connection, template } = inject('testDb');
  const runId = template.replace('mithaq_tpl_', '');
  const name = `mithaq_t_${runId}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${template}"`);

  const database = connectDatabase({ ...connection, ...databaseOverride(connection, name), max: 20 });
  const settings = {
    ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }),
    authRateLimitPerIp: 10_000,
    authRateLimitPerEmail: 10_000,
    ...overrides,
  };
  const config = { ...settings, authSecret: randomBytes(32).toString('hex'), vapid: testVapidKeys(settings.vapid) };
  const app = await buildApp({ config, database, ...options });
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** One statement on the test server's maintenance connection (create or drop a database). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ ...inject('testDb').connection });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The usual per-file set-up: one fresh app and database for the file, closed after it. The returned
 * object is filled in before the first test runs.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, options));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}
