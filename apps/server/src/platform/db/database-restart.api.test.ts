import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app.js';
import { createCouple, listen, StreamReader } from '../../modules/messages/messages.test-helpers.js';
import { createMember, registrationInput, type TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { testVapidKeys } from '../../test/vapid-keys.js';
import { within } from '../../test/within.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from './client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { ensureDatabase } from './ensure-database.js';
import { applyMigrations } from './migrate.js';

/**
 * A PostgreSQL restart under write load (docs/decisions/0016-holding-under-faults-and-bad-input.md "Database outages
 * and logs"). The server is one this test starts itself, never the machine's shared one. Writers run transactions
 * (support tickets and replies) while the server stops and starts again: the process must survive, requests
 * in the gap answer 503, writes work again within 5 s of the server's return, every acknowledged
 * write is in the database, an open stream catches up on what was sent while LISTEN was down, no
 * log line carries an email, a password or a hash, and no connection the restart ended is still held
 * (the app's close would wait for it).
 */

const WRITERS = 8;
const WRITE_PACE_MS = 100;
const MESSAGE_PACE_MS = 300;

let dataDir: string;
let server: EmbeddedPostgres;
let t: TestApp;
let baseUrl: string;
let logText = '';

async function startApp(): Promise<void> {
  server = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(server.connection, 'mithaq');
  const database = connectDatabase({ ...server.connection, database: 'mithaq', max: 20 });
  await applyMigrations(database);
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString();
  });
  const settings = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const config = {
    ...settings,
    authRateLimitPerIp: 10_000,
    authRateLimitPerEmail: 10_000,
    authSecret: randomBytes(32).toString('hex'),
    vapid: testVapidKeys(settings.vapid),
  };
  const app = await buildApp({ config, database, logStream }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  t = {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
  baseUrl = await listen(app);
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-restart-'));
  await fs.chmod(dataDir, 0o755);
  await startApp();
}, 120_000);

/** The longest the app's close may take here; then the server is stopped anyway and the close fails the file. */
const CLOSE_LIMIT_MS = 20_000;

