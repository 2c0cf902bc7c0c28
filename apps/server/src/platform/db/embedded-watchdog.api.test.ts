import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { type Watchdog, watchEmbeddedPostgres } from './embedded-watchdog.js';

/**
 * A server that will not start again is not retried for ever: after the policy's starts the watchdog
 * gives up loudly (docs/decisions/0050-the-embedded-postgresql-is-restarted-when-it-dies.md). The
 * server is one this file starts in its own directory; whatever happens, it is stopped and removed.
 */
let dataDir: string;
let server: EmbeddedPostgres | null = null;
let watchdog: Watchdog | null = null;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-watch-'));
  await fs.chmod(dataDir, 0o755);
  server = await startEmbeddedPostgres(dataDir);
}, 120_000);

afterAll(async () => {
  try {
    await watchdog?.stop();
    await server?.stop();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);

async function postmasterPid(pgDir: string): Promise<number> {
  return Number((await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

describe('watching the embedded PostgreSQL', () => {
  it('gives up, naming the server log, once a server that will not start has had its starts', async () => {
    const running = server as EmbeddedPostgres;
    let logText = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logText += chunk.toString();
    });
    const gaveUp = new Promise<Error>((resolve) => {
      watchdog = watchEmbeddedPostgres(running, {
        log: pino(stream),
        onGiveUp: resolve,
        policy: { maxAttempts: 2, stableMs: 60_000, firstDelayMs: 100, maxDelayMs: 100 },
      });
    });
    // A setting PostgreSQL refuses: every start from now on fails.
    await fs.appendFile(path.join(running.pgDir, 'postgresql.conf'), "\nshared_buffers = 'not a size'\n");
    const pid = await postmasterPid(running.pgDir);
    process.kill(pid, 'SIGKILL');

    const err = await gaveUp;
    expect(err.message).toContain('could not be kept running after 2 starts');
    expect(err.message).toContain(path.join(running.pgDir, 'server.log'));
    expect(await running.isRunning()).toBe(false);
    const lines = logText
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.msg === 'the embedded PostgreSQL server could not be started again')).toHaveLength(2);
    expect(lines.at(-1)?.level).toBe(60);
  }, 120_000);
});
