import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is stopping, and what to do when it starts to. */
    lifecycle: Lifecycle;
  }
}

type DrainHook = () => void | Promise<void>;

/**
 * An instance that is told to stop first drains: readiness answers 503 so the balancer sends it no
 * more requests, open event streams are closed so their clients reconnect to another instance, and
 * everything else keeps being served until the server closes (docs/decisions.md "Running as a fleet").
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
