import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCronItems, run, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { connectDatabase } from '../db/client.js';
import { maskAddress } from '../mail/mailer.js';
import { purgeOutbox } from '../mail/outbox-purge.js';
import { type JobCounters, TASKS } from './job-queue.js';

export interface JobWorkerOptions {
  /** How often an idle worker looks for due retries (new jobs arrive at once by NOTIFY); tests shorten it. */
  pollIntervalMs?: number;
  /** Receives graphile-worker's events (a test counts which instance ran what). */
  events?: WorkerEvents;
}

export interface JobWorkerSettings {
  /** A direct connection: the worker holds a LISTEN session and uses prepared statements. */
  connection: pg.ClientConfig;
  concurrency: number;
  tasks: TaskList;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Whether this fleet plans daily picks (DAILY_PICKS). */
  dailyPicks: boolean;
  /** Told of each try's outcome by task: the metrics endpoint's counters (job-metrics.ts). */
  onOutcome?: (task: string, outcome: JobOutcome) => void;
}

/** What became of one try of a job: done, failed (to be tried again), or failed for the last time. */
export type JobOutcome = 'succeeded' | 'failed_attempt' | 'gave_up';

export interface JobWorker {
  counters(): JobCounters;
  /** Lets running jobs finish (or hands them back to the queue after a grace period), then stops. */
  stop(): Promise<void>;
}

/** A cron item that runs once across the fleet and never makes up for runs missed while stopped. */
const cronItem = (task: string, match: string) => ({ task, match, identifier: task, options: { backfillPeriod: 0 } });

/**
 * Once across the fleet (graphile-worker's cron records each run in the database): the hourly purge,
 * digests, guardians' summaries, membership-end notices and selfie erasure, and every minute, handing
 * back jobs a killed instance was holding; every quarter hour, unless DAILY_PICKS is false, the daily
 * picks' planner.
 */
export function cronItems({ dailyPicks }: { dailyPicks: boolean }) {
  return parseCronItems([
    cronItem(TASKS.purgeExpiredRows, '7 * * * *'),
    // Every hour on the hour: each member's daily digest goes out in their own 08:00 hour.
    cronItem(TASKS.sendDigests, '0 * * * *'),
    // Each guardian's daily summary, at most once a day (guardians/guardian-digest.ts).
    cronItem(TASKS.sendGuardianDigests, '30 * * * *'),
    cronItem(TASKS.notifyMembershipEnds, '17 * * * *'),
    cronItem(TASKS.eraseReviewedSelfies, '37 * * * *'),
    cronItem(TASKS.releaseStaleJobs, '* * * * *'),
    // Every quarter hour, so a zone half an hour off the hour (India) starts its picks at 08:00 too.
    ...(dailyPicks ? [cronItem(TASKS.planDailyPicks, '*/15 * * * *')] : []),
  ]);
}

const DAY_MS = 24 * 3_600_000;

/** An address in a failure's text (an SMTP server's "550 <a@b.c> unknown") is masked like ours. */
const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/** graphile-worker's log lines into ours; its per-job info lines are debug here. */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger(() => (level, raw) => {
    const message = raw.replace(ADDRESS, maskAddress);
    if (level === 'error') log.error({ module: 'jobs' }, message);
    else if (level === 'warning') log.warn({ module: 'jobs' }, message);
    else log.debug({ module: 'jobs' }, message);
  });
}

function countOutcomes(events: WorkerEvents, onOutcome: JobWorkerSettings['onOutcome']): () => JobCounters {
  const counts: JobCounters = { succeeded: 0, failedAttempts: 0, gaveUp: 0 };
  events.on('job:success', ({ job }) => {
    counts.succeeded += 1;
    onOutcome?.(job.task_identifier, 'succeeded');
  });
  events.on('job:error', ({ job }) => {
    counts.failedAttempts += 1;
    onOutcome?.(job.task_identifier, 'failed_attempt');
  });
  events.on('job:failed', ({ job }) => {
    counts.gaveUp += 1;
    onOutcome?.(job.task_identifier, 'gave_up');
  });
  return () => ({ ...counts });
}

/**
 * graphile-worker 0.17 looks its task ids up once and keeps that lookup's promise, so a first lookup
 * that fails (the database going away as the app starts) would fail every later one too. Start-up
 * therefore waits for one lookup to succeed, and fails loudly if it does not.
 */
function firstJobLookup(events: WorkerEvents): Promise<void> {
  return new Promise((resolve, reject) => {
    const succeeded = () => {
      stopListening();
      resolve();
    };
    const failed = ({ error }: { error: unknown }) => {
      stopListening();
      reject(error);
    };
    const stopListening = () => {
      events.off('worker:getJob:empty', succeeded);
      events.off('job:start', succeeded);
      events.off('worker:getJob:error', failed);
    };
    events.on('worker:getJob:empty', succeeded);
    events.on('job:start', succeeded);
    events.on('worker:getJob:error', failed);
  });
}

/**
 * The outbox is this instance's own folder, so every instance clears its own, daily, rather than once
 * across the fleet.
 */
function purgeOutboxDaily(outboxDir: string, log: FastifyBaseLogger): () => void {
  const purge = () => {
    purgeOutbox(outboxDir)
      .then((files) => files > 0 && log.info({ files }, 'outbox files older than 30 days deleted'))
      .catch((err: unknown) => log.warn({ err }, 'could not purge the outbox'));
  };
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs queued jobs in this process on a small pool of its own; null when JOB_CONCURRENCY is 0. */
export async function startJobWorker(
  settings: JobWorkerSettings,
  options: JobWorkerOptions = {},
): Promise<JobWorker | null> {
  if (settings.concurrency === 0) return null;
  const database = connectDatabase({ ...settings.connection, max: settings.concurrency + 2 });
  const events = options.events ?? (new EventEmitter() as WorkerEvents);
  const started = firstJobLookup(events);
  started.catch(() => {}); // awaited below, once run() has started the workers
  try {
    const runner = await run({
      pgPool: database.pool,
      concurrency: settings.concurrency,
      noHandleSignals: true,
      pollInterval: options.pollIntervalMs ?? 2_000,
      taskList: settings.tasks,
      parsedCronItems: cronItems({ dailyPicks: settings.dailyPicks }),
      logger: workerLogger(settings.log),
      events,
    });
    await started.catch(async (err: unknown) => {
      await runner.stop();
      throw err;
    });
    const counters = countOutcomes(events, settings.onOutcome);
    const stopPurging = purgeOutboxDaily(settings.outboxDir, settings.log);
    return {
      counters,
      async stop() {
        stopPurging();
        await runner.stop();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
