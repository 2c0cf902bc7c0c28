import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { connectDatabase } from '../../db/client.js';

describe('GET /api/health without a database', () => {
  const database = connectDatabase({
    host: '127.0.0.1',
    port: 1,
    user: 'nobody',
    database: 'none',
    connectionTimeoutMillis: 500,
  });
  afterAll(() => database.close());

  it('answers 503 with a message, not 200', async () => {
    const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), authSecret: 'z'.repeat(40) };
    const app = await buildApp({ config, database });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.', code: 'UNAVAILABLE' });
    await app.close();
  });
});
