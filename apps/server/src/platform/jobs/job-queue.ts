import { z } from 'zod';
import type { Db, Executor } from '../db/client.js';
import type { OutgoingEmail } from '../mail/mailer.js';
import * as repo from './jobs.repo.js';
import { sealPayload } from './sealed-payload.js';

/** The tasks our workers run (graphile-worker task identifiers). */
/** Jobs run and failed by this instance since it started. */
export interface JobCounters {
  succeeded: number;
  /** Tries that failed; each is retried later unless it was the last. */
  failedAttempts: number;
  /** Jobs out of tries. */
  gaveUp: number;
}

export const TASKS = {
  sendEmail: 'send-email',
  sendSms: 'send-sms',
  deliverNotification: 'deliver-notification',
  notifyUnreadMessages: 'notify-unread-messages',
  sendDigests: 'send-digests',
  sendGuardianDigests: 'send-guardian-digests',
  purgeExpiredRows: 'purge-expired-rows',
  notifyMembershipEnds: 'notify-membership-ends',
  releaseStaleJobs: 'release-stale-jobs',
  eraseReviewedSelfies: 'erase-reviewed-selfies',
  planDailyPicks: 'plan-daily-picks',
  makeDailyPicks: 'make-daily-picks',
  matchSavedSearches: 'match-saved-searches',
  sendSearchAlert: 'send-search-alert',
  fingerprintPhotos: 'fingerprint-photos',
} as const;

export const EmailJobSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export const SmsJobSchema = z.object({ to: z.string(), text: z.string() });
export const NotificationJobSchema = z.object({ notificationId: z.uuid() });
export const UnreadMessagesJobSchema = z.object({ receiverId: z.uuid(), senderId: z.uuid() });
/**
 * One batch of a zone's morning run: its active members with ids after `afterId` up to `lastId`. The run's
 * batches share `runId` (a batch queued before it existed keys its run by zone and day).
 */
export const PicksBatchJobSchema = z.object({
  runId: z.uuid().optional(),
  timeZone: z.string(),
  day: z.string(),
  afterId: z.uuid().nullable(),
  lastId: z.uuid(),
});
export type PicksBatchJob = z.infer<typeof PicksBatchJobSchema>;
/** A member who may newly fit saved searches (registered, completed, photo approved, back). */
export const SavedSearchMatchJobSchema = z.object({ memberId: z.uuid() });
/** The alert of one saved search, for whoever newly fitted it since the last. */
export const SearchAlertJobSchema = z.object({ searchId: z.uuid() });
/** One batch of the photo fingerprint backfill: photos with ids after `afterId` (modules/safety). */
export const PhotoFingerprintsJobSchema = z.object({ afterId: z.uuid().nullable() });

/**
 * Tries of one notification's delivery. Its email is queued as a job of its own on the first try, so
 * only its push is tried again: after 2.7 s, 7.4 s, 20 s and 55 s (graphile-worker's e^n back-off), not
 * for days, since a push is stale within the day and each try reaches out to an address a member gave
 * (docs/decisions/0029-web-push.md).
 */
export const NOTIFICATION_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /**
   * The transaction of the change this message tells about: the job commits or rolls back with it.
   * Without one the job is queued at once.
   */
  tx?: Executor;
  /** A job with this key that is still waiting is replaced (a new code makes the old one worthless). */
  replaceKey?: string;
  /** Tries before giving up; graphile-worker's default is 25 (about three days of back-off). */
  maxAttempts?: number;
  /** Not before this time. */
  runAt?: Date;
  /** With `replaceKey`: a waiting job keeps its time instead of taking this one's. */
  keepRunAt?: boolean;
}

/**
 * Everything sent outside the request goes through here: a worker on some instance sends it after
 * the transaction commits, retrying with back-off (docs/decisions/0021-durable-jobs.md).
 */
