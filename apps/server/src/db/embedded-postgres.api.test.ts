import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The app owns its embedded PostgreSQL: data survives a restart, a `kill -9` of the app (the
 * server it left running is found through postmaster.pid) and a crash of both.
 */
const MAIN = path.resolve(import.meta.dirname, '..', 'main.ts');
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let dataDir: string;
let child: ChildProcess | null = null;
let childStderr = '';

function startApp(): ChildProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child = proc;
  childStderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    childStderr += chunk.toString();
  });
  return proc;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app did not become healthy:\n${childStderr}`);
}

function exited(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
}

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
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL lifecycle', () => {
  const email = 'persist@example.com';

  it('keeps an account across kill -9 of the app, a crash of both and a clean stop', async () => {
    let app = startApp();
    await waitForHealth();
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
    app.kill('SIGKILL');
    await exited(app);
    const orphan = await postmasterPid();
    expect(orphan).toBeGreaterThan(0);
    app = startApp();
    await waitForHealth();
    expect((await login(email)).status).toBe(200);

    // A crash of both: the stale postmaster.pid must not stop the next start.
    app.kill('SIGKILL');
    await exited(app);
    const pgPid = await postmasterPid();
    if (pgPid) process.kill(pgPid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    app = startApp();
    await waitForHealth();
    expect((await login(email)).status).toBe(200);

    // A clean stop stops PostgreSQL too.
    app.kill('SIGTERM');
    expect(await exited(app)).toBe(0);
    expect(await postmasterPid()).toBeNull();

    // Closing the terminal that runs `npm start` (SIGHUP) is a clean stop as well.
    app = startApp();
    await waitForHealth();
    expect((await login(email)).status).toBe(200);
    app.kill('SIGHUP');
    expect(await exited(app)).toBe(0);
    expect(await postmasterPid()).toBeNull();
  }, 180_000);
});
