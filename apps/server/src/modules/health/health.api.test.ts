import os from 'node:os';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { connectDatabase, type Database } from '../../platform/db/client.js';
import { applyMigrations } from '../../platform/db/migrate.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { testVapidKeys } from '../../test/vapid-keys.js';

const config = () => {
  const settings = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' });
  return { ...settings, authSecret: 'z'.repeat(40), vapid: testVapidKeys(settings.vapid) };
};
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('health on a migrated database', () => {
  const t = useTestApp();

  it('answers /api/health as the spec has it, and /live and /ready with 200', async () => {
    expect((await get(t.app, '/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
    const live = await get(t.app, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await get(t.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
  });
});

describe('health while the instance drains', () => {
  it('answers /ready with 503 while /live and /api/health stay 200', async () => {
    const t = await createTestApp();
    try {
      await t.app.lifecycle.startDraining();
      const ready = await get(t.app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: MESSAGES.shuttingDown, code: 'UNAVAILABLE' });
      expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
      expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('health on a database not migrated yet (MIGRATE_ON_START=false)', () => {
  let empty: EmptyDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    database = connectDatabase(empty.connection);
    app = await buildApp({ config: config(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await empty.drop();
  });

  it('is live but not ready until the migrations are applied', async () => {
    expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    const before = await get(app, '/api/health/ready');
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ message: MESSAGES.databaseNotMigrated, code: 'UNAVAILABLE' });

    await applyMigrations(database);
    expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
  });
});

describe('health without a database', () => {
  const database = connectDatabase({
    host: '127.0.0.1',
    port: 1,
    user: 'nobody',
    database: 'none',
    connectionTimeoutMillis: 500,
  });
  afterAll(() => database.close());

  it('answers 503 with a message, not 200, on /api/health and /ready; /live still answers', async () => {
    const app = await buildApp({ config: config(), database });
    const res = await get(app, '/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.databaseDown, code: 'UNAVAILABLE' });
    const ready = await get(app, '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: MESSAGES.databaseDown, code: 'UNAVAILABLE' });
    expect((await get(app, '/api/health/live')).json()).toEqual({ status: 'live' });
    await app.close();
  });
});
