import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@mithaq/contracts/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { TASKS } from '../../platform/jobs/job-queue.js';
import { createMember } from '../../test/factories.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { listen, StreamReader } from '../messages/messages.test-helpers.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series (`name{labels}` exactly as exposed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist: 404, whatever is sent', async () => {
    for (const auth of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
      const res = await scrape(t, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ metricsToken: TOKEN });
  const readers: StreamReader[] = [];
  afterAll(() => {
    for (const r of readers) r.close();
  });

  it('answers 401 with the scheme to a missing or wrong token', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t, auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ message: MESSAGES.metricsTokenRequired, code: 'UNAUTHORIZED' });
    }
  });

  it('counts requests and their latency by route pattern and status, never by raw address', async () => {
    const someone = randomUUID();
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: `/api/messages/${someone}` });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['www-authenticate']).toBeUndefined();
    const labels = 'method="GET",route="/api/messages/:userId",status_code="401"';
    expect(sample(res.body, `mithaq_http_requests_total{${labels}}`)).toBe(3);
    expect(sample(res.body, `mithaq_http_request_duration_seconds_count{${labels}}`)).toBe(3);
    expect(sample(res.body, `mithaq_http_request_duration_seconds_bucket{le="+Inf",${labels}}`)).toBe(3);
    expect(res.body).not.toContain(someone);
  });

  it('shows open event streams, the delivery lag of live events, the pool and the process', async () => {
    const member = await createMember(t.app, t.db);
    const reader = await StreamReader.open(await listen(t.app), member);
    readers.push(reader);
    await reader.next('inbox');
    await t.app.ctx.events.publish({ kind: 'inbox', memberIds: [member.id] });
    await reader.next('inbox', () => reader.events.filter((e) => e.event === 'inbox').length >= 2);

    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'mithaq_event_streams_open')).toBe(1);
    expect(sample(text, 'mithaq_event_delivery_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mithaq_db_pool_max')).toBe(20);
    expect(sample(text, 'mithaq_db_pool_waiting')).toBe(0);
    expect(sample(text, 'mithaq_job_queue_jobs{state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mithaq_job_queue_jobs{state="failed"}')).toBe(0);
    expect(sample(text, 'mithaq_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mithaq_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts job outcomes by task in a counter that only goes up', async () => {
    const sent = `mithaq_jobs_outcomes_total{task="${TASKS.sendEmail}",outcome="succeeded"}`;
    const sentSoFar = async () => sample((await scrape(t, `Bearer ${TOKEN}`)).body, sent) ?? 0;
    const email = (to: string) => ({ to, subject: 'Metrics', text: 'Counted.', html: '<p>Counted.</p>' });
    const before = await sentSoFar();
    await t.app.ctx.jobs.enqueueEmail(email('counted-1@example.com'));
    await expect.poll(sentSoFar, { timeout: 10_000 }).toBe(before + 1);
    await t.app.ctx.jobs.enqueueEmail(email('counted-2@example.com'));
    await expect.poll(sentSoFar, { timeout: 10_000 }).toBe(before + 2);

    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).toContain('# TYPE mithaq_jobs_outcomes_total counter');
    expect(text).toContain('# TYPE mithaq_job_queue_jobs gauge');
    expect(sample(text, `mithaq_jobs_outcomes_total{task="${TASKS.sendEmail}",outcome="gave_up"}`)).toBeUndefined();
    // The per-process gauge the counter replaces is gone.
    expect(text).not.toContain('mithaq_job_worker_outcomes');
  });
});
