/**
 * The real built app as its own process (what `npm start` runs), on a throwaway DATA_DIR, for the
 * benchmarks that measure it from the outside: Lighthouse and start-up time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');

export interface BuiltServer {
  url: string;
  /** The process that was spawned (for `npm start`, npm itself). */
  child: ChildProcess;
  /** Stops the whole process group and waits for it to exit (the app stops its PostgreSQL). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** What to run; the built server by default. */
  command?: string[];
  /** Output of the process; dropped by default (the app's own LOG_LEVEL is silent). */
  stdio?: 'ignore' | 'inherit';
}

/** A short directory under /tmp (the PostgreSQL socket path must stay under ~100 bytes). */
export async function makeDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter DATA_DIR.
  await fs.chmod(dir, 0o755);
  return dir;
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Servers still running: a Ctrl-C stops them too, since their own process group does not get it. */
const running = new Set<BuiltServer>();
let isInterruptHandled = false;

function stopAllOnInterrupt() {
  if (isInterruptHandled) return;
  isInterruptHandled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([...running].map((s) => s.stop())).finally(() => process.exit(130));
    });
  }
}

/**
 * Spawns the server in its own process group, so that stop() reaches npm, the shell it runs and
 * the app alike.
 */
export function spawnServer({ dataDir, port, command, stdio = 'ignore' }: ServerOptions): BuiltServer {
  const [file, ...args] = command ?? [process.execPath, serverEntry];
  const child = spawn(file ?? process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  stopAllOnInterrupt();
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      await stopGroup(child, exited);
      running.delete(server);
    },
  };
  running.add(server);
  return server;
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (!child.pid) return;
  signalGroup(child.pid, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(20_000).then(() => true)]);
  if (timedOut) signalGroup(child.pid, 'SIGKILL');
  // npm may exit before the app it started has finished its graceful shutdown.
  await waitForGroupToEnd(child.pid);
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group has already gone
  }
}

async function waitForGroupToEnd(pgid: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
  signalGroup(pgid, 'SIGKILL');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/health until it answers 200; throws if the process exits or time runs out. */
export async function waitForHealth(server: BuiltServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with code ${server.child.exitCode}`);
    if (await isHealthy(server.url)) return;
    await sleep(25);
  }
  throw new Error(`${server.url}/api/health did not answer within ${timeoutMs} ms`);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** The pid of the node process in `pgid`'s group that runs `script` (e.g. the app under npm and sh). */
export async function findNodeInGroup(pgid: number, script: string): Promise<number | null> {
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== pgid) continue;
      const [program = '', firstArg = ''] = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
      if (path.basename(program) === 'node' && firstArg.endsWith(script)) return pid;
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** User + system CPU time a process has used so far, in ms (from /proc/<pid>/stat). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Resident memory of a process in bytes (VmRSS from /proc). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}
