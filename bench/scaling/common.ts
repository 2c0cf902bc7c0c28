/**
 * A throwaway PostgreSQL for the scaling benches: the embedded server under a temporary directory,
 * stopped and removed however the bench ends (normal exit, error or Ctrl-C).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded-postgres.js';

export interface ThrowawayPostgres {
  connection: pg.ClientConfig;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(prefix: string): Promise<ThrowawayPostgres> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // The server runs as an unprivileged user when we are root: it must reach the directory.
  await fs.chmod(dataDir, 0o755);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server?.stop().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    server = await startEmbeddedPostgres(dataDir);
  } catch (err) {
    await stop();
    throw err;
  }
  return { connection: server.connection, stop };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits });

export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
