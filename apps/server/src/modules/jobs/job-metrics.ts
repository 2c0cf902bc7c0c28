import { Gauge, type Registry } from 'prom-client';
import type { JobQueue } from './job-queue.js';

/**
 * The job queue on /metrics: the fleet's queue by state (one query per scrape) and this instance's
 * worker outcomes since it started. Outcomes are cumulative counts, exposed as gauges because the
 * worker keeps them (prom-client counters can only be incremented).
 */
export function registerJobMetrics(registry: Registry, jobs: JobQueue): void {
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
  new Gauge({
    name: 'mithaq_job_worker_outcomes',
    help: "This instance's job tries since it started, by outcome: succeeded, failed_attempt, gave_up.",
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      const { worker } = await jobs.stats();
      this.set({ outcome: 'succeeded' }, worker?.succeeded ?? 0);
      this.set({ outcome: 'failed_attempt' }, worker?.failedAttempts ?? 0);
      this.set({ outcome: 'gave_up' }, worker?.gaveUp ?? 0);
    },
  });
}
