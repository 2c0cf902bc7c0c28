import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobQueue } from './job-queue.js';
import type { JobOutcome } from './worker.js';

/**
 * This instance's job tries by task and outcome, a counter from 0 at each start: Prometheus's
 * `rate()` and `increase()` read the fleet's totals across restarts from it, which a gauge of the
 * same counts (what it was before) would show as drops (docs/decisions/0051-job-outcomes-are-counters.md).
 * Returns what the worker calls for each outcome.
 */
export function registerJobOutcomeCounter(registry: Registry): (task: string, outcome: JobOutcome) => void {
  const tries = new Counter({
    name: 'mithaq_jobs_outcomes_total',
    help: "Job tries run by this instance's worker, by task and outcome: succeeded, failed_attempt (tried again later), gave_up (out of tries).",
    labelNames: ['task', 'outcome'],
    registers: [registry],
  });
  return (task, outcome) => tries.inc({ task, outcome });
}

/** The fleet's queue by state on /metrics: one query per scrape. */
export function registerJobQueueMetrics(registry: Registry, jobs: JobQueue): void {
  new Gauge({
    name: 'mithaq_job_queue_jobs',
    help: 'Jobs in the shared queue by state: waiting, scheduled, retrying, running, failed (out of tries).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { queue } = await jobs.stats();
      for (const [state, count] of Object.entries(queue)) this.set({ state }, count);
    },
  });
}
