import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../platform/db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../platform/db/embedded-postgres.js';
import { applyMigrations } from '../platform/db/migrate.js';
import { preparePushServiceTls } from './push-service-tls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { connection: pg.PoolConfig; template: string };
  }
}

/**
 * One PostgreSQL server for the API suite: the one at TEST_DATABASE_URL when set, else an embedded
 * one in a temporary DATA_DIR. A migrated template database is made once; every test file clones
 * its own from it (see test-app.ts), and everything this run created is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const template = `mithaq_tpl_${runId}`;
  let embedded: EmbeddedPostgres | null = null;
  let tmpDir: string | null = null;
  let connection: pg.PoolConfig;

  if (process.env.TEST_DATABASE_URL) {
    connection = { connectionString: process.env.TEST_DATABASE_URL };
  } else {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-test-'));
    await fs.chmod(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres(tmpDir);
    connection = embedded.connection;
  }

  const admin = new pg.Client({ ...connection });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const tpl = connectDatabase({ ...connection, ...databaseOverride(connection, template) });
  await applyMigrations(tpl);
  await tpl.close();

  project.provide('testDb', { connection, template });
  const tlsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-push-tls-'));
  project.provide('pushServiceTls', await preparePushServiceTls(tlsDir));

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `mithaq_t%${runId}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
    await fs.rm(tlsDir, { recursive: true, force: true });
  };
}

/** Points a connection (URL or fields) at another database on the same server. */
export function databaseOverride(connection: pg.PoolConfig, database: string): pg.PoolConfig {
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.toString() };
  }
  return { database };
}
