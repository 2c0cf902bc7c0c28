import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.js';
import { type JobQueue, TASKS } from '../../platform/jobs/job-queue.js';
import { cronItems } from '../../platform/jobs/worker.js';
import type { GuardianDigestDeps } from '../guardians/guardian-digest.js';
import type { DeliveryDeps } from '../notifications/delivery.js';
import { jobTasks } from './tasks.js';

const unused = () => Promise.reject(new Error('not called here'));
const tasks = jobTasks({
  db: {} as Db,
  jobs: {} as JobQueue,
  mailer: { send: unused },
  sms: { send: unused },
  payloadKey: Buffer.alloc(32),
  log: pino({ level: 'silent' }),
  delivery: {} as DeliveryDeps,
  guardianDigest: {} as GuardianDigestDeps,
  files: { discard: unused, get: unused },
  now: () => new Date(),
});

describe('the job worker', () => {
  it('runs every task the app queues or schedules', () => {
    expect(Object.keys(tasks).sort()).toEqual(Object.values(TASKS).sort());
    for (const item of cronItems({ dailyPicks: true })) expect(Object.keys(tasks)).toContain(item.task);
  });
});
