import { type ChildProcess, spawn } from 'node:child_process';
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

export function randomPort(): number {
  return 3400 + Math.floor(Math.random() * 2000);
}

/** Starts `main.ts` on the embedded PostgreSQL in `dataDir` (unless `env` says otherwise). */
export function startAppProcess(dataDir: string, port: number, env: Record<string, string> = {}): AppProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = () =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve(proc.exitCode)
      : new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return {
    proc,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited();
    },
  };
}

/** Polls `/api/health` (or `path`) until it answers 200; fails with the process's output after `timeoutMs`. */
export async function waitForHealth(app: AppProcess, timeoutMs = 60_000, path = '/api/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.proc.exitCode !== null) throw new Error(`app exited with ${app.proc.exitCode}:\n${app.output()}`);
    try {
      if ((await fetch(`${app.baseUrl}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app did not become healthy:\n${app.output()}`);
}
