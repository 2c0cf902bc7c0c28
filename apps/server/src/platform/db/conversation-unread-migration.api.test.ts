import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, useEmptyDatabase } from '../../test/migrations-before.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * Migration 0019 on conversations from before it: a database migrated up to 0018 with messages
 * read and unread either way, then brought up to date; each side's count and newest unread time
 * must be what counting the messages gives.
 */

const MIGRATION = '0019_conversation_unread';
const database = useEmptyDatabase('unread');

describe(`migration ${MIGRATION}`, () => {
  it("back-fills each side's unread count and newest unread time from the messages", async () => {
    const db = drizzle(database.pool());
    const old = await migrationsBefore(MIGRATION);
    await migrate(db, { migrationsFolder: old });
    await fs.rm(old, { recursive: true, force: true });
    const { rows: people } = await database.pool().query<{ id: string }>(
      `insert into members (email, password_hash, full_name, age, gender, city)
       select 'unread-' || g || '@test.example', 'x', 'Member ' || g, 30, 'Male', 'Hyderabad'
         from generate_series(1, 3) g returning id`,
    );
    const [x, y, z] = people.map((p) => p.id).sort();
    // x and y: two unread to x, one read and one unread to y. x and z: everything read.
    const sent: [string, string, number, boolean][] = [
      [y as string, x as string, 1, false],
      [y as string, x as string, 3, false],
      [x as string, y as string, 2, true],
      [x as string, y as string, 4, false],
      [z as string, x as string, 5, true],
    ];
    for (const [from, to, minute, read] of sent) {
      await database.pool().query(
        `insert into messages (sender_id, receiver_id, content, created_at, read_at)
         values ($1, $2, 'Salaam', timestamptz '2026-01-01' + make_interval(mins => $3), $4)`,
        [from, to, minute, read ? new Date('2026-01-02') : null],
      );
    }
    await database.pool().query(
      `insert into conversations (member_a, member_b, last_message_at)
       select least(sender_id, receiver_id), greatest(sender_id, receiver_id), max(created_at)
         from messages group by 1, 2`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await database.pool().query(
      `select member_b, unread_for_a, unread_for_b, latest_unread_at_a, latest_unread_at_b
         from conversations order by member_b`,
    );
    const at = (minute: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + minute * 60_000);
    expect(rows).toEqual(
      [
        { member_b: y, unread_for_a: 2, unread_for_b: 1, latest_unread_at_a: at(3), latest_unread_at_b: at(4) },
        { member_b: z, unread_for_a: 0, unread_for_b: 0, latest_unread_at_a: null, latest_unread_at_b: null },
      ].sort((p, q) => String(p.member_b).localeCompare(String(q.member_b))),
    );
  });
});
