/**
 * Request/answer over the fork IPC channel between load.bench.ts and its two server processes:
 * each message carries an id, the child answers `{ id, result }` or `{ id, error }`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** In a child: answers each command with `handle`; exits when the parent goes away. */
export function serveCommands<C>(handle: (command: C) => Promise<unknown>): void {
  process.on('message', (raw) => {
    const { id, ...command } = raw as { id: number };
    handle(command as C).then(
      (result) => process.send?.({ id, result }),
      (err: unknown) => process.send?.({ id, error: String(err instanceof Error ? err.stack : err) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

export interface ChildHandle<C> {
  pid: number;
  call<R>(command: C): Promise<R>;
  /** Sends `command` (which should end the child), then kills it if it has not gone in 5 s. */
  stop(command: C): Promise<void>;
}

/** Forks `file` (TypeScript, relative to this folder) with its stdout discarded (the app's log). */
export function forkChild<C extends object>(file: string): ChildHandle<C> {
  const proc: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  proc.on('message', (raw) => {
    const { id, result, error } = raw as { id: number; result?: unknown; error?: string };
    const waiter = pending.get(id);
    pending.delete(id);
    if (error) waiter?.reject(new Error(error));
    else waiter?.resolve(result);
  });
  proc.on('exit', (code) => {
    for (const w of pending.values()) w.reject(new Error(`${file} exited with ${code}`));
    pending.clear();
  });
  const call = <R>(command: C) =>
    new Promise<R>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      proc.send({ id, ...command });
    });
  return {
    pid: proc.pid ?? 0,
    call,
    async stop(command) {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      await call(command).catch(() => {});
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (proc.exitCode === null && proc.pid) process.kill(proc.pid, 'SIGKILL');
    },
  };
}
