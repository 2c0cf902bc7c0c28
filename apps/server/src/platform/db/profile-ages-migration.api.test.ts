import fs from 'node:fs/promises';
import path from 'node:path';
import { isoDateYearsAgo } from '@mithaq/contracts/profile-rules';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, useEmptyDatabase } from '../../test/migrations-before.js';
import { LEGACY_PARTNER_AGES } from './legacy-partner-age.samples.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * Migration 0011 against rows of the shape before it: a database migrated up to 0010, filled the old
 * way, then brought up to date. The SQL partner age rule is also run on the literals that
 * legacy-partner-age.test.ts gives the TypeScript one, so the two cannot drift.
 */

const MIGRATION = '0011_profile_ages';
const database = useEmptyDatabase('mig');

describe(`migration ${MIGRATION}`, () => {
  it('reads every sample as legacy-partner-age.ts does (its unit test holds it to the same table)', async () => {
    const sql = await fs.readFile(path.join(MIGRATIONS_DIR, `${MIGRATION}.sql`), 'utf8');
    const create = sql.split('--> statement-breakpoint').find((s) => s.includes('pg_temp.mithaq_partner_age(value'));
    expect(create).toBeDefined();
    const client = await database.pool().connect();
    try {
      // pg_temp belongs to this session, so the function and the selects share one connection.
      await client.query(create ?? '');
      for (const [text, expected] of LEGACY_PARTNER_AGES) {
        const { rows } = await client.query<{ range: number[] | null }>(
          'select pg_temp.mithaq_partner_age($1) as range',
          [text],
        );
        expect(rows[0]?.range ?? null, text).toEqual(expected);
      }
    } finally {
      await client.query('drop function if exists pg_temp.mithaq_partner_age(text)');
      client.release();
    }
  });

  it('moves old partner ages and dates of birth into the new shape', async () => {
    const db = drizzle(database.pool());
    const old = await migrationsBefore(MIGRATION);
    await migrate(db, { migrationsFolder: old });
    await fs.rm(old, { recursive: true, force: true });
    const yearsAgo = (years: number, days = 0) => isoDateYearsAgo(years, days);
    const rows: [string, number, string | null, object][] = [
      ['range', 40, yearsAgo(30, -1), { age: '25–30 years', sect: 'Sunni' }],
      ['plus', 30, null, { age: '25+' }],
      ['note', 30, 'not a date', { age: 'late twenties', region: 'Kerala' }],
      ['bad-day', 30, '1990-02-30', {}],
      ['future', 25, yearsAgo(-1), { age: '' }],
      ['minor', 25, yearsAgo(17), { age: 28 }],
      ['none', 22, null, {}],
    ];
    for (const [who, age, dob, partner] of rows) {
      await database.pool().query(
        `insert into members (email, password_hash, full_name, age, gender, city, dob, partner)
         values ($1, 'x', $1, $2, 'Female', 'Pune', $3, $4)`,
        [`${who}@example.com`, age, dob, JSON.stringify(partner)],
      );
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const { rows: after } = await database.pool().query(
      `select full_name as who, age, to_char(dob, 'YYYY-MM-DD') as dob, partner, partner_age_min as min,
              partner_age_max as max, partner_age_note as note
         from members order by full_name`,
    );
    const byWho = Object.fromEntries(after.map((r) => [String(r.who).split('@')[0], r]));
    expect(byWho.range).toEqual({
      who: 'range@example.com',
      age: 30,
      dob: yearsAgo(30, -1),
      partner: { sect: 'Sunni' },
      min: 25,
      max: 30,
      note: null,
    });
    expect(byWho.plus).toMatchObject({ age: 30, dob: null, partner: {}, min: 25, max: 80, note: null });
    expect(byWho.note).toMatchObject({ dob: null, partner: { region: 'Kerala' }, min: null, note: 'late twenties' });
    expect(byWho['bad-day']).toMatchObject({ age: 30, dob: null });
    // A date of birth against the rules goes; the age the member gave stays.
    expect(byWho.future).toMatchObject({ age: 25, dob: null, partner: {}, min: null, note: null });
    expect(byWho.minor).toMatchObject({ age: 25, dob: null, partner: {}, min: 28, max: 28 });
    expect(byWho.none).toMatchObject({ age: 22, dob: null, partner: {}, min: null, max: null, note: null });

    // The new checks hold from now on.
    await expect(
      database
        .pool()
        .query(`update members set partner_age_min = 30, partner_age_max = 25 where full_name like 'none@%'`),
    ).rejects.toThrow(/members_partner_age_range_check/);
    await expect(
      database.pool().query(`update members set partner_age_min = 30 where full_name like 'none@%'`),
    ).rejects.toThrow(/members_partner_age_pair_check/);
    // The helper functions went with the migration's session.
    const { rows: fns } = await database.pool().query(`select 1 from pg_proc where proname like 'mithaq_%'`);
    expect(fns).toEqual([]);
  });
});
