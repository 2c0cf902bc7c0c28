import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/migrate.js';
import { databaseOverride } from './global-setup.js';

/**
 * A copy of the migrations folder that stops before the migration tagged `tag`, to build a database
 * as it was before that migration (for tests of a migration's back-fill). The caller removes it.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration tagged ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * An empty database of its own for this test file (created before its tests, its pool closed after),
 * to migrate step by step: `pool()` once the tests run.
 */
export function useEmptyDatabase(label: string): { pool(): pg.Pool } {
  const { connection, template } = inject('testDb');
  const name = `mithaq_t_${template.replace('mithaq_tpl_', '')}_${label}_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    const admin = new pg.Client({ ...connection });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    pool = new pg.Pool({ ...connection, ...databaseOverride(connection, name), max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
  });
  return {
    pool() {
      if (!pool) throw new Error('the database is created before the tests run');
      return pool;
    },
  };
}
