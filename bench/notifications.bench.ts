/**
 * From an interest sent to its email at the SMTP server: `node --import tsx bench/notifications.bench.ts [samples]`.
 *
 * The real app on a throwaway embedded PostgreSQL, with SMTP_URL pointing at a real SMTP server on
 * loopback (smtp-server). One member receives `samples` interests (default 40) one after another, each
 * from a new member, away (no open stream) and with quiet hours off; each sample is the time from the
 * start of `POST /api/profiles/{id}/interest` to the SMTP server holding the parsed email. That path is
 * the whole of a notification's delivery (docs/decisions/0026-notifications.md): the interest's transaction (feed row,
 * delivery job, live event), the delivery job (settings, presence, the email rendered and queued), the email job, SMTP.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startSmtpServer } from '../apps/server/src/modules/verification/verification.test-helpers.js';
import { percentile, withBenchApp } from './bench-app.js';

const samples = Number(process.argv[2] ?? 40);

const member = (i: number, gender: 'Male' | 'Female') => ({
  fullName: gender === 'Male' ? `Sender ${i}` : 'Receiver',
  email: `${gender === 'Male' ? `sender-${i}` : 'receiver'}@bench.test`,
  password: 'bench-pass',
  age: 30,
  gender,
  city: 'Pune',
  profession: 'Engineer',
  sect: 'Sunni',
});

async function main() {
  console.log(`notifications bench: ${samples} samples; ${os.cpus().length} CPUs; load ${os.loadavg().join(' ')}`);
  const smtp = await startSmtpServer();
  try {
    await withBenchApp(
      async (app) => {
        const register = async (payload: object) => {
          const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
          if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
          return { authorization: `Bearer ${res.json().token}` };
        };
        const receiver = await register(member(0, 'Female'));
        const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: receiver })).json();
        await app.inject({
          method: 'PUT',
          url: '/api/notifications/settings',
          headers: receiver,
          payload: { quietHours: null },
        });
        const senders = [];
        for (let i = 0; i < samples; i += 1) senders.push(await register(member(i, 'Male')));
        const times: number[] = [];
        for (const sender of senders) {
          const before = smtp.received.length;
          const started = performance.now();
          const res = await app.inject({ method: 'POST', url: `/api/profiles/${me._id}/interest`, headers: sender });
          if (res.statusCode !== 201) throw new Error(`interest failed: ${res.statusCode} ${res.body}`);
          await smtp.nextTo('receiver@bench.test', before, 10_000);
          times.push(performance.now() - started);
        }
        const ms = (p: number) => percentile(times, p).toFixed(0);
        console.log(`interest → email at the SMTP server (ms): p50 ${ms(0.5)}, p90 ${ms(0.9)}, max ${ms(1)}`);
      },
      { smtpUrl: smtp.url, mailFrom: 'Mithaq <no-reply@bench.test>', authRateLimitPerIp: 10_000 },
    );
  } finally {
    await smtp.close();
  }
  console.log(`load average at the end: ${os.loadavg().join(' ')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
