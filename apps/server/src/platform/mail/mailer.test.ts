import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailJobSchema } from '../jobs/job-queue.js';
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

  it('writes the extra header fields an email carries (RFC 8058 unsubscribe)', async () => {
    const mailer = outboxMailer(dir, 'Mithaq <no-reply@mithaq.test>', log);
    const url = 'https://mithaq.test/api/notifications/unsubscribe?token=abc';
    await mailer.send(
      {
        ...email,
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      delivery,
    );
    const eml = await fs.readFile(path.join(dir, '2026-01-02T03-04-05-678Z-job-41-0.eml'), 'utf8');
    // A long field is folded onto a continuation line (RFC 5322 section 2.2.3); unfold to read it.
    const unfolded = eml.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${url}>`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('carries the header fields through the job payload', () => {
    const headers = {
      'List-Unsubscribe': '<https://mithaq.test/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(EmailJobSchema.parse({ ...email, headers }).headers).toEqual(headers);
    expect(EmailJobSchema.parse(email).headers).toBeUndefined();
  });

  it('keeps every message sent without a delivery', async () => {
    const mailer = outboxMailer(dir, 'Mithaq <no-reply@mithaq.test>', log);
    await mailer.send(email);
    await mailer.send(email);
    expect(await fs.readdir(dir)).toHaveLength(2);
  });
});
