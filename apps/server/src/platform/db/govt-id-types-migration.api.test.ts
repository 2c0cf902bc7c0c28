import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, useEmptyDatabase } from '../../test/migrations-before.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * Migration 0023 widens the ID types (docs/decisions/0056-identity-documents-beyond-india.md): IDs
 * stored before it, `Aadhar` and `PAN`, come through unchanged, and only the listed types are taken.
 */

const MIGRATION = '0023_govt_id_types';
const database = useEmptyDatabase('idtypes');

const ID_COLUMNS = 'member_id, id_type, status, content_type, storage_key, uploaded_at, reviewed_at, notes';

describe(`migration ${MIGRATION}`, () => {
  it('keeps Aadhar and PAN rows as they were and takes the new types, nothing else', async () => {
    const db = drizzle(database.pool());
    const old = await migrationsBefore(MIGRATION);
    await migrate(db, { migrationsFolder: old });
    await fs.rm(old, { recursive: true, force: true });
    const pool = database.pool();
    const { rows: people } = await pool.query<{ id: string }>(
      `insert into members (email, password_hash, full_name, age, gender, city)
       select 'idtype-' || g || '@test.example', 'x', 'Member ' || g, 30, 'Female', 'Dubai'
         from generate_series(1, 4) g returning id`,
    );
    const [a, b, c, d] = people.map((p) => p.id);
    await pool.query(
      `insert into govt_ids (member_id, id_type, status, content_type, storage_key, reviewed_at, notes)
       values ($1, 'Aadhar', 'verified', 'image/png', 'ids/a', timestamptz '2026-01-02', 'Clear'),
              ($2, 'PAN', 'pending', 'application/pdf', 'ids/b', null, null)`,
      [a, b],
    );
    const read = () => pool.query(`select ${ID_COLUMNS} from govt_ids order by storage_key`);
    const before = (await read()).rows;

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    expect((await read()).rows).toEqual(before);
    await pool.query(
      `insert into govt_ids (member_id, id_type, content_type, storage_key) values ($1, 'EmiratesID', 'image/png', 'ids/c')`,
      [c],
    );
    const refused = await pool
      .query(
        `insert into govt_ids (member_id, id_type, content_type, storage_key) values ($1, 'Library card', 'image/png', 'ids/d')`,
        [d],
      )
      .then(
        () => null,
        (err: Error) => err.message,
      );
    expect(refused).toMatch(/govt_ids_type_check/);
  });
});
