import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The server's entry point from source, run as a real process by tests that restart or kill it. */
const MAIN = path.resolve(import.meta.dirname, '..', 'main.ts');

export interface AppProcess {
  proc: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stderr (and stdout when asked), for failure messages and log scans. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  /** SIGTERM, then the exit code; safe to call on a process that already ended. */
  stop(): Promise<number | null>;
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now: the kernel picks it, so a test never takes
 * a port another service of the machine already holds.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A server process whose output is kept and whose end can be awaited (this file and e2e/fleet). */
export interface ServerProcess {
  proc: ChildProcess;
  output(): string;
  exited(): Promise<number | null>;
}

/** Runs `node <args>` with `env` added to this process's environment, keeping stdout and stderr. */
export function spawnServer(args: string[], env: Record<string, string>, cwd?: string): ServerProcess {
  const proc = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return {
    proc,
    output: () => output,
    exited: () =>
      proc.exitCode !== null || proc.signalCode !== null
        ? Promise.resolve(proc.exitCode)
        : new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code))),
  };
}

/** Starts `main.ts` on the embedded PostgreSQL in `dataDir` (unless `env` says otherwise). */
export function startAppProcess(dataDir: string, port: number, env: Record<string, string> = {}): AppProcess {
  const server = spawnServer(['--import', 'tsx', MAIN], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...env,
  });
  const { proc, exited } = server;
  return {
    ...server,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited();
    },
  };
}

/** Polls `/api/health` (or `path`) until it answers 200; fails with the process's output after `timeoutMs`. */
export async function waitForHealth(app: AppProcess, timeoutMs = 60_000, path = '/api/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // What the last try got, for the failure message: not listening, or an answer that was not 200.
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (app.proc.exitCode !== null) throw new Error(`app exited with ${app.proc.exitCode}:\n${app.output()}`);
    try {
      const res = await fetch(`${app.baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = `no answer (${err instanceof Error ? (err.cause ?? err).toString() : String(err)})`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app did not become healthy (last try: ${last}):\n${app.output()}`);
}
