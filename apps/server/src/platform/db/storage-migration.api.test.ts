import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseOverride } from '../../test/global-setup.js';
import { PostgresStorage } from '../storage/postgres-storage.js';
import { connectDatabase, type Database } from './client.js';
import { applyMigrations, MIGRATIONS_DIR } from './migrate.js';

/** The migration that moved files into storage_objects, run on a database holding files the old way. */
const MIGRATION_TAG = /_storage_objects$/;

let database: Database;
let name: string;
const { connection, template } = inject('testDb');

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...connection });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The migrations before the one whose tag matches, in a folder of their own. */
async function migrationsBefore(tag: RegExp): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const target = journal.entries.find((e) => tag.test(e.tag));
  if (!target) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.filter((e) => e.idx < target.idx);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  name = `mithaq_t_${template.replace('mithaq_tpl_', '')}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  database = connectDatabase({ ...connection, ...databaseOverride(connection, name) });
  const folder = await migrationsBefore(MIGRATION_TAG);
  try {
    await migrate(database.db, { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await database?.close();
  await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

describe('the storage_objects migration', () => {
  it('copies the stored photo variants and ID documents into storage_objects and names them by key', async () => {
    const photo = randomBytes(2000);
    const sealed = randomBytes(500);
    const { rows } = await database.db.execute<{ id: string }>(sql`
      insert into members (email, password_hash, full_name, age, gender, city)
      values ('old@example.com', 'x', 'Old Member', 30, 'Female', 'Pune') returning id`);
    const memberId = rows[0]?.id ?? '';
    const photoRows = await database.db.execute<{ id: string }>(sql`
      insert into photos (member_id, width, height) values (${memberId}, 800, 800) returning id`);
    const photoId = photoRows.rows[0]?.id ?? '';
    await database.db.execute(sql`
      insert into photo_variants (photo_id, variant, content_type, bytes)
      values (${photoId}, 'display', 'image/webp', ${photo}), (${photoId}, 'blur', 'image/webp', ${Buffer.from('b')})`);
    await database.db.execute(sql`
      insert into govt_ids (member_id, id_type, content_type, file) values (${memberId}, 'PAN', 'image/png', ${sealed})`);

    await applyMigrations(database);

    const files = new PostgresStorage(database.db);
    const display = await files.get(`photos/${photoId}/display`);
    expect(display?.contentType).toBe('image/webp');
    expect(display?.bytes.equals(photo)).toBe(true);
    const variants = await database.db.execute<{ variant: string; storage_key: string }>(
      sql`select variant, storage_key from photo_variants order by variant`,
    );
    expect(variants.rows).toEqual([
      { variant: 'blur', storage_key: `photos/${photoId}/blur` },
      { variant: 'display', storage_key: `photos/${photoId}/display` },
    ]);

    const doc = await database.db.execute<{ storage_key: string; content_type: string }>(
      sql`select storage_key, content_type from govt_ids`,
    );
    const key = doc.rows[0]?.storage_key ?? '';
    expect(key).toMatch(new RegExp(`^govt-ids/${memberId}/[0-9a-f-]{36}$`));
    expect(doc.rows[0]?.content_type).toBe('image/png');
    const document = await files.get(key);
    expect(document?.bytes.equals(sealed)).toBe(true);
    expect(document?.contentType).toBe('application/octet-stream');
  });
});
