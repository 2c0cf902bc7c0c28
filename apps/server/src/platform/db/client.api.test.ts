import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database.js';
import { within } from '../../test/within.js';
import { connectDatabase } from './client.js';

/**
 * The pool when PostgreSQL ends its connections (a restart, 57P01): no client is lost for good, and
 * `close()` always ends (docs/decisions/0016-holding-under-faults-and-bad-input.md).
 */
let empty: EmptyDatabase;
let killer: pg.Client;

beforeAll(async () => {
  empty = await createEmptyDatabase();
  killer = new pg.Client(empty.connection);
  await killer.connect();
});
afterAll(async () => {
  await killer?.end();
  await empty?.drop();
});

/** Ends every other connection to the test's database, as a fast shutdown of the server does. */
const terminateOthers = () =>
  killer.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether `close` ends within `ms`. */
const closesWithin = (close: Promise<void>, ms: number) =>
  within(close, ms, 'close()').then(
    () => true,
    () => false,
  );

describe('connectDatabase', () => {
  it('takes back clients whose connection ended while checked out, so close() ends at once', async () => {
    const database = connectDatabase({ ...empty.connection, max: 4 });
    let running = true;
    let failed = 0;
    // Transactions all the time: some connections end as their BEGIN is on its way, which Drizzle's
    // transaction() never releases (its BEGIN runs before its try/finally).
    const writers = Array.from({ length: 6 }, async () => {
      while (running) {
        await database.db.transaction((tx) => tx.execute(sql`select 1`)).catch(() => failed++);
      }
    });
    for (let i = 0; i < 30; i++) {
      await pause(20);
      await terminateOthers();
    }
    running = false;
    await Promise.all(writers);
    expect(failed).toBeGreaterThan(0);
    await pause(50);
    expect(database.pool.totalCount).toBe(database.pool.idleCount);
    // Every slot is usable again: a lost client would make this wait out the connection timeout.
    const [row] = (await database.db.transaction((tx) => tx.execute(sql`select 1 as one`))).rows;
    expect(row).toEqual({ one: 1 });
    expect(await closesWithin(database.close(), 500)).toBe(true);
  });

  it("gives back a client whose connection ended; its holder's own release then does nothing", async () => {
    const database = connectDatabase(empty.connection);
    const held = await database.pool.connect();
    // graphile-worker holds its LISTEN client this way and releases it through `done`.
    const { client: listener, done } = await new Promise<{ client: pg.PoolClient; done: () => void }>(
      (resolve, reject) => {
        database.pool.connect((err, client, done) => (client ? resolve({ client, done }) : reject(err)));
      },
    );
    const lost = Promise.all([held, listener].map((c) => new Promise((r) => c.once('error', r))));
    await terminateOthers();
    await lost;
    expect(database.pool.totalCount).toBe(0);
    expect(() => held.release()).not.toThrow();
    expect(() => done()).not.toThrow();
    expect(await closesWithin(database.close(), 500)).toBe(true);
  });

  it('closes even while a client is still checked out, ending its connection', async () => {
    const database = connectDatabase(empty.connection);
    const held = await database.pool.connect();
    expect(await closesWithin(database.close(), 5_000)).toBe(true);
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(); // its holder's own release afterwards is harmless
  });
});
