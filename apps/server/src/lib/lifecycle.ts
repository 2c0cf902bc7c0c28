import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is stopping, and what to do when it starts to. */
    lifecycle: Lifecycle;
  }
}

type DrainHook = () => void | Promise<void>;

/**
 * Connections the kernel holds for us until the event loop accepts them (Node's default is 511; Linux
 * caps it at net.core.somaxconn, 4096 since kernel 5.4). A deploy reconnects every member's live
 * stream at once: with 511, 10,000 streams opening together overflowed the queue about 30,000 times,
 * each dropped connection retrying after 1, 3, 7, 15 s, and the last first inbox came after 16 to 57 s
 * instead of 13 (docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * An instance that is told to stop first drains: readiness answers 503 so the balancer sends it no
 * more requests, open event streams are closed so their clients reconnect to another instance, and
 * everything else keeps being served until the server closes (docs/decisions/0022-running-as-a-fleet.md).
 */
export class Lifecycle {
  private draining = false;
  private readonly hooks: DrainHook[] = [];

  get isDraining(): boolean {
    return this.draining;
  }

  /** Runs `hook` once draining starts (close streams, stop taking new jobs). */
  onDrain(hook: DrainHook): void {
    this.hooks.push(hook);
  }

  async startDraining(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    await Promise.all(this.hooks.map(async (hook) => hook()));
  }
}

/**
 * The graceful stop: drain, keep answering for `drainMs` (so the balancer's health checks see the
 * 503 and take the instance out), then close: no new connections, requests in flight finish, and
 * the app's onClose hooks run (the event bus's LISTEN connection, job workers).
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  await app.lifecycle.startDraining();
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export interface GracefulStop {
  /**
   * Stops the same way, then exits with 1 so that a supervisor starts the process again: for what the
   * app cannot recover from by itself (an embedded PostgreSQL that will not stay up).
   */
  fail(err: Error): void;
}

export interface StopOptions {
  drainMs: number;
  /** The most the whole stop may take; then the process exits with 1 anyway. */
  graceMs: number;
  /** After the app has closed (the database pool, the embedded PostgreSQL). */
  afterClose(): Promise<void>;
}

/**
 * The process's stop: on SIGTERM, SIGINT or SIGHUP (the terminal running `npm start` was closed),
 * or an uncaught error, drain and close the app, then `afterClose`, then exit (close-with-grace).
 * A second signal while stopping is ignored rather than ending the process halfway (a process
 * manager and e2e/support/serve.ts may both send one), so the embedded PostgreSQL is still stopped.
 */
export function stopGracefully(app: FastifyInstance, { drainMs, graceMs, afterClose }: StopOptions): GracefulStop {
  let stopping = false;
  let stopSignal: string | undefined;
  let failure: Error | undefined;
  const { close } = closeWithGrace(
    {
      delay: graceMs,
      skip: [...STOP_SIGNALS],
      onTimeout: (delay) => app.log.error({ delay }, 'the graceful stop took longer than SHUTDOWN_GRACE_MS: exiting'),
      logger: {
        error: (err: unknown) => {
          if (err !== failure) app.log.error({ err }, 'the graceful stop failed');
        },
      },
    },
    async ({ err }) => {
      stopping = true;
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else if (failure) app.log.error({ err: failure }, 'stopping: the app cannot go on');
      else app.log.info({ signal: stopSignal }, 'shutting down');
      await drainAndClose(app, drainMs);
      await afterClose();
      // close-with-grace exits with 1 when this rejects, and with 0 otherwise.
      if (failure) throw failure;
    },
  );
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopSignal = signal;
      close();
    });
  }
  return {
    fail(err) {
      if (stopping) return;
      failure = err;
      close();
    },
  };
}
