import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { generateP256KeyPair } from '../../apps/server/src/lib/p256-keys';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded-postgres';
import { ensureDatabase } from '../../apps/server/src/platform/db/ensure-database';
import { spawnServer } from '../../apps/server/src/test/app-process';
import { repoRoot } from '../support/paths';

/**
 * A fleet on one machine: three instances of the built server on one PostgreSQL database, an
 * S3-protocol server, an SMTP server that counts what it receives, and HAProxy in front (round robin,
 * X-Forwarded-For), as README "Running more than one instance" describes. Everything it starts it
 * stops in `close()`, however the test ends.
 */

const SERVER_MAIN = path.join(repoRoot, 'apps/server/dist/main.js');
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const INSTANCES = 3;
export const BUCKET = 'mithaq-fleet';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * A database of its own on the machine's PostgreSQL (TEST_DATABASE_URL), dropped at the end; without
 * one, an embedded PostgreSQL of the test's own, reached over its Unix socket.
 */
async function provisionDatabase(tmp: string): Promise<{ url: string } & Stoppable> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return startOwnPostgres(path.join(tmp, 'pg-server'));
  const name = `mithaq_fleet_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

async function startOwnPostgres(dataDir: string): Promise<{ url: string } & Stoppable> {
  await fs.mkdir(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(server.connection, 'mithaq_fleet');
  const { user, password, host, port } = server.connection;
  const url = `postgres://${user}:${encodeURIComponent(String(password))}@localhost:${port}/mithaq_fleet?host=${encodeURIComponent(String(host))}`;
  return { url, stop: () => server.stop() };
}

export interface MailSink extends Stoppable {
  port: number;
  received: ParsedMail[];
  to(address: string): ParsedMail[];
}

/** An SMTP server that keeps every message, so a test can count them (exactly once). */
async function startMailSink(): Promise<MailSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    port,
    received,
    to: (address) =>
      received.filter((m) => {
        const list = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
        return list.some((a) => a.value.some((v) => v.address === address));
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An S3-protocol server (s3rver) with the fleet's bucket, files in a temporary folder. */
async function startS3(dir: string): Promise<{ endpoint: string } & Stoppable> {
  const { default: S3rver } = (await import('s3rver')) as unknown as {
    default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  };
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

export interface Instance {
  name: string;
  port: number;
  proc: ChildProcess;
  output(): string;
  /** True when this instance's log mentions the request id (it served that request). */
  served(requestId: string): boolean;
  exited(): Promise<number | null>;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const server = spawnServer([SERVER_MAIN], { ...env, PORT: String(port), HOST: '127.0.0.1' }, repoRoot);
  return { ...server, name, port, served: (requestId) => server.output().includes(requestId) };
}

/** The configuration README "Running more than one instance" shows, with this run's ports. */
export function haproxyConfig(frontendPort: number, instances: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option httplog',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    'frontend mithaq',
    `  bind 127.0.0.1:${frontendPort}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 250ms fall 1 rise 2 on-marked-down shutdown-sessions',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`),
    '',
  ].join('\n');
}

export interface Cluster {
  baseUrl: string;
  databaseUrl: string;
  instances: Instance[];
  mail: MailSink;
  /** The environment every instance runs with (scripts use it too). */
  env: Record<string, string>;
  /**
   * The instance whose log names the request. Its access line is written once the answer has left
   * (lib/access-log.ts), without blocking: it is waited for, up to 5 s.
   */
  instanceServing(requestId: string): Promise<Instance | undefined>;
  /** Starts a stopped instance again on its port (the balancer takes it back after two checks). */
  restart(instance: Instance): Promise<Instance>;
  close(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const stops: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-fleet-'));
    await fs.chmod(tmp, 0o755);
    stops.push(() => fs.rm(tmp, { recursive: true, force: true }));
    const database = await provisionDatabase(tmp);
    stops.push(() => database.stop());
    const s3 = await startS3(path.join(tmp, 's3'));
    stops.push(() => s3.stop());
    const mail = await startMailSink();
    stops.push(() => mail.stop());

    const frontendPort = await freePort();
    const vapid = generateP256KeyPair();
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PAYMENTS_SANDBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${frontendPort}`,
      TRUST_PROXY: '127.0.0.1',
      STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Longer than HAProxy's check interval × fall count below, so it stops sending before we close.
      SHUTDOWN_DRAIN_MS: '1500',
    };
    const instances: Instance[] = [];
    const dataDirOf = (name: string) => path.join(tmp, name);
    for (let i = 0; i < INSTANCES; i++) {
      const name = `app${i + 1}`;
      await fs.mkdir(dataDirOf(name));
      instances.push(startInstance(name, await freePort(), { ...env, DATA_DIR: dataDirOf(name) }));
    }
    const waitReady = (i: Instance) =>
      waitFor(`${i.name} to be ready`, async () => (await fetch(`http://127.0.0.1:${i.port}/api/health/ready`)).ok);
    stops.push(async () => {
      for (const i of instances) if (i.proc.exitCode === null && i.proc.signalCode === null) i.proc.kill('SIGKILL');
      await Promise.all(instances.map((i) => i.exited()));
    });
    // Started together on an empty database: migrations run once, under the advisory lock.
    await Promise.all(instances.map(waitReady));

    const cfg = path.join(tmp, 'haproxy.cfg');
    await fs.writeFile(cfg, haproxyConfig(frontendPort, instances));
    const haproxy = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    stops.push(async () => {
      haproxy.kill('SIGKILL');
    });
    const baseUrl = `http://127.0.0.1:${frontendPort}`;
    await waitFor('HAProxy', async () => (await fetch(`${baseUrl}/api/health/live`)).ok, 20_000);

    return {
      baseUrl,
      databaseUrl: database.url,
      instances,
      mail,
      env,
      async instanceServing(requestId) {
        const deadline = Date.now() + 5_000;
        for (;;) {
          const found = instances.find((i) => i.served(requestId));
          if (found || Date.now() > deadline) return found;
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      async restart(instance) {
        const fresh = startInstance(instance.name, instance.port, { ...env, DATA_DIR: dataDirOf(instance.name) });
        instances[instances.indexOf(instance)] = fresh;
        await waitReady(fresh);
        return fresh;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
