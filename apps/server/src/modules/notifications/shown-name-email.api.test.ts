import { afterAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';

/** Emails name the other member as the recipient may see her (docs/decisions/0054-short-names.md). */
const smtp = await startSmtpServer();
afterAll(() => smtp.close());

// Noon in India, the members' zone: at night their emails wait for the morning (quiet hours).
const t = useTestApp({ smtpUrl: smtp.url, mailFrom: 'Mithaq <no-reply@mithaq.test>' }, { clock: indiaClock().now });
const api = profileApi(t);

describe('the interest email', () => {
  it('names a woman who chose the short name by her first name and last initial only', async () => {
    const woman = await createWoman(t, {}, { fullName: 'Fatima Zahra Ahmed' });
    const man = await createMan(t);
    const before = smtp.received.length;
    expect((await api.send(woman, man.id)).statusCode).toBe(201);
    const mail = await smtp.nextTo(man.email, before);
    await jobsSettled(t.db);
    expect(`${mail.subject} ${mail.text}`).toContain('Fatima A.');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('Ahmed');
  });

  it('names her in full when she keeps the full name', async () => {
    const woman = await createWoman(t, { nameDisplay: 'full' }, { fullName: 'Fatima Zahra Ahmed' });
    const man = await createMan(t);
    const before = smtp.received.length;
    expect((await api.send(woman, man.id)).statusCode).toBe(201);
    const mail = await smtp.nextTo(man.email, before);
    await jobsSettled(t.db);
    expect(`${mail.subject} ${mail.text}`).toContain('Fatima Zahra Ahmed');
  });
});
