import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from '../../test/app-process.js';

/**
 * The app owns its embedded PostgreSQL: data survives a restart, a `kill -9` of the app (the
 * server it left running is found through postmaster.pid) and a crash of both.
 */
const port = await freePort();
let dataDir: string;
let child: AppProcess | null = null;

function startApp(): AppProcess {
  child = startAppProcess(dataDir, port);
  return child;
}

const base = `http://127.0.0.1:${port}`;

async function login(email: string) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'persist-me' }),
  });
}

async function postmasterPid(): Promise<number | null> {
  try {
    const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
    return Number(text.split('\n')[0]);
  } catch {
    return null;
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-life-'));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  await child?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL lifecycle', () => {
  const email = 'persist@example.com';

  it('keeps an account across kill -9 of the app, a crash of both and a clean stop', async () => {
    let app = startApp();
    await waitForHealth(app);
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Persist Test',
        email,
        password: 'persist-me',
        age: 30,
        gender: 'Male',
        city: 'Pune',
        profession: 'Engineer',
        sect: 'Sunni',
      }),
    });
    expect(reg.status).toBe(201);

    // kill -9 of the app: its PostgreSQL keeps running and is reused on the next start.
    app.proc.kill('SIGKILL');
    await app.exited();
    const orphan = await postmasterPid();
    expect(orphan).toBeGreaterThan(0);
    app = startApp();
    await waitForHealth(app);
    expect((await login(email)).status).toBe(200);

    // A crash of both: the stale postmaster.pid must not stop the next start.
    app.proc.kill('SIGKILL');
    await app.exited();
    const pgPid = await postmasterPid();
    if (pgPid) process.kill(pgPid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    app = startApp();
    await waitForHealth(app);
    expect((await login(email)).status).toBe(200);

    // A clean stop stops PostgreSQL too, after everything the app still had to write: no error logged.
    expect(await app.stop()).toBe(0);
    expect(await postmasterPid()).toBeNull();
    expect(app.output()).not.toContain('"level":50');

    // Closing the terminal that runs `npm start` (SIGHUP) is a clean stop as well.
    app = startApp();
    await waitForHealth(app);
    expect((await login(email)).status).toBe(200);
    app.proc.kill('SIGHUP');
    expect(await app.exited()).toBe(0);
    expect(await postmasterPid()).toBeNull();
  }, 180_000);
});
