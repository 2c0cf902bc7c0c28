import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from '../../../test/app-process.js';
import { registrationInput } from '../../../test/factories.js';

/**
 * `npm run db:backup` while members register, `npm run db:restore` into a new DATA_DIR, and the app
 * started there knows every member whose registration was acknowledged before the backup's
 * consistency point (docs/decisions/0017-backups.md).
 */
const run = promisify(execFile);
const SCRIPTS = path.resolve(import.meta.dirname, '..', '..', '..', 'scripts');
const WRITERS = 3;

let root: string;
const apps: AppProcess[] = [];

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-backup-'));
  await fs.chmod(root, 0o755);
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
  await fs.rm(root, { recursive: true, force: true });
});

function script(name: string, dataDir: string, args: string[]) {
  return run(process.execPath, ['--import', 'tsx', path.join(SCRIPTS, name), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

interface Ack {
  email: string;
  password: string;
  at: number;
}

async function registerUntil(baseUrl: string, acks: Ack[], running: () => boolean): Promise<void> {
  while (running()) {
    const input = registrationInput({ email: `backup-${randomBytes(5).toString('hex')}@example.com` });
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    }).catch(() => null); // the app stopped under us: the test has already failed
    if (!res) return;
    if (res.status === 201) acks.push({ email: input.email, password: input.password, at: Date.now() });
  }
}

describe('the backup file', () => {
  it('is readable by its owner alone, in a backups/ folder only they can open', async () => {
    const dataDir = path.join(root, 'private');
    const cwd = path.join(root, 'operator');
    await fs.mkdir(cwd);
    // Run from the operator's own folder, where `tsx` is found only by its full path.
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const { stdout } = await run(
      process.execPath,
      ['--import', pathToFileURL(tsx).href, path.join(SCRIPTS, 'db-backup.ts')],
      {
        cwd,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    const file = /Backup written to (\S+) \(/.exec(stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(cwd, 'backups'));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.dirname(file))).mode & 0o777).toBe(0o700);
  }, 120_000);
});

describe('backup and restore of the embedded database', () => {
  it('restores every write acknowledged before the backup, taken while members registered', async () => {
    const original = path.join(root, 'original');
    const restored = path.join(root, 'restored');
    const archive = path.join(root, 'backups', 'during-writes.tar.gz');
    const limits = { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' };

    const app = startAppProcess(original, await freePort(), limits);
    apps.push(app);
    await waitForHealth(app);
    const acks: Ack[] = [];
    let writing = true;
    const writers = Array.from({ length: WRITERS }, () => registerUntil(app.baseUrl, acks, () => writing));
    while (acks.length < 10) await new Promise((r) => setTimeout(r, 50));

    const backupStartedAt = Date.now();
    const backup = await script('db-backup.ts', original, ['--out', archive]).finally(async () => {
      writing = false;
      await Promise.all(writers);
    });
    const consistentAt = Date.parse(/acknowledged before (\S+?)\.\s*$/m.exec(backup.stdout)?.[1] ?? '');
    expect(Number.isFinite(consistentAt)).toBe(true);
    expect(await app.stop()).toBe(0);

    const covered = acks.filter((a) => a.at < consistentAt);
    // The backup really ran during writes: some registrations were acknowledged while it copied.
    expect(covered.filter((a) => a.at > backupStartedAt).length).toBeGreaterThan(0);

    await expect(script('db-restore.ts', original, [archive])).rejects.toThrow(/not empty/);
    const restore = await script('db-restore.ts', restored, [archive]);
    expect(restore.stdout).toMatch(/Restored the backup/);

    const again = startAppProcess(restored, await freePort(), limits);
    apps.push(again);
    await waitForHealth(again);
    const missing: string[] = [];
    for (const a of covered) {
      const res = await fetch(`${again.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: a.email, password: a.password }),
      });
      if (res.status !== 200) missing.push(`${a.email}: ${res.status}`);
    }
    expect(missing).toEqual([]);
    expect(await again.stop()).toBe(0);
    const { size } = await fs.stat(archive);
    console.info(
      `backup figures: ${acks.length} registrations acknowledged, ${covered.length} before the consistency point ` +
        `(${covered.filter((a) => a.at > backupStartedAt).length} while the backup ran), all restored; ` +
        `archive ${(size / 1024 / 1024).toFixed(1)} MB, backup took ${consistentAt - backupStartedAt} ms to its consistency point`,
    );
  }, 240_000);
});
