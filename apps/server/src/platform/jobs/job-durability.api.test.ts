import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../modules/verification/verification.test-helpers.js';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from '../../test/app-process.js';
import { registrationInput } from '../../test/factories.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME } from '../db/open-database.js';

/**
 * A job outlives the instance that queued it: the app that answered `POST /api/verify/email/request`
 * is killed with SIGKILL at once, and the next one, on the same database, sends the email, once.
 * The first instance runs no worker (JOB_CONCURRENCY=0), so the email cannot have left before the
 * kill: the job alone carries it across.
 */
const port = await freePort();
let dataDir: string;
let running: AppProcess | null = null;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-durable-'));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  await running?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function startApp(env: Record<string, string> = {}): Promise<AppProcess> {
  running = startAppProcess(dataDir, port, env);
  await waitForHealth(running);
  return running;
}

const post = (app: AppProcess, url: string, body?: object, token?: string) =>
  fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/** The outbox files addressed to `to`. */
async function emailsTo(to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const texts = await Promise.all(names.map((n) => fs.readFile(path.join(outbox, n), 'utf8')));
  return texts.filter((text) => text.includes(`To: ${to}`));
}

/** Rows left in the job queue, read straight from the embedded server the app left running. */
async function queuedJobs(): Promise<number> {
  const server = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ ...server.connection, database: EMBEDDED_DATABASE_NAME });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send-email'`,
    );
    return rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a queued email and kill -9', () => {
  it('arrives once when the instance that answered is killed at once', async () => {
    const first = await startApp({ JOB_CONCURRENCY: '0' });
    const input = registrationInput();
    const registered = await post(first, '/api/auth/register', input);
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const requested = await post(first, '/api/verify/email/request', undefined, token);
    first.proc.kill('SIGKILL');
    expect(requested.status).toBe(200);
    await first.exited();
    expect(await emailsTo(input.email)).toEqual([]);
    expect(await queuedJobs()).toBe(1);

    const second = await startApp();
    const [email] = await until(
      () => emailsTo(input.email),
      (found) => found.length > 0,
      'the email',
    );
    // Sent and done: the job is gone, so no later try can send it again.
    await until(queuedJobs, (n) => n === 0, 'the job to complete');
    expect(await emailsTo(input.email)).toHaveLength(1);

    const verified = await post(second, '/api/verify/email/verify', { otp: codeIn(email) }, token);
    expect(await verified.json()).toMatchObject({ emailVerified: true });
  }, 120_000);
});
