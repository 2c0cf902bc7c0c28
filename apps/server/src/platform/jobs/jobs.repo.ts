import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export interface JobSpec {
  /** Tries before the job is left as failed; graphile-worker's default is 25. */
  maxAttempts?: number;
  /** A job still waiting with the same key is replaced by this one (graphile-worker `job_key`). */
  jobKey?: string;
  /** `preserve_run_at`: a waiting job with the key keeps its time (a batch is not pushed back). */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** Not before this time; unset: now. */
  runAt?: Date;
}

/** `add_job`'s arguments as values (the payload as JSON text), for `ADD_JOB_CALL_SQL`. */
export interface JobArguments {
  jobTask: string;
  jobPayload: string;
  jobRunAt: Date | null;
  jobMaxAttempts: number | null;
  jobKey: string | null;
  jobKeyMode: string | null;
}

export function jobArguments(task: string, payload: object, spec: JobSpec = {}): JobArguments {
  return {
    jobTask: task,
    jobPayload: JSON.stringify(payload),
    jobRunAt: spec.runAt ?? null,
    jobMaxAttempts: spec.maxAttempts ?? null,
    jobKey: spec.jobKey ?? null,
    jobKeyMode: spec.jobKeyMode ?? null,
  };
}

const addJobCall = (a: Record<keyof JobArguments, unknown>) => sql`graphile_worker.add_job(
    ${a.jobTask}::text,
    ${a.jobPayload}::json,
    run_at => ${a.jobRunAt}::timestamptz,
    max_attempts => ${a.jobMaxAttempts}::int,
    job_key => ${a.jobKey}::text,
    job_key_mode => ${a.jobKeyMode}::text
  )`;

/** The `add_job` call for these arguments, as values: for a statement that queues a job with its own change. */
export const addJobCallFor = (args: JobArguments): SQL => addJobCall(args);

/**
 * graphile-worker's `add_job` SQL function on the caller's executor: inside a transaction the job
 * exists only if the transaction commits (its NOTIFY too), so a rolled-back change sends nothing.
 */
export async function addJob(executor: Executor, task: string, payload: object, spec: JobSpec = {}): Promise<void> {
  await executor.execute(sql`select ${addJobCall(jobArguments(task, payload, spec))}`);
}

/**
 * The `add_job` call with `JobArguments`' names as placeholders: a statement prepared once adds a
 * job along with its own change (the message send path).
 */
export const ADD_JOB_CALL_SQL = addJobCall({
  jobTask: sql.placeholder('jobTask'),
  jobPayload: sql.placeholder('jobPayload'),
  jobRunAt: sql.placeholder('jobRunAt'),
  jobMaxAttempts: sql.placeholder('jobMaxAttempts'),
  jobKey: sql.placeholder('jobKey'),
  jobKeyMode: sql.placeholder('jobKeyMode'),
});

/**
 * Hands back the jobs of worker pools that have held a job longer than any of our tasks may run: their
 * process died (graphile-worker alone waits 4 hours). Returns the pools released.
 */
export async function releaseStaleLocks(executor: Executor, lockedForSeconds: number): Promise<string[]> {
  const { rows } = await executor.execute<{ pools: string[] | null }>(sql`
    with stale as (
      select array_agg(distinct locked_by) as pools from graphile_worker.jobs
      where locked_at < now() - make_interval(secs => ${lockedForSeconds}::float8)
    )
    select pools, graphile_worker.force_unlock_workers(pools) from stale`);
  return rows[0]?.pools ?? [];
}

/** Each job counts in exactly one of these; the queue's depth is waiting + scheduled + retrying. */
export interface JobQueueStats {
  /** Not tried yet, due now: waiting for a worker. */
  waiting: number;
  /** Not tried yet, due later. */
  scheduled: number;
  /** Failed at least once, waiting for the next try (due now or later). */
  retrying: number;
  /** Held by a worker now. */
  running: number;
  /** Out of tries: left in the table for an operator to look at. */
  failed: number;
}

/** Queue depth, retries and failures across the fleet, for the metrics endpoint's gauges. */
export async function jobQueueStats(executor: Executor): Promise<JobQueueStats> {
  const { rows } = await executor.execute<Record<keyof JobQueueStats, number>>(sql`
    select
      count(*) filter (where locked_at is null and attempts = 0 and run_at <= now())::int as waiting,
      count(*) filter (where locked_at is null and attempts = 0 and run_at > now())::int as scheduled,
      count(*) filter (where locked_at is null and attempts > 0 and attempts < max_attempts)::int as retrying,
      count(*) filter (where locked_at is not null)::int as running,
      count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed
    from graphile_worker.jobs`);
  return rows[0] ?? { waiting: 0, scheduled: 0, retrying: 0, running: 0, failed: 0 };
}
