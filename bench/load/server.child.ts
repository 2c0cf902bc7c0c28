/**
 * The real app in its own process (forked by load.bench.ts): buildApp on the bench's database,
 * listening on 127.0.0.1, logging at LOG_LEVEL (info by default, as production) to /dev/null.
 * Its own process, so the load generator never shares its event loop and its RSS is its alone.
 *
 * Between load runs the parent may ask it to record the SQL statements its pool sends on behalf of
 * HTTP requests (to count queries per request and to replay them in the raw-SQL server); the job
 * worker's statements meanwhile are left out. While not recording, the wrapper around client.query
 * costs one branch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { connectDatabase } from '../../apps/server/src/platform/db/client.js';
import { benchConfig } from '../messaging/common.js';
import { type ProfileSummary, startProfile } from '../messaging/instrument.js';
import { serveCommands } from './ipc.js';

export interface RecordedStatement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** Set for a named (server-side prepared) statement; the replay names it too. */
  name?: string;
}

export type ServerCommand =
  | {
      cmd: 'start';
      connection: pg.PoolConfig;
      dataDir: string;
      logLevel: string;
      jobConcurrency: number;
      /** MATCH_POOL_FRESH_S, when not the default (the discovery bench's first visits: 0). */
      matchPoolFreshS?: number;
    }
  | { cmd: 'record-start' }
  | { cmd: 'record-stop' }
  | { cmd: 'loop-delay-start' }
  | { cmd: 'loop-delay-stop' }
  | { cmd: 'profile-start' }
  | { cmd: 'profile-stop' }
  | { cmd: 'close' };

let recording: RecordedStatement[] | null = null;
/** Set while an HTTP request is handled: the job worker's statements in between are not the request's. */
const inRequest = new AsyncLocalStorage<true>();

type QueryFn = (...args: unknown[]) => unknown;

/** Records what every pooled client is asked to run, while `recording` is set. */
function recordStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const target = client as unknown as { query: QueryFn };
    const original = target.query.bind(client) as QueryFn;
    target.query = (...args: unknown[]) => {
      if (recording && inRequest.getStore()) {
        const first = args[0] as string | (Omit<RecordedStatement, 'text'> & { text?: string });
        const { text = '', values: given = [], rowMode, name } = typeof first === 'string' ? { text: first } : first;
        const values = Array.isArray(args[1]) ? args[1] : given;
        recording.push({ text, values, ...(rowMode ? { rowMode } : {}), ...(name ? { name } : {}) });
      }
      return original(...args);
    };
  });
}

/** Event-loop delay of the app while it answers, in ms: how long a ready request may wait for the loop. */
export interface LoopDelay {
  p99: number;
  max: number;
}

let close: (() => Promise<void>) | undefined;
let loopDelay: IntervalHistogram | undefined;
let stopProfile: (() => Promise<ProfileSummary>) | undefined;

async function handle(message: ServerCommand): Promise<unknown> {
  switch (message.cmd) {
    case 'start': {
      const database = connectDatabase(message.connection);
      recordStatements(database.pool);
      // The job worker is off (JOB_CONCURRENCY=0, an instance that only queues) unless asked: the
      // emails and pushes an interest queues would run in this process during later runs, and the
      // jobs the raw replay queues too, charging both sides with work neither request does.
      const base = benchConfig(message.dataDir, message.logLevel);
      const config = {
        ...base,
        jobConcurrency: message.jobConcurrency,
        matchPoolFreshS: message.matchPoolFreshS ?? base.matchPoolFreshS,
      };
      const app = await buildApp({ config, database });
      // Only while recording: a second AsyncLocalStorage scope on every request would charge the app,
      // and not the raw server, with the bench's own instrumentation during the measured runs.
      app.addHook('onRequest', (_request, _reply, done) => (recording ? inRequest.run(true, done) : done()));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      close = async () => {
        await app.close();
        await database.close();
      };
      return { port: address.port, pid: process.pid };
    }
    case 'record-start':
      recording = [];
      return null;
    case 'record-stop': {
      const statements = recording ?? [];
      recording = null;
      return statements;
    }
    case 'loop-delay-start':
      loopDelay = monitorEventLoopDelay({ resolution: 1 });
      loopDelay.enable();
      return null;
    case 'loop-delay-stop': {
      loopDelay?.disable();
      const delay: LoopDelay = { p99: (loopDelay?.percentile(99) ?? 0) / 1e6, max: (loopDelay?.max ?? 0) / 1e6 };
      loopDelay = undefined;
      return delay;
    }
    case 'profile-start':
      stopProfile = await startProfile();
      return null;
    case 'profile-stop':
      return stopProfile ? await stopProfile() : null;
    case 'close':
      await close?.();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

serveCommands<ServerCommand>(handle);
