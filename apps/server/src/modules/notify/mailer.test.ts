import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer.js';
import { outboxSms } from './sms.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-outbox-unit-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const log = pino({ level: 'silent' });
const email = { to: 'aisha@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
const delivery = { id: 'job-41-0', queuedAt: new Date('2026-01-02T03:04:05.678Z') };

describe('the outbox', () => {
  it('keeps one file per delivery however often it is tried, named by when it was queued', async () => {
    const mailer = outboxMailer(dir, 'Mithaq <no-reply@mithaq.test>', log);
    await mailer.send(email, delivery);
    await mailer.send(email, delivery);
    await outboxSms(dir, log).send('+919876543210', 'Code 123456', { ...delivery, id: 'job-42-0' });
    await outboxSms(dir, log).send('+919876543210', 'Code 123456', { ...delivery, id: 'job-42-0' });
    expect((await fs.readdir(dir)).sort()).toEqual([
      '2026-01-02T03-04-05-678Z-job-41-0.eml',
      '2026-01-02T03-04-05-678Z-job-42-0.sms.txt',
    ]);
    const eml = await fs.readFile(path.join(dir, '2026-01-02T03-04-05-678Z-job-41-0.eml'), 'utf8');
    expect(eml).toContain('Message-ID: <job-41-0@mithaq.test>');
  });

  it('keeps every message sent without a delivery', async () => {
    const mailer = outboxMailer(dir, 'Mithaq <no-reply@mithaq.test>', log);
    await mailer.send(email);
    await mailer.send(email);
    expect(await fs.readdir(dir)).toHaveLength(2);
  });
});
