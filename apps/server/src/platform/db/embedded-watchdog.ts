import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { attemptsInOutage, RESTART_POLICY, type RestartPolicy, restartDelay } from './restart-policy.js';

/** How often the postmaster's pid is looked at: an outage is noticed within this. */
const CHECK_INTERVAL_MS = 1_000;

export interface WatchdogOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'fatal'>;
  /** The server could not be kept up (RestartPolicy): the process should stop and be restarted. */
  onGiveUp(err: Error): void;
  policy?: RestartPolicy;
}

export interface Watchdog {
  /** Stops watching; waits for a start in progress, so the server's own stop comes after it. */
  stop(): Promise<void>;
}

/**
 * Watches the embedded PostgreSQL that the app started (or adopted) and starts it again when its
 * postmaster dies: killed, or by the out-of-memory killer
 * (docs/decisions/0050-the-embedded-postgresql-is-restarted-when-it-dies.md). `pg_ctl` detaches the postmaster, so it
 * is no child of ours to wait for: its pid from postmaster.pid is polled instead. The pool and the LISTEN sessions
 * reconnect on their own once it answers again. Only the embedded server is watched; one at DATABASE_URL is the
 * operator's to run.
 */
export function watchEmbeddedPostgres(server: EmbeddedPostgres, options: WatchdogOptions): Watchdog {
  const policy = options.policy ?? RESTART_POLICY;
  const { log } = options;
  const stopping = new AbortController();
  let attempts = 0;
  let startedAt = Date.now();
  let timer: NodeJS.Timeout | null = null;
  let check: Promise<void> = Promise.resolve();

  /** Starts the server until it runs or the outage has used up its starts; true when it runs. */
  const recover = async (): Promise<boolean> => {
    for (;;) {
      const delay = restartDelay(attempts, policy);
      if (delay === null) return false;
      attempts += 1;
      if (delay > 0) await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
      if (stopping.signal.aborted) return true;
      try {
        await server.restart();
        startedAt = Date.now();
        log.warn({ attempt: attempts }, 'the embedded PostgreSQL server is running again');
        return true;
      } catch (err) {
        log.error({ err, attempt: attempts }, 'the embedded PostgreSQL server could not be started again');
      }
    }
  };

  const checkOnce = async (): Promise<void> => {
    if (await server.isRunning()) return;
    if (stopping.signal.aborted) return;
    attempts = attemptsInOutage(attempts, startedAt, Date.now(), policy);
    log.error('the embedded PostgreSQL server stopped unexpectedly: starting it again');
    if (await recover()) return;
    stopping.abort();
    const err = new Error(
      `the embedded PostgreSQL server could not be kept running after ${attempts} starts (see ${server.pgDir}/server.log); stopping so that a supervisor restarts the app`,
    );
    log.fatal({ err }, err.message);
    options.onGiveUp(err);
  };

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      check = checkOnce()
        .catch((err: unknown) => log.error({ err }, 'could not check the embedded PostgreSQL server'))
        .finally(schedule);
    }, CHECK_INTERVAL_MS);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await check;
    },
  };
}
