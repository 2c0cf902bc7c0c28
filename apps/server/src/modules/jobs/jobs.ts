import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, VapidKeys } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.js';
import { payloadKey } from '../../platform/jobs/sealed-payload.js';
import {
  type JobWorker,
  type JobWorkerOptions,
  type JobWorkerSettings,
  startJobWorker,
} from '../../platform/jobs/worker.js';
import { outboxMailer, smtpMailer } from '../../platform/mail/mailer.js';
import { outboxSms, webhookSms } from '../../platform/mail/sms.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { notificationWriter } from '../notifications/emails/notification-writer.js';
import { unsubscribeLink } from '../notifications/unsubscribe.js';
import { createPushSender } from '../push/push-sender.js';
import { searchUnsubscribeLink } from '../saved-searches/index.js';
import { jobTasks } from './tasks.js';

const WORKER_RETRY_MS = 5_000;

export interface Jobs {
  /** What services queue emails and texts through (AppContext `jobs`). */
  queue: JobQueue;
  /** This instance's worker; null with JOB_CONCURRENCY=0 (it only queues). */
  worker: JobWorker | null;
  stop(): Promise<void>;
}

/**
 * The job queue of one app instance: the enqueue side for services and, unless JOB_CONCURRENCY is 0,
 * a worker sending through SMTP_URL / SMS_WEBHOOK_URL or into DATA_DIR/outbox.
 */
export async function startJobs(
  {
    config,
    database,
    files,
    log,
    clock = Date.now,
    onOutcome,
  }: {
    config: Config & { authSecret: string; vapid: VapidKeys };
    database: Database;
    /** The app's files, for jobs that delete some (selfie erasure) or read them (the photo fingerprint backfill). */
    files: Pick<FileStore, 'discard' | 'get'>;
    log: FastifyBaseLogger;
    /** The notification jobs' clock (quiet hours, digests, batching); tests move it. */
    clock?: () => number;
    /** Each job try's outcome, by task (the metrics endpoint's counters). */
    onOutcome?: JobWorkerSettings['onOutcome'];
  },
  options?: JobWorkerOptions,
): Promise<Jobs> {
  const outbox = path.join(config.dataDir, 'outbox');
  const key = payloadKey(config);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(outbox, config.mailFrom, log);
  const sms = config.smsWebhookUrl ? webhookSms(config.smsWebhookUrl) : outboxSms(outbox, log);
  let worker: JobWorker | null = null;
  const queue = createJobQueue(database.db, key, () => worker?.counters() ?? null);
  const settings = {
    connection: database.connection,
    concurrency: config.jobConcurrency,
    dailyPicks: config.dailyPicks,
    outboxDir: outbox,
    log,
    onOutcome,
    tasks: jobTasks({
      db: database.db,
      jobs: queue,
      mailer,
      sms,
      payloadKey: key,
      log,
      files,
      now: () => new Date(clock()),
      delivery: {
        db: database.db,
        queue,
        writer: notificationWriter(config),
        push: createPushSender({ db: database.db, vapid: config.vapid, log, origins: config.pushServiceOrigins }),
        publicUrl: config.publicUrl,
        unsubscribeLink: (memberId, kind, data) =>
          kind === 'alerts' && data?.searchId
            ? searchUnsubscribeLink(config, memberId, data.searchId)
            : unsubscribeLink(config, memberId, kind),
        log,
        now: () => new Date(clock()),
      },
      guardianDigest: {
        db: database.db,
        queue,
        publicUrl: config.publicUrl,
        authSecret: config.authSecret,
        now: () => new Date(clock()),
      },
    }),
  };
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  // A database that is away at start must not keep the app from starting (health answers 503
  // meanwhile): the worker starts once it can; jobs queued meanwhile simply wait.
  const start = async (): Promise<void> => {
    try {
      worker = await startJobWorker(settings, options);
      if (stopped) await worker?.stop();
    } catch (err) {
      if (stopped) return;
      log.warn({ err }, 'the job worker could not start yet; retrying');
      retry = setTimeout(() => void start(), WORKER_RETRY_MS);
      retry.unref();
    }
  };
  await start();
  return {
    queue,
    get worker() {
      return worker;
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await worker?.stop();
    },
  };
}
