import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_BACKLOG } from './lib/lifecycle.js';
import { generateP256KeyPair } from './lib/p256-keys.js';
import { StreamReader } from './modules/messages/messages.test-helpers.js';
import { MIGRATIONS_DIR } from './platform/db/migrate.js';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from './test/app-process.js';
import { createEmptyDatabase, type EmptyDatabase } from './test/empty-database.js';
import { registrationInput, type TestMember } from './test/factories.js';

/**
 * Three real app processes on one external PostgreSQL, as a fleet runs them
 * (docs/decisions/0022-running-as-a-fleet.md): started together on an empty database they take turns migrating and all
 * come up ready; one told to stop (SIGTERM) during a burst of requests answers readiness 503, closes its event streams,
 * finishes what it was sent and exits cleanly. The test plays the balancer: it sends to an instance while that
 * instance's readiness answers 200.
 */
const DRAIN_MS = 1_000;
const run = promisify(execFile);
const BURST_WORKERS = 8;

let empty: EmptyDatabase;
const dataDirs: string[] = [];
const apps: AppProcess[] = [];

beforeAll(async () => {
  empty = await createEmptyDatabase();
  const vapid = generateP256KeyPair();
  const env = {
    DATABASE_URL: empty.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PAYMENTS_SANDBOX: 'true',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  for (let i = 0; i < 3; i += 1) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-fleet-'));
    dataDirs.push(dir);
    apps.push(startAppProcess(dir, await freePort(), env));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await empty.drop();
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** The member's rows in `live_streams`: which instances say they hold a stream of theirs. */
async function presenceRowsOf(member: TestMember): Promise<number> {
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from live_streams s join members m on m.id = s.member_id where m.email = $1',
      [member.email],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function register(baseUrl: string): Promise<TestMember> {
  const input = registrationInput();
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${baseUrl}/api/auth/me`, { headers: auth })).json()) as { _id: string };
  return { id: me._id, token, email: input.email, password: input.password, auth };
}

describe('a fleet of three on one database', () => {
  it('starts together on an empty database: every instance ready, each migration applied once', async () => {
    await Promise.all(apps.map((app) => waitForHealth(app, 90_000, '/api/health/ready')));
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client(empty.connection);
    await client.connect();
    try {
      const applied = await client.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('listens with room for a reconnect storm: the backlog is LISTEN_BACKLOG, not the 511 of Node', async () => {
    const port = new URL(apps[0]?.baseUrl ?? '').port;
    // For a listening socket `ss` shows the accept queue's limit as Send-Q.
    const { stdout } = await run('ss', ['-ltnH', `sport = :${port}`]);
    const sendQ = stdout.trim().split(/\s+/)[2];
    expect(Number(sendQ)).toBe(
      Math.min(LISTEN_BACKLOG, Number(await fs.readFile('/proc/sys/net/core/somaxconn', 'utf8'))),
    );
  });

  it('drains on SIGTERM during a burst: readiness 503, streams closed, no request failed, exit 0', async () => {
    const [stopping, other] = apps as [AppProcess, AppProcess, AppProcess];
    const member = await register(other.baseUrl);
    const stream = await StreamReader.open(stopping.baseUrl, member);
    expect(stream.status).toBe(200);
    await stream.next('inbox');

    const balancer = { sendToStopping: true, readinessSeen: 0 };
    const tally = { ok: 0, byStoppingAfterSignal: 0, failures: [] as string[] };
    let signalled = false;
    let bursting = true;

    // The balancer's health check: take the instance out at its first answer that is not 200.
    const healthCheck = (async () => {
      while (balancer.sendToStopping) {
        const res = await fetch(`${stopping.baseUrl}/api/health/ready`).catch(() => null);
        if (res?.status !== 200) {
          balancer.sendToStopping = false;
          balancer.readinessSeen = res?.status ?? 0;
        } else await sleep(50);
      }
    })();
    const worker = async () => {
      while (bursting) {
        const toStopping = balancer.sendToStopping;
        const base = toStopping ? stopping.baseUrl : other.baseUrl;
        try {
          const res = await fetch(`${base}/api/auth/me`, { headers: member.auth });
          await res.arrayBuffer();
          if (res.ok) tally.ok += 1;
          else tally.failures.push(`${res.status} from ${base}`);
          if (toStopping && signalled) tally.byStoppingAfterSignal += 1;
        } catch (err) {
          tally.failures.push(`${String(err)} from ${base}`);
        }
      }
    };
    const workers = Array.from({ length: BURST_WORKERS }, worker);

    while (tally.ok < 100) await sleep(10);
    const streamEnded = stream.ended(DRAIN_MS);
    signalled = true;
    stopping.proc.kill('SIGTERM');
    // A second signal while stopping (a process manager's and a wrapper's) does not cut the stop short.
    stopping.proc.kill('SIGTERM');
    // Streams close as the drain starts, well before the process stops answering.
    await streamEnded;
    const exitCode = await stopping.exited();
    bursting = false;
    await Promise.all([...workers, healthCheck]);

    expect(exitCode, stopping.output()).toBe(0);
    expect(tally.failures).toEqual([]);
    expect(balancer.readinessSeen).toBe(503);
    expect(tally.byStoppingAfterSignal).toBeGreaterThan(0);
    expect(tally.ok).toBeGreaterThan(100);
    // The stop forgot the instance's presence before closing its database, and logged no error.
    expect(await presenceRowsOf(member)).toBe(0);
    expect(stopping.output()).not.toContain('"level":50');
  }, 60_000);
});
