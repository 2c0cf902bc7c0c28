import type { BackgroundTasks } from '../lib/background.js';
import type { Config, VapidKeys } from './config.js';
import type { Db } from './db/client.js';
import type { EventBus } from './events/event-bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { RateLimiter } from './rate-limiter.js';
import type { FileStore } from './storage/file-store.js';

/** What services need from the running app; built once in buildApp and passed explicitly. */
export interface AppContext {
  db: Db;
  config: Config & { authSecret: string; vapid: VapidKeys };
  /** Emails and texts: queued with the change, sent by a worker (docs/decisions/0021-durable-jobs.md). */
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  /** Live events to every instance's streams (NOTIFY/LISTEN). */
  events: EventBus;
  /** Work a request starts and does not wait for (emails whose timing must not tell anything). */
  background: BackgroundTasks;
  /** Photo variants and ID documents: PostgreSQL, or the bucket of STORAGE_URL. */
  files: FileStore;
  /** The app's time in milliseconds (`Date.now`); tests move it (test/test-clock.ts) to expire things without sleeping. */
  clock: () => number;
}
