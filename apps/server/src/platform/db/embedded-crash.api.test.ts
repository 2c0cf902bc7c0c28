import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from '../../test/app-process.js';
import { registrationInput } from '../../test/factories.js';

/**
 * The embedded PostgreSQL dies under the running app (killed, as the out-of-memory killer does):
 * the app notices, starts it again with the start-up's crash recovery and serves again without a
 * restart of its own, and every registration it acknowledged, before or after, is in the database
 * (docs/decisions/0050-the-embedded-postgresql-is-restarted-when-it-dies.md). The server killed is
 * the one this file's app started in its own DATA_DIR, never the machine's shared one.
 */
const WRITERS = 4;
const port = await freePort();
let dataDir: string;
let app: AppProcess | null = null;

const pgDir = () => path.join(dataDir, 'pg');

/** The postmaster of this file's cluster, or null; checked to be serving our DATA_DIR before anyone signals it. */
async function ourPostmaster(): Promise<number | null> {
  const text = await fs.readFile(path.join(pgDir(), 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes(pgDir()) ? pid : null;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-crash-'));
  await fs.chmod(dataDir, 0o755);
});

// However the test ended: the app stopped (which stops its PostgreSQL), then any server still running
// in this DATA_DIR (the app died first) ended by an immediate shutdown, then the directory removed.
afterAll(async () => {
  try {
    await app?.stop();
  } finally {
    const pid = await ourPostmaster();
    if (pid) process.kill(pid, 'SIGQUIT');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

interface Writes {
  acknowledged: string[];
  statuses: Map<number, number>;
}

async function register(baseUrl: string, writes: Writes): Promise<void> {
  const input = registrationInput({ email: `crash-${randomBytes(5).toString('hex')}@example.com` });
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => null);
  if (!res) return;
  writes.statuses.set(res.status, (writes.statuses.get(res.status) ?? 0) + 1);
  if (res.status === 201) writes.acknowledged.push(input.email);
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${app?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function storedEmails(): Promise<Set<string>> {
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({ host: pgDir(), port: 5432, user: 'postgres', password, database: 'mithaq' });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('select email from members');
    return new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL dying under the app', () => {
  it('is started again by the app, which serves again and keeps every acknowledged write', async () => {
    const limits = { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' };
    const running = startAppProcess(dataDir, port, limits);
    app = running;
    await waitForHealth(running);

    const writes: Writes = { acknowledged: [], statuses: new Map() };
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (writing) await register(running.baseUrl, writes);
    });
    try {
      await until(() => writes.acknowledged.length >= 10, 'writes before the crash', 30_000);
      const killed = await ourPostmaster();
      expect(killed).toBeGreaterThan(0);
      process.kill(killed as number, 'SIGKILL');
      const ackedAtCrash = writes.acknowledged.length;

      // Noticed and started again: a new postmaster serves our DATA_DIR and the app answers again.
      await until(async () => ((await ourPostmaster()) ?? killed) !== killed, 'a new postmaster', 60_000);
      await waitForHealth(running, 30_000);
      await until(() => writes.acknowledged.length >= ackedAtCrash + 10, 'writes after the restart', 30_000);
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    expect(running.proc.exitCode).toBeNull();
    expect(running.output()).toContain('the embedded PostgreSQL server stopped unexpectedly');
    expect(running.output()).toContain('the embedded PostgreSQL server is running again');
    // The gap answered 503 (or nothing while a request waited), never another failure.
    const failures = [...writes.statuses.keys()].filter((s) => s !== 201 && s !== 503);
    expect(failures).toEqual([]);
    const stored = await storedEmails();
    expect(writes.acknowledged.filter((email) => !stored.has(email.toLowerCase()))).toEqual([]);

    // The restarted server is the app's own: a clean stop stops it too.
    expect(await running.stop()).toBe(0);
    expect(await ourPostmaster()).toBeNull();
  }, 180_000);
});