// However the test ended (failed mid-outage, a close that hangs), the server this file started is
// stopped and its directory removed; a close that failed is reported after that. `server` may be the
// handle from before the restart: its stop() stops whatever server runs in the same directory.
afterAll(async () => {
  try {
    if (t) await within(t.close(), CLOSE_LIMIT_MS, "the app's close");
  } finally {
    try {
      await server?.stop();
    } finally {
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
}, CLOSE_LIMIT_MS + 70_000);

interface Tally {
  statuses: Map<number, number>;
  acknowledged: string[];
  lastAckAt: number;
  missingRetryAfter: number;
  wrongMessages: string[];
}

function newTally(): Tally {
  return { statuses: new Map(), acknowledged: [], lastAckAt: 0, missingRetryAfter: 0, wrongMessages: [] };
}

function record(tally: Tally, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  tally.statuses.set(res.statusCode, (tally.statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode === 503) {
    if (!res.headers['retry-after']) tally.missingRetryAfter++;
    const { message } = JSON.parse(res.body) as { message: string };
    if (message !== 'The service is briefly unavailable. Please try again in a moment.')
      tally.wrongMessages.push(message);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One member writing support tickets and replies, each text unique, until told to stop. */
async function runWriter(member: TestMember, index: number, tally: Tally, running: () => boolean) {
  let ticketId: string | null = null;
  for (let n = 0; running(); n++) {
    const text = `writer ${index} write ${n} ${randomBytes(4).toString('hex')}`;
    const res: Awaited<ReturnType<typeof t.app.inject>> = ticketId
      ? await t.app.inject({
          method: 'POST',
          url: `/api/support/${ticketId}/reply`,
          headers: member.auth,
          payload: { message: text },
        })
      : await t.app.inject({
          method: 'POST',
          url: '/api/support',
          headers: member.auth,
          payload: { subject: `restart ${index}`, message: text },
        });
    record(tally, res);
    if (res.statusCode === 200 || res.statusCode === 201) {
      tally.acknowledged.push(text);
      tally.lastAckAt = Date.now();
      if (!ticketId) ticketId = (res.json() as { _id: string })._id;
    } else if (res.statusCode === 429) {
      ticketId = null; // this ticket's daily replies are used up: open another
    }
    await pause(WRITE_PACE_MS);
  }
}

async function until(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

describe('a PostgreSQL restart under write load', () => {
  it('survives, answers 503 in the gap, recovers within 5 s and loses no acknowledged write', async () => {
    const writers = await Promise.all(Array.from({ length: WRITERS }, () => createMember(t.app, t.db)));
    const { man, woman } = await createCouple(t);
    const stream = await StreamReader.open(baseUrl, woman);
    expect(stream.status).toBe(200);
    await stream.next('inbox');

    const tally = newTally();
    const sent: string[] = [];
    let messaging = true;
    let writing = true;
    const writerRuns = writers.map((w, i) => runWriter(w, i, tally, () => writing));
    const sendMessage = async (content: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/messages/${woman.id}`,
        headers: man.auth,
        payload: { content },
      });
      record(tally, res);
      if (res.statusCode === 201) sent.push((res.json() as { _id: string })._id);
      return res.statusCode;
    };
    const messenger = (async () => {
      while (messaging) {
        await sendMessage(`salaam ${sent.length}`);
        await pause(MESSAGE_PACE_MS);
      }
    })();
    // A failure part-way leaves no load running into the teardown's close.
    onTestFinished(async () => {
      writing = false;
      messaging = false;
      stream.close();
      await Promise.allSettled([...writerRuns, messenger]);
    });

    await until(
      () => tally.acknowledged.length >= WRITERS * 3 && sent.length >= 2,
      'writes before the restart',
      20_000,
    );
    messaging = false;
    await messenger;
    await server.stop();
    const stoppedAt = Date.now();
    // Long enough for the LISTEN connection's retry (every second) to fail at least once.
    await until(() => (tally.statuses.get(503) ?? 0) >= WRITERS * 10, '503s while the database is down', 20_000);
    // A registration while the database is away: its failure is logged, its data must not be.
    const lostSignup = { email: `outage-${randomBytes(3).toString('hex')}@example.com`, password: 'outage-pass-123' };
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationInput(lostSignup),
    });
    expect(signup.statusCode).toBe(503);

    server = await startEmbeddedPostgres(dataDir);
    const backAt = Date.now();
    // Sent in the gap before this instance listens again: its NOTIFY reaches no one here.
    while ((await sendMessage('sent while live events were down')) !== 201) await pause(20);
    const gapMessage = sent[sent.length - 1];
    await until(() => tally.lastAckAt > backAt, 'the first acknowledged write after the restart', 15_000);
    const recoveryMs = tally.lastAckAt - backAt;
    const ackedAtReturn = tally.acknowledged.length;
    await until(() => tally.acknowledged.length >= ackedAtReturn + WRITERS * 3, 'writes after the restart', 15_000);
    writing = false;
    await Promise.all(writerRuns);

    // The open stream catches up: a message sent before LISTEN was back comes in the fresh inbox of the
    // resync, one sent just after it live (its own `message` and `conversation` events).
    await expect.poll(() => stream.raw.includes(`"${gapMessage}"`), { timeout: 10_000 }).toBe(true);
    expect(logText).toContain('live event connection restored');
    expect(stream.closed).toBe(false);
    stream.close();

    // No 500s: an outage is a 503 with a message and Retry-After.
    const counts = Object.fromEntries(tally.statuses);
    expect(
      Object.keys(counts)
        .map(Number)
        .filter((s) => s >= 500 && s !== 503),
    ).toEqual([]);
    expect(counts[503]).toBeGreaterThan(0);
    expect(tally.missingRetryAfter).toBe(0);
    expect(tally.wrongMessages).toEqual([]);
    expect(recoveryMs).toBeLessThan(5_000);

    // Every acknowledged write is in the database.
    const { rows } = await t.database.pool.query<{ message: string }>('select message from support_messages');
    const stored = new Set(rows.map((r) => r.message));
    const lost = tally.acknowledged.filter((text) => !stored.has(text));
    expect(lost).toEqual([]);
    const messages = await t.database.pool.query<{ id: string }>('select id from messages where id = any($1)', [sent]);
    expect(messages.rowCount).toBe(sent.length);
    // No connection the restart ended is still held: each went back to the pool (db/client.ts), or
    // closing the pool would wait for it forever.
    const pool = t.database.pool;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);

    // Database errors are logged by code and statement, never with the values they carried.
    expect(logText).toContain('"type":"DatabaseError"');
    for (const secret of [lostSignup.email, lostSignup.password, '$argon2', ...writers.map((w) => w.email)]) {
      expect(logText).not.toContain(secret);
    }
    console.info(
      `restart figures: outage ${backAt - stoppedAt} ms, statuses ${JSON.stringify(counts)}, ` +
        `recovery ${recoveryMs} ms after the server returned, acknowledged writes ${tally.acknowledged.length} ` +
        `+ ${sent.length} messages, lost ${lost.length}`,
    );
  }, 120_000);
});
