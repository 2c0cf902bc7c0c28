/**
 * Shared set-up for the messaging benchmarks: a throwaway embedded PostgreSQL (as browse.bench.ts),
 * bulk members with one precomputed password hash, sessions and tokens, matches, and small helpers.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { generateP256KeyPair } from '../../apps/server/src/lib/p256-keys.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { signSessionToken } from '../../apps/server/src/lib/session-token.js';
import { createSession } from '../../apps/server/src/modules/auth/auth.repo.js';
import { grantMembership } from '../../apps/server/src/modules/membership/membership.service.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { connectDatabase, type Database, type Db } from '../../apps/server/src/platform/db/client.js';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded-postgres.js';
import { ensureDatabase } from '../../apps/server/src/platform/db/ensure-database.js';
import { applyMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { interests } from '../../apps/server/src/platform/db/schema.js';

export const AUTH_SECRET = 'b'.repeat(40);

export interface BenchEnv {
  dataDir: string;
  connection: pg.PoolConfig;
  database: Database;
  db: Db;
  /** Closes the pool, stops PostgreSQL and removes the data directory. */
  stop(): Promise<void>;
}

/** A fresh PostgreSQL under a temporary directory, migrated, with a pool for the bench itself. */
export async function startBenchEnv(): Promise<BenchEnv> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-msg-'));
  await fs.chmod(dataDir, 0o755);
  const pgServer = await startEmbeddedPostgres(dataDir);
  try {
    await ensureDatabase(pgServer.connection, 'bench');
    const connection = { ...pgServer.connection, database: 'bench' };
    const database = connectDatabase(connection);
    await applyMigrations(database);
    let stopped = false;
    return {
      dataDir,
      connection,
      database,
      db: database.db,
      async stop() {
        if (stopped) return;
        stopped = true;
        await database.close().catch(() => {});
        await pgServer.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await pgServer.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** The config a server built on `env` uses (the same secret signs the bench's tokens). */
export function benchConfig(dataDir: string, logLevel = 'silent') {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logLevel });
  return { ...config, authSecret: AUTH_SECRET, vapid: { ...generateP256KeyPair(), subject: config.vapid.subject } };
}

/** Runs `fn` over `items` with at most `limit` in flight; results in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

let passwordHash: Promise<string> | undefined;

/**
 * Inserts `count` active members straight into the table (registering through the API would spend
 * ~15 ms of argon2 each). Every one shares one real argon2id hash. Returns ids in insertion order.
 */
export async function insertMembers(
  db: Db,
  count: number,
  { prefix, gender }: { prefix: string; gender: 'Male' | 'Female' | 'alternate' },
): Promise<string[]> {
  passwordHash ??= hashPassword('bench-password');
  const hash = await passwordHash;
  const genderSql =
    gender === 'alternate' ? sql`case when g % 2 = 0 then 'Female' else 'Male' end` : sql`${gender}::text`;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into members (email, password_hash, full_name, age, gender, city, profession, sect, marital_status, created_at)
    select ${prefix} || '-' || g || '@bench.test', ${hash}, 'Member ' || ${prefix} || ' ' || g, 20 + g % 20,
           ${genderSql}, (array['Hyderabad','Mumbai','Delhi','Dubai','London','Toronto'])[1 + g % 6],
           'Engineer', 'Sunni', 'Never Married', now() - (g || ' seconds')::interval
      from generate_series(1, ${count}) g
    returning id`);
  return rows.map((r) => r.id);
}

/** One live session per member through the auth repo, signed as the app signs them. */
export async function createTokens(db: Db, memberIds: readonly string[]): Promise<string[]> {
  return mapLimit(memberIds, 8, async (id) => signSessionToken(await createSession(db, id), AUTH_SECRET));
}

/** Premium through the membership module (the only way; nothing writes those columns by hand). */
export async function makePremium(db: Db, memberIds: readonly string[]): Promise<void> {
  await mapLimit(memberIds, 8, (id) => grantMembership(db, id, 'gold'));
}

/** Accepted interests: each pair is a match, as if `fromId` sent and `toId` accepted. */
export async function insertMatches(db: Db, pairs: readonly { fromId: string; toId: string }[]): Promise<void> {
  const at = new Date();
  for (let i = 0; i < pairs.length; i += 5_000) {
    await db
      .insert(interests)
      .values(pairs.slice(i, i + 5_000).map((p) => ({ ...p, status: 'accepted', createdAt: at, respondedAt: at })));
  }
}

export const percentile = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))] ?? Number.NaN;

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function log(line: string) {
  console.log(`[${(performance.now() / 1000).toFixed(1).padStart(6)} s] ${line}`);
}

/** Prints rows as an aligned table with a header. */
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** Keep-alive HTTP for API calls (streams use their own sockets, see sse-client.ts). */
export const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpResult {
  status: number;
  body: string;
}

export function request(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${url}`,
      {
        method,
        agent: apiAgent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
