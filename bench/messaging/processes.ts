/** Forks the benchmark's helper processes (app instances, stream holders) and talks to them over IPC. */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BenchEnv } from './common.js';
import type { ServerCommand, ServerMemory, ServerStats } from './server.child.js';
import type { StreamsCommand, StreamsStatus } from './streams.child.js';

class Child<C extends { cmd: string }> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  constructor(readonly proc: ChildProcess) {
    proc.on('message', (raw) => {
      const { id, result, error } = raw as { id: number; result?: unknown; error?: string };
      const waiter = this.pending.get(id);
      if (!waiter) return;
      this.pending.delete(id);
      if (error) waiter.reject(new Error(error));
      else waiter.resolve(result);
    });
    proc.on('exit', (code) => {
      for (const w of this.pending.values()) w.reject(new Error(`child exited with ${code}`));
      this.pending.clear();
    });
  }

  call<R>(message: C): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.proc.send({ id, ...message });
    });
  }

  async stop(command: C) {
    if (this.proc.exitCode !== null) return;
    const exited = new Promise((r) => this.proc.once('exit', r));
    await this.call(command).catch(() => {});
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (this.proc.exitCode === null && this.proc.pid) process.kill(this.proc.pid, 'SIGKILL');
  }
}

function forkTs(file: string, extraArgs: string[] = []): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...extraArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  stats(reset?: boolean): Promise<ServerStats>;
  memory(gc?: boolean): Promise<ServerMemory>;
  call<R>(message: ServerCommand): Promise<R>;
  stop(): Promise<void>;
}

/** Starts one app instance (buildApp + listen on 127.0.0.1:0) in its own process. */
export async function startServer(env: BenchEnv, { exposeGc = false } = {}): Promise<ServerProcess> {
  const child = new Child<ServerCommand>(forkTs('./server.child.ts', exposeGc ? ['--expose-gc'] : []));
  const { port, pid } = await child.call<{ port: number; pid: number }>({
    cmd: 'start',
    connection: env.connection,
    dataDir: env.dataDir,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    stats: (reset = false) => child.call<ServerStats>({ cmd: 'stats', reset }),
    memory: (gc = false) => child.call<ServerMemory>({ cmd: 'memory', gc }),
    call: (message) => child.call(message),
    stop: () => child.stop({ cmd: 'close' }),
  };
}

export interface StreamsProcess {
  pid: number;
  open(url: string, tokens: string[], concurrency: number): Promise<StreamsStatus>;
  status(): Promise<StreamsStatus>;
  stop(): Promise<void>;
}

/** A process that holds many idle streams (the client side needs a socket per stream too). */
export function startStreamsProcess(): StreamsProcess {
  const child = new Child<StreamsCommand>(forkTs('./streams.child.ts'));
  return {
    pid: child.proc.pid ?? 0,
    open: (url, tokens, concurrency) => child.call({ cmd: 'open', url, tokens, concurrency }),
    status: () => child.call({ cmd: 'status' }),
    stop: () => child.stop({ cmd: 'close' }),
  };
}

/** VmRSS and VmHWM (peak RSS) of a process, from /proc. */
export async function procMemory(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** User + system CPU time a process has used so far, in ms (from /proc/<pid>/stat). */
export async function procCpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}
