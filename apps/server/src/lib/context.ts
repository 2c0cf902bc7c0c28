import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { EventBus } from '../modules/events/event-bus.js';
import type { Mailer } from '../modules/notify/mailer.js';
import type { SmsSender } from '../modules/notify/sms.js';
import type { BackgroundTasks } from './background.js';
import type { RateLimiter } from './rate-limiter.js';
import type { FileStore } from './storage/file-store.js';

/** What services need from the running app; built once in buildApp and passed explicitly. */
export interface AppContext {
  db: Db;
  config: Config & { authSecret: string };
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  /** Live events to every instance's streams (NOTIFY/LISTEN). */
  events: EventBus;
  /** Work a request starts and does not wait for (emails whose timing must not tell anything). */
  background: BackgroundTasks;
  /** Photo variants and ID documents: PostgreSQL, or the bucket of STORAGE_URL. */
  files: FileStore;
}
