import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { WorkerEvents } from 'graphile-worker';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { STALE_LOCK_SECONDS } from '../../modules/jobs/tasks.js';
import { codeIn, freePort, startSmtpServer } from '../../modules/verification/verification.test-helpers.js';
import { createMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import type { Db } from '../db/client.js';
import { TASKS } from './job-queue.js';
import { releaseStaleLocks } from './jobs.repo.js';

// A slow server: each message is held a moment, so sends from both instances overlap.
const smtp = await startSmtpServer({ acceptAfterMs: 50 });
afterAll(() => smtp.close());
const eventsA = new EventEmitter() as WorkerEvents;
const t = useTestApp({ smtpUrl: smtp.url }, { jobs: { pollIntervalMs: 100, events: eventsA } });

const address = (label: string) => `${label}-${randomUUID()}@example.com`;
const email = (to: string) => ({ to, subject: 'Your code is 482913', text: 'Code: 482913', html: '<p>482913</p>' });

/** Counts the emails each instance's worker sent. */
function countSends(events: WorkerEvents): { sent: number } {
  const counter = { sent: 0 };
  events.on('job:success', ({ job }) => {
    if (job.task_identifier === TASKS.sendEmail) counter.sent += 1;
  });
  return counter;
}

describe('queued emails', () => {
  it('are sent once when the transaction commits, never when it rolls back, and sealed while they wait', async () => {
    const kept = address('kept');
    const dropped = address('dropped');
    const rollback = t.db.transaction(async (tx) => {
      await t.app.ctx.jobs.enqueueEmail(email(dropped), { tx });
      const { rows } = await tx.execute(sql`select payload::text from graphile_worker._private_jobs`);
      expect(rows).not.toHaveLength(0);
      expect(JSON.stringify(rows)).not.toContain(dropped);
      expect(JSON.stringify(rows)).not.toContain('482913');
      throw new Error('the change failed');
    });
    await expect(rollback).rejects.toThrow('the change failed');
    await t.db.transaction((tx) => t.app.ctx.jobs.enqueueEmail(email(kept), { tx }));

    const mail = await smtp.nextTo(kept);
    expect(mail.subject).toBe('Your code is 482913');
    // The job's delivery id, the same on every try of it.
    expect(mail.messageId).toMatch(/^<job-\d+-\d+@localhost>$/);
    await jobsSettled(t.db);
    expect(smtp.countTo(kept)).toBe(1);
    expect(smtp.countTo(dropped)).toBe(0);
  });

  it('are each sent exactly once by two instances working the same queue', async () => {
    const eventsB = new EventEmitter() as WorkerEvents;
    const [a, b] = [countSends(eventsA), countSends(eventsB)];
    const second = await buildApp({
      config: t.config,
      database: t.database,
      jobs: { pollIntervalMs: 100, events: eventsB },
    });
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => address(`fleet${i}`));
      await Promise.all(addresses.map((to) => t.app.ctx.jobs.enqueueEmail(email(to))));
      for (const to of addresses) await smtp.nextTo(to, 0, 20_000);
      await jobsSettled(t.db);
      expect(addresses.map((to) => smtp.countTo(to))).toEqual(addresses.map(() => 1));
      expect(a.sent + b.sent).toBe(30);
      expect((await t.app.ctx.jobs.stats()).worker?.succeeded).toBeGreaterThan(a.sent);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it('held for over two minutes by an instance that was killed are handed back and sent once', async () => {
    const [killed, busy] = [address('killed'), address('busy')];
    await t.db.transaction(async (tx) => {
      await t.app.ctx.jobs.enqueueEmail(email(killed), { tx, replaceKey: 'held-by-killed' });
      await t.app.ctx.jobs.enqueueEmail(email(busy), { tx, replaceKey: 'held-by-busy' });
      // As graphile-worker marks a job it runs: one pool took its job ten minutes ago and died, the
      // other took its job a moment ago and is still working.
      await tx.execute(sql`update graphile_worker._private_jobs
        set locked_by = 'pool-killed', locked_at = now() - interval '10 minutes', attempts = 1
        where key = 'held-by-killed'`);
      await tx.execute(sql`update graphile_worker._private_jobs
        set locked_by = 'pool-busy', locked_at = now(), attempts = 1
        where key = 'held-by-busy'`);
    });
    expect(STALE_LOCK_SECONDS).toBe(120);
    expect(await releaseStaleLocks(t.db, STALE_LOCK_SECONDS)).toEqual(['pool-killed']);
    await smtp.nextTo(killed);
    const { rows: held } = await t.db.execute(
      sql`select locked_by from graphile_worker.jobs where key = 'held-by-busy'`,
    );
    expect(held).toEqual([{ locked_by: 'pool-busy' }]);

    await t.db.execute(sql`select graphile_worker.force_unlock_workers(array['pool-busy'])`);
    await smtp.nextTo(busy);
    await jobsSettled(t.db);
    expect([smtp.countTo(killed), smtp.countTo(busy)]).toEqual([1, 1]);
  });
});

/** Waits until every queued email has failed `tries` times and is waiting for its next try. */
async function failedTries(db: Db, tries: number, jobs: number) {
  for (;;) {
    const { rows } = await db.execute<{ id: string; last_error: string; wait_seconds: number }>(sql`
      select id, last_error, extract(epoch from run_at - now())::float8 as wait_seconds
      from graphile_worker.jobs
      where task_identifier = ${TASKS.sendEmail} and locked_at is null and attempts >= ${tries}`);
    if (rows.length === jobs) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes every waiting email due now: the back-off's wait, passed without the test waiting it out. */
const letTheWaitPass = (db: Db) =>
  db.execute(sql`select graphile_worker.reschedule_jobs(
    array(select id from graphile_worker.jobs where task_identifier = ${TASKS.sendEmail}), run_at := now())`);

describe('a refused email', () => {
  it('is logged with the address masked', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await createTestApp({ smtpUrl: refusing.url, logLevel: 'info' }, { logStream });
    try {
      const to = address('refused');
      await app.app.ctx.jobs.enqueueEmail(email(to));
      await failedTries(app.db, 1, 1);
      expect(log).toContain('no such mailbox here');
      expect(log).toContain(`r***@example.com`);
      expect(log).not.toContain(to);
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});

describe('an SMTP server that is down', () => {
  it('delays the mail with a growing back-off and loses none once it is back', async () => {
    const port = await freePort();
    const down = await createTestApp(
      { smtpUrl: `smtp://mailer:secret@127.0.0.1:${port}` },
      { jobs: { pollIntervalMs: 100 } },
    );
    try {
      const people = await Promise.all([1, 2, 3].map(() => createMember(down.app, down.db)));
      for (const who of people) {
        const res = await down.app.inject({ method: 'POST', url: '/api/verify/email/request', headers: who.auth });
        expect(res.statusCode).toBe(200);
      }
      const waits: number[] = [];
      for (let tries = 1; tries <= 4; tries++) {
        const rows = await failedTries(down.db, tries, people.length);
        expect(rows.every((r) => /ECONNREFUSED/.test(r.last_error))).toBe(true);
        waits.push(Math.min(...rows.map((r) => r.wait_seconds)));
        if (tries === 1) {
          expect((await down.app.ctx.jobs.stats()).queue).toMatchObject({ retrying: 3, waiting: 0, failed: 0 });
        }
        if (tries < 4) await letTheWaitPass(down.db);
      }
      // graphile-worker waits e^n seconds after the nth failure: 2.7, 7.4, 20 and 55 s, over a minute
      // in all before the fifth try.
      expect(waits).toEqual([...waits].sort((x, y) => x - y));
      expect(waits.reduce((sum, w) => sum + w, 0)).toBeGreaterThan(60);

      const back = await startSmtpServer({ port });
      try {
        await letTheWaitPass(down.db);
        for (const who of people) {
          const mail = await back.nextTo(who.email, 0, 10_000);
          const verified = await down.app.inject({
            method: 'POST',
            url: '/api/verify/email/verify',
            headers: who.auth,
            payload: { otp: codeIn(mail.text) },
          });
          expect(verified.json()).toMatchObject({ emailVerified: true });
        }
        await jobsSettled(down.db);
        expect(back.received).toHaveLength(people.length);
      } finally {
        await back.close();
      }
    } finally {
      await down.close();
    }
  });
});
