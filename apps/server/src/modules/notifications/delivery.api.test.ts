import type { PushPayload } from '@mithaq/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../lib/p256-keys.js';
import { parsePushOrigins } from '../../lib/push-origins.js';
import { NOTIFICATION_MAX_ATTEMPTS } from '../../platform/jobs/job-queue.js';
import type { TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { startPushService, subscribedDevice, type TestDevice } from '../../test/push-service.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { createCouple, listen, messagesApi, StreamReader, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';

const smtp = await startSmtpServer();
const VAPID = { ...generateP256KeyPair(), subject: 'mailto:push@mithaq.test' };
const pushService = await startPushService({ subject: VAPID.subject, applicationServerKey: VAPID.publicKey });
afterAll(async () => {
  await smtp.close();
  await pushService.stop();
});

const HOUR_MS = 3_600_000;
/** The deliverer's clock, at a wall-clock time in India (quiet hours are 22:00 to 07:00). */
const clock = indiaClock();

const t = useTestApp(
  {
    smtpUrl: smtp.url,
    mailFrom: 'Mithaq <no-reply@mithaq.test>',
    messageNotifyDelayS: 300,
    vapid: VAPID,
    pushServiceOrigins: parsePushOrigins(pushService.origin, true),
  },
  { clock: clock.now },
);
const api = profileApi(t);
const messages = messagesApi(t);

beforeEach(() => clock.setIndiaTime(12));

/** Brings every job waiting for a later time (a batch, the morning) forward to now, as time passing would. */
async function runWaitingJobs() {
  await t.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where run_at > now()`);
  await jobsSettled(t.db);
}

const mailTo = (email: string) => smtp.sentTo(email);

async function settled() {
  await jobsSettled(t.db);
}

describe('notification emails', () => {
  it('emails an interest once, to the member it was sent to, in their language, within moments', async () => {
    const man = await createMan(t, {}, { fullName: 'Yusuf Khan', city: 'Lucknow' });
    const woman = await createWoman(t, { locale: 'ur' });
    const before = smtp.received.length;
    const sentAt = Date.now();
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    const mail = await smtp.nextTo(woman.email, before);
    const elapsedMs = Date.now() - sentAt;
    console.info(`interest sent → email at the SMTP server: ${elapsedMs} ms`);
    await settled();
    expect(mailTo(woman.email)).toHaveLength(1);
    expect(mailTo(man.email)).toHaveLength(0);
    expect(mail.html).toContain('lang="ur"');
    expect(mail.html).toContain('dir="rtl"');
    expect(`${mail.subject} ${mail.text}`).toContain('Yusuf');
    const header = (name: string) =>
      (mail.headerLines.find((h) => h.key === name)?.line ?? '').replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <http.*\/api\/notifications\/unsubscribe\?token=/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('tells the sender of an accepted interest, and nobody of a declined one', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const other = await createMan(t);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    expect((await api.send(other, woman.id)).statusCode).toBe(201);
    await settled();
    expect((await api.accept(woman, man.id)).statusCode).toBe(200);
    expect((await api.decline(woman, other.id)).statusCode).toBe(200);
    await settled();
    expect(mailTo(man.email)).toHaveLength(1);
    expect(mailTo(other.email)).toHaveLength(0);
  });

  it('sends nothing to a member who has the site open', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const stream = await StreamReader.open(await listen(t.app), woman);
    await stream.next('inbox'); // the first inbox event: the stream is registered
    try {
      expect((await api.send(man, woman.id)).statusCode).toBe(201);
      await settled();
      expect(mailTo(woman.email)).toHaveLength(0);
      const feed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: woman.auth });
      expect(feed.json().items).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it("follows the member's choice: off sends nothing, digest waits for the morning digest", async () => {
    const man = await createMan(t, {}, { fullName: 'Bilal Ahmed' });
    const woman = await createWoman(t);
    const off = await createWoman(t);
    await setSettings(off, { interests: { email: 'off' } });
    await setSettings(woman, { interests: { email: 'digest' } });
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    expect((await api.send(man, off.id)).statusCode).toBe(201);
    await settled();
    expect(mailTo(woman.email)).toHaveLength(0);
    expect(mailTo(off.email)).toHaveLength(0);

    clock.setIndiaTime(8, 30);
    await t.db.execute(sql`select graphile_worker.add_job('send-digests')`);
    const digest = await smtp.nextTo(woman.email);
    expect(digest.text).toContain('Bilal');
    await t.db.execute(sql`select graphile_worker.add_job('send-digests')`);
    await settled();
    expect(mailTo(woman.email)).toHaveLength(1);
    expect(mailTo(off.email)).toHaveLength(0);
  });

  it('holds emails through quiet hours and sends them in the morning; nothing is pushed at night', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    clock.setIndiaTime(23, 30);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    await settled();
    expect(mailTo(woman.email)).toHaveLength(0);
    clock.setIndiaTime(7, 1);
    clock.advance(24 * HOUR_MS);
    await runWaitingJobs();
    expect(mailTo(woman.email)).toHaveLength(1);
    const [row] = await notificationRows(woman.id);
    expect(row).toMatchObject({ email_state: 'sent', push_state: 'skipped' });
  });
});

describe('unread message emails', () => {
  it("batches a sender's messages into one email, without their content, at most every 6 hours", async () => {
    const { man, woman } = await createCouple(t);
    await settled();
    const start = mailTo(woman.email).length;
    for (const text of ['Salaam, first secret words', 'second secret words', 'third secret words']) {
      await sendOk(messages, man, woman, text);
    }
    await settled();
    expect(mailTo(woman.email)).toHaveLength(start); // waiting MESSAGE_NOTIFY_DELAY_S
    clock.advance(5 * 60_000);
    await runWaitingJobs();
    const batch = mailTo(woman.email).slice(start);
    expect(batch).toHaveLength(1);
    const first = batch[0];
    expect(first?.text).toContain('3');
    for (const part of [first?.subject, first?.text, first?.html]) expect(part).not.toContain('secret words');
    // Stored born read (never counted as unread), and its own delivery job sent that email.
    const notices = (await notificationRows(woman.id)).filter((row) => row.type === 'messages-unread');
    expect(notices).toEqual([expect.objectContaining({ is_read: true, email_state: 'sent' })]);

    await sendOk(messages, man, woman, 'fourth secret words');
    clock.advance(5 * 60_000);
    await runWaitingJobs(); // within 6 hours of the last email: it waits
    expect(mailTo(woman.email).slice(start)).toHaveLength(1);
    clock.advance(6 * HOUR_MS);
    await runWaitingJobs();
    expect(mailTo(woman.email).slice(start)).toHaveLength(2);
  });

  it('sends nothing once the messages have been read', async () => {
    const { man, woman } = await createCouple(t);
    await settled();
    const start = mailTo(woman.email).length;
    await sendOk(messages, man, woman, 'read me soon');
    expect((await messages.thread(woman, man.id)).statusCode).toBe(200); // opening it reads it
    clock.advance(5 * 60_000);
    await runWaitingJobs();
    expect(mailTo(woman.email).slice(start)).toHaveLength(0);
  });
});

describe('push notifications', () => {
  const subscribe = (member: TestMember) => subscribedDevice(t.app, pushService, member);
  const pushesTo = (device: TestDevice) =>
    pushService.received
      .filter((p) => p.endpoint === device.endpoint && p.status === 201)
      .map((p) => JSON.parse(p.payload ?? '{}') as PushPayload);

  it('pushes an interest to every device of an away member, opening the interests tab, without content', async () => {
    const man = await createMan(t, {}, { fullName: 'Hamza Qureshi' });
    const woman = await createWoman(t);
    const phone = await subscribe(woman);
    const laptop = await subscribe(woman);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    await settled();
    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device);
      expect(push?.title).toBeTruthy();
      expect(push?.body).toContain('Hamza');
      expect(push?.url).toBe('/dashboard?tab=interests');
    }
    const [row] = await notificationRows(woman.id);
    expect(row?.push_state).toBe('sent');
  });

  it('pushes nothing at night, nothing the member turned off, and nothing for kinds that do not push', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const device = await subscribe(woman);
    clock.setIndiaTime(2);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    await settled();
    expect(pushesTo(device)).toEqual([]);

    clock.setIndiaTime(12);
    await setSettings(man, { matches: { push: false } });
    const manDevice = await subscribe(man);
    expect((await api.accept(woman, man.id)).statusCode).toBe(200);
    await settled();
    expect(pushesTo(manDevice)).toEqual([]);
    expect(mailTo(man.email)).toHaveLength(1); // the email still goes
  });

  it('forgets a device the push service says is gone', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const device = await subscribe(woman);
    pushService.answer(device.endpoint, 410);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    await settled();
    const { rows } = await t.db.execute(sql`select 1 from push_subscriptions where endpoint = ${device.endpoint}`);
    expect(rows).toHaveLength(0);
  });

  it(`tries a push the push service keeps refusing with 503 ${NOTIFICATION_MAX_ATTEMPTS} times, then gives up`, async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const device = await subscribe(woman);
    pushService.answer(device.endpoint, 503);
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    await settled();
    // Each retry made due at once instead of waiting out its back-off, a round more than the tries left.
    for (let round = 0; round < NOTIFICATION_MAX_ATTEMPTS; round += 1) await runWaitingJobs();

    const tries = pushService.received.filter((p) => p.endpoint === device.endpoint);
    expect(tries.map((p) => p.status)).toEqual(Array(NOTIFICATION_MAX_ATTEMPTS).fill(503));
    const { rows } = await t.db.execute<{ attempts: number; max_attempts: number }>(
      sql`select attempts, max_attempts from graphile_worker.jobs
          where task_identifier = 'deliver-notification' and last_error like '%push services unavailable%'`,
    );
    expect(rows).toEqual([{ attempts: NOTIFICATION_MAX_ATTEMPTS, max_attempts: NOTIFICATION_MAX_ATTEMPTS }]);
  });
});

async function setSettings(member: TestMember, payload: object) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: member.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
}

async function notificationRows(memberId: string) {
  const { rows } = await t.db.execute<{ type: string; is_read: boolean; email_state: string; push_state: string }>(
    sql`select type, read_at is not null as is_read, email_state, push_state
        from notifications where member_id = ${memberId} order by created_at`,
  );
  return rows;
}
