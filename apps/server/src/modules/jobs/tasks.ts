import type { FastifyBaseLogger } from 'fastify';
import type { Job, TaskList } from 'graphile-worker';
import type { Db } from '../../platform/db/client.js';
import {
  EmailJobSchema,
  type JobQueue,
  NotificationJobSchema,
  PhotoFingerprintsJobSchema,
  PicksBatchJobSchema,
  SavedSearchMatchJobSchema,
  SearchAlertJobSchema,
  SmsJobSchema,
  TASKS,
  UnreadMessagesJobSchema,
} from '../../platform/jobs/job-queue.js';
import { releaseStaleLocks } from '../../platform/jobs/jobs.repo.js';
import { openPayload } from '../../platform/jobs/sealed-payload.js';
import type { Delivery, Mailer } from '../../platform/mail/mailer.js';
import type { SmsSender } from '../../platform/mail/sms.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { type GuardianDigestDeps, sendGuardianDigests } from '../guardians/guardian-digest.js';
import { type DeliveryDeps, deliverNotification } from '../notifications/delivery.js';
import { sendDigests } from '../notifications/digest.js';
import { notifyMembershipEnds } from '../notifications/membership-ends.js';
import { checkUnreadMessages } from '../notifications/unread-messages.js';
import { makeDailyPicks, planDailyPicks } from '../picks/index.js';
import { BACKFILL_JOB_KEY, fingerprintMissingPhotos } from '../safety/index.js';
import { matchSavedSearches, sendSearchAlert } from '../saved-searches/index.js';
import { eraseReviewedSelfies } from '../verification/selfie-erasure.js';
import { purgeExpiredRows } from './purge.js';

export interface TaskDeps {
  db: Db;
  /** For tasks that tell members something (a feed item queues its own delivery). */
  jobs: JobQueue;
  mailer: Mailer;
  sms: SmsSender;
  payloadKey: Buffer;
  log: FastifyBaseLogger;
  /** Emails and pushes about notifications (notifications/delivery.ts). */
  delivery: DeliveryDeps;
  /** Guardians' daily summaries (guardians/guardian-digest.ts). */
  guardianDigest: GuardianDigestDeps;
  /** The app's files (selfie images the erasure deletes, photos the fingerprint backfill reads). */
  files: Pick<FileStore, 'discard' | 'get'>;
  /** The app's clock (tests move it). */
  now: () => Date;
}

/**
 * Longer than any task may take (SMTP's shortened timeouts, the SMS webhook's 10 s, a purge): a job
 * held longer than this belongs to a process that died, and its pool's jobs are handed back.
 */
export const STALE_LOCK_SECONDS = 120;

/**
 * The same id on every try of one job (and a new one when a waiting job is replaced): the idempotency
 * key of the delivery (docs/decisions/0021-durable-jobs.md).
 */
const deliveryOf = (job: Job): Delivery => ({ id: `job-${job.id}-${job.revision}`, queuedAt: job.created_at });

export function jobTasks({
  db,
  jobs,
  mailer,
  sms,
  payloadKey,
  log,
  delivery,
  guardianDigest,
  files,
  now,
}: TaskDeps): TaskList {
  return {
    async [TASKS.sendEmail](payload, helpers) {
      await mailer.send(openPayload(payloadKey, payload, EmailJobSchema), deliveryOf(helpers.job));
    },
    async [TASKS.sendSms](payload, helpers) {
      const { to, text } = openPayload(payloadKey, payload, SmsJobSchema);
      await sms.send(to, text, deliveryOf(helpers.job));
    },
    async [TASKS.deliverNotification](payload) {
      const { notificationId } = openPayload(payloadKey, payload, NotificationJobSchema);
      await deliverNotification(delivery, notificationId);
    },
    async [TASKS.notifyUnreadMessages](payload) {
      const { receiverId, senderId } = openPayload(payloadKey, payload, UnreadMessagesJobSchema);
      await checkUnreadMessages(delivery, receiverId, senderId);
    },
    async [TASKS.sendDigests]() {
      const sent = await sendDigests(delivery);
      if (sent > 0) log.info({ sent }, 'daily digests queued');
    },
    async [TASKS.sendGuardianDigests]() {
      const sent = await sendGuardianDigests(guardianDigest);
      if (sent > 0) log.info({ sent }, 'guardian digests queued');
    },
    async [TASKS.purgeExpiredRows]() {
      log.info({ purged: await purgeExpiredRows(db) }, 'expired rows purged');
    },
    async [TASKS.notifyMembershipEnds]() {
      const told = await notifyMembershipEnds({ db, jobs }, new Date());
      if (told.ending + told.ended > 0) log.info(told, 'members told their membership ends or ended');
    },
    async [TASKS.eraseReviewedSelfies]() {
      const done = await eraseReviewedSelfies({ db, files }, now());
      if (done.erased + done.challenges > 0) log.info(done, 'reviewed selfies erased');
    },
    async [TASKS.planDailyPicks]() {
      const planned = await planDailyPicks({ db, jobs, now });
      if (planned.zones > 0) log.info(planned, 'daily picks planned');
    },
    async [TASKS.makeDailyPicks](payload) {
      await makeDailyPicks({ db, jobs, now }, openPayload(payloadKey, payload, PicksBatchJobSchema));
    },
    async [TASKS.matchSavedSearches](payload) {
      const { memberId } = openPayload(payloadKey, payload, SavedSearchMatchJobSchema);
      await matchSavedSearches({ db, jobs, now }, memberId);
    },
    async [TASKS.sendSearchAlert](payload) {
      const { searchId } = openPayload(payloadKey, payload, SearchAlertJobSchema);
      await sendSearchAlert({ db, jobs, now }, searchId);
    },
    async [TASKS.fingerprintPhotos](payload) {
      const { afterId } = openPayload(payloadKey, payload, PhotoFingerprintsJobSchema);
      const batch = await fingerprintMissingPhotos(
        { db, files, warn: (details, msg) => log.warn(details, msg) },
        afterId,
      );
      if (batch.next) await jobs.enqueuePhotoFingerprints(batch.next, { replaceKey: BACKFILL_JOB_KEY });
      log.info({ fingerprinted: batch.fingerprinted, done: batch.next === null }, 'photos fingerprinted');
    },
    async [TASKS.releaseStaleJobs]() {
      const pools = await releaseStaleLocks(db, STALE_LOCK_SECONDS);
      if (pools.length > 0) log.warn({ pools }, 'jobs held by a stopped worker were handed back to the queue');
    },
  };
}
