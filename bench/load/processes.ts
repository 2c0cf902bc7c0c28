/** The app and the raw servers, each in its own process, as seen from the benchmark. */
import type pg from 'pg';
import type { ProfileSummary } from '../messaging/instrument.js';
import type { Substitution } from './endpoints.js';
import { forkChild } from './ipc.js';
import type { RawCommand } from './raw.child.js';
import type { LoopDelay, RecordedStatement, ServerCommand } from './server.child.js';

export interface AppProcess {
  url: string;
  pid: number;
  /** Runs `work` while the app records every statement its pool sends; returns them. */
  recording(work: () => Promise<unknown>): Promise<RecordedStatement[]>;
  profile(work: () => Promise<unknown>): Promise<ProfileSummary>;
  /** Runs `work` while the app measures its event-loop delay. */
  loopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }>;
  stop(): Promise<void>;
}

export async function startApp(
  connection: pg.PoolConfig,
  dataDir: string,
  settings: { logLevel: string; jobConcurrency: number; matchPoolFreshS?: number },
): Promise<AppProcess> {
  const child = forkChild<ServerCommand>('./server.child.ts');
  const { port } = await child.call<{ port: number }>({ cmd: 'start', connection, dataDir, ...settings });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async recording(work) {
      await child.call({ cmd: 'record-start' });
      const failure = await work().then(
        () => null,
        (err: unknown) => err,
      );
      const statements = await child.call<RecordedStatement[]>({ cmd: 'record-stop' });
      if (failure) throw failure;
      return statements;
    },
    async profile(work) {
      await child.call({ cmd: 'profile-start' });
      await work();
      return child.call<ProfileSummary>({ cmd: 'profile-stop' });
    },
    async loopDelay(work) {
      await child.call({ cmd: 'loop-delay-start' });
      const result = await work();
      return { result, delay: await child.call<LoopDelay>({ cmd: 'loop-delay-stop' }) };
    },
    stop: () => child.stop({ cmd: 'close' }),
  };
}

export interface RawProcess {
  url: string;
  pid: number;
  /** Serves `statements` at /sql/<name>/<n>, request n with `substitutions` applied. */
  setStatements(name: string, statements: RecordedStatement[], substitutions: Substitution[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startRaw(connection: pg.PoolConfig, poolMax: number): Promise<RawProcess> {
  const child = forkChild<RawCommand>('./raw.child.ts');
  const { port } = await child.call<{ port: number }>({ cmd: 'start', connection, poolMax });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    setStatements: (name, statements, substitutions) =>
      child.call({ cmd: 'statements', name, statements, substitutions }),
    stop: () => child.stop({ cmd: 'close' }),
  };
}
