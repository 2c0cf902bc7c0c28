import { MESSAGES } from '@mithaq/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';

// docs/decisions/0018-login-throttling.md, with the default limits: 30 tries per address, 10 failures per email.
const clock = testClock();
const t = useTestApp({ authRateLimitPerEmail: 10, authRateLimitPerIp: 30 }, { clock: clock.now });
beforeEach(() => clock.nextWindow());

const login = (ip: string, email: string, password: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

async function failTimes(times: number, ip: (i: number) => string, email: string) {
  for (let i = 0; i < times; i++) expect((await login(ip(i), email, 'a-wrong-guess')).statusCode).toBe(401);
}

const slowDown = (wait: string) => MESSAGES.signInSlowDown.replace('{wait}', wait);

describe('login throttling', () => {
  it('refuses the eleventh try for one email from one address, while the owner signs in from another', async () => {
    const owner = await createMember(t.app, t.db);
    await failTimes(10, () => '10.1.0.1', owner.email);

    const refused = await login('10.1.0.1', owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60 - 1);

    // However often the owner tries during the wait, it does not count against the new address.
    for (let i = 0; i < 11; i++) {
      const wait = await login('10.1.0.2', owner.email, owner.password);
      expect(wait.statusCode).toBe(429);
      expect(wait.json()).toEqual({ message: slowDown('1 second'), code: 'RATE_LIMITED' });
      expect(wait.headers['retry-after']).toBe('1');
    }
    clock.advance(1);
    expect((await login('10.1.0.2', owner.email, owner.password)).statusCode).toBe(200);
    expect((await login('10.1.0.1', owner.email, owner.password)).statusCode).toBe(429);
  });

  it('slows down failures for one email from many addresses, the wait doubling up to 60 seconds', async () => {
    const owner = await createMember(t.app, t.db);
    await failTimes(10, (i) => `10.2.0.${i + 1}`, owner.email);
    let address = 100;
    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const early = await login(`10.2.0.${address++}`, owner.email, 'a-wrong-guess');
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(seconds));
      expect(early.json().message).toBe(slowDown(`${seconds} second${seconds === 1 ? '' : 's'}`));
      clock.advance(seconds - 1);
      // A refused try does not push the wait back.
      expect((await login(`10.2.0.${address++}`, owner.email, 'a-wrong-guess')).headers['retry-after']).toBe('1');
      clock.advance(1);
      expect((await login(`10.2.0.${address++}`, owner.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    clock.advance(60);
    expect((await login('10.2.1.1', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('lets no burst of simultaneous tries past the limit', async () => {
    const owner = await createMember(t.app, t.db);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(`10.6.0.${i + 1}`, owner.email, 'a-wrong-guess')),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('stops credential stuffing: every try from one address counts, whatever the email', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login('10.3.0.1', `stuffed-${i}@example.com`, 'a-wrong-guess')).statusCode).toBe(401);
    }
    const stuffed = await login('10.3.0.1', 'another@example.com', 'a-wrong-guess');
    expect(stuffed.statusCode).toBe(429);
    expect(stuffed.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(stuffed.headers['retry-after']).toBe(String(15 * 60 - 1));
    expect((await login('10.3.0.2', 'another@example.com', 'a-wrong-guess')).statusCode).toBe(401);
  });

  it('counts all of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 30; i++) {
      expect((await login(`2001:db8:5:5::${i.toString(16)}`, `v6-${i}@example.com`, 'x')).statusCode).toBe(401);
    }
    expect((await login('2001:db8:5:5:ffff::9', 'v6-other@example.com', 'x')).statusCode).toBe(429);
    expect((await login('2001:db8:5:6::1', 'v6-other@example.com', 'x')).statusCode).toBe(401);
  });

  it("forgets an address's failures for an email once the right password comes from it", async () => {
    const owner = await createMember(t.app, t.db);
    await failTimes(9, () => '10.4.0.1', owner.email);
    expect((await login('10.4.0.1', owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      clock.advance(60);
      expect((await login('10.4.0.1', owner.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    clock.advance(60);
    expect((await login('10.4.0.1', owner.email, 'a-wrong-guess')).json().message).toBe(MESSAGES.tooManyAttempts);
  });

  it('refuses the eleventh try whichever instance answers', async () => {
    const other = await buildApp({ config: t.config, database: t.database, clock: clock.now });
    try {
      const owner = await createMember(t.app, t.db);
      const apps = [t.app, other];
      for (let i = 0; i < 10; i++) {
        expect((await login('10.5.0.1', owner.email, 'a-wrong-guess', apps[i % 2])).statusCode).toBe(401);
      }
      for (const app of apps) expect((await login('10.5.0.1', owner.email, owner.password, app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