export interface JobQueue {
  enqueueEmail(email: OutgoingEmail, options?: EnqueueOptions): Promise<void>;
  enqueueSms(to: string, text: string, options?: EnqueueOptions): Promise<void>;
  /** Email and push for one feed item, weighed against the member's settings (notifications/delivery.ts). */
  enqueueNotification(notificationId: string, options?: EnqueueOptions): Promise<void>;
  /** A look, later, at whether one sender's messages are still unread (notifications/unread-messages.ts). */
  enqueueUnreadMessagesCheck(receiverId: string, senderId: string, options?: EnqueueOptions): Promise<void>;
  /**
   * The same job's `add_job` arguments, for a statement that queues it with its own change
   * (`ADD_JOB_CALL_SQL`: the message send path is one statement); `tx` is ignored.
   */
  unreadMessagesCheckArguments(receiverId: string, senderId: string, options?: EnqueueOptions): repo.JobArguments;
  /** One batch of a zone's morning run of daily picks (modules/picks). */
  enqueuePicksBatch(batch: PicksBatchJob, options?: EnqueueOptions): Promise<void>;
  /** A look at which saved searches a member newly fits (modules/saved-searches). */
  enqueueSavedSearchMatch(memberId: string, options?: EnqueueOptions): Promise<void>;
  /** A saved search's alert (modules/saved-searches). */
  enqueueSearchAlert(searchId: string, options?: EnqueueOptions): Promise<void>;
  /** The next batch of photos to fingerprint (modules/safety/photo-fingerprint-backfill.ts). */
  enqueuePhotoFingerprints(afterId: string | null, options?: EnqueueOptions): Promise<void>;
  /** `enqueueNotification`'s `add_job` arguments, for the statement that stores the feed item (notify()). */
  notificationArguments(notificationId: string): repo.JobArguments;
  /** For the metrics endpoint: the fleet's queue (depth, retries, failures) and this instance's worker. */
  stats(): Promise<JobStats>;
}

export interface JobStats {
  queue: repo.JobQueueStats;
  /** Null on an instance that runs no worker (JOB_CONCURRENCY=0). */
  worker: JobCounters | null;
}

export function createJobQueue(db: Db, payloadKey: Buffer, workerCounters: () => JobCounters | null): JobQueue {
  const spec = ({ replaceKey, maxAttempts, runAt, keepRunAt }: EnqueueOptions): repo.JobSpec => ({
    jobKey: replaceKey,
    jobKeyMode: keepRunAt ? 'preserve_run_at' : undefined,
    maxAttempts,
    runAt,
  });
  const add = (task: string, value: unknown, options: EnqueueOptions = {}) =>
    repo.addJob(options.tx ?? db, task, sealPayload(payloadKey, value), spec(options));
  return {
    enqueueEmail: (email, options) => add(TASKS.sendEmail, EmailJobSchema.parse(email), options),
    enqueueSms: (to, text, options) => add(TASKS.sendSms, { to, text }, options),
    enqueueNotification: (notificationId, options) =>
      add(TASKS.deliverNotification, NotificationJobSchema.parse({ notificationId }), {
        maxAttempts: NOTIFICATION_MAX_ATTEMPTS,
        ...options,
      }),
    enqueueUnreadMessagesCheck: (receiverId, senderId, options) =>
      add(TASKS.notifyUnreadMessages, UnreadMessagesJobSchema.parse({ receiverId, senderId }), options),
    unreadMessagesCheckArguments: (receiverId, senderId, options = {}) =>
      repo.jobArguments(
        TASKS.notifyUnreadMessages,
        sealPayload(payloadKey, UnreadMessagesJobSchema.parse({ receiverId, senderId })),
        spec(options),
      ),
    notificationArguments: (notificationId) =>
      repo.jobArguments(
        TASKS.deliverNotification,
        sealPayload(payloadKey, NotificationJobSchema.parse({ notificationId })),
        { maxAttempts: NOTIFICATION_MAX_ATTEMPTS },
      ),
    enqueuePicksBatch: (batch, options) => add(TASKS.makeDailyPicks, PicksBatchJobSchema.parse(batch), options),
    enqueueSavedSearchMatch: (memberId, options) =>
      add(TASKS.matchSavedSearches, SavedSearchMatchJobSchema.parse({ memberId }), options),
    enqueueSearchAlert: (searchId, options) =>
      add(TASKS.sendSearchAlert, SearchAlertJobSchema.parse({ searchId }), options),
    enqueuePhotoFingerprints: (afterId, options) =>
      add(TASKS.fingerprintPhotos, PhotoFingerprintsJobSchema.parse({ afterId }), options),
    stats: async () => ({ queue: await repo.jobQueueStats(db), worker: workerCounters() }),
  };
}
