import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApi, createTestAdmin } from '../modules/admin/admin.test-helpers.js';
import { loadConfig } from '../platform/config.js';
import { createMember } from '../test/factories.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

/**
 * TRUST_PROXY: behind a balancer the member's address comes from X-Forwarded-For, so the per-address
 * sign-in limit counts members, not the balancer, and the audit log names the member's address.
 * `app.inject` comes from 127.0.0.1 unless `remoteAddress` says otherwise.
 */
const BALANCER = '127.0.0.1';
const PER_IP = 3;

function signIn(t: TestApp, email: string, forwardedFor: string, remoteAddress = BALANCER) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'not-the-password' },
  };
  return t.app.inject(options);
}

/** Tries until the per-address limit answers 429; the number of tries it admitted. */
async function admittedTries(t: TestApp, email: string, forwardedFor: string, remoteAddress = BALANCER) {
  for (let i = 0; i < PER_IP + 2; i += 1) {
    const res = await signIn(t, email, forwardedFor, remoteAddress);
    if (res.statusCode === 429) return i;
    expect(res.statusCode, res.body).toBe(401);
  }
  return PER_IP + 2;
}

const limits = { authRateLimitPerIp: PER_IP, authRateLimitPerEmail: 1_000 };

describe('without TRUST_PROXY', () => {
  const t = useTestApp(limits);

  it('ignores X-Forwarded-For: every member behind the proxy shares its address', async () => {
    const { email } = await createMember(t.app, t.db);
    expect(await admittedTries(t, email, '203.0.113.1')).toBe(PER_IP);
    expect(await admittedTries(t, email, '203.0.113.2')).toBe(0);
  });
});

describe('with TRUST_PROXY naming the balancer', () => {
  const t = useTestApp({ ...limits, trustProxy: loadConfig({ TRUST_PROXY: BALANCER }).trustProxy });

  it('counts each forwarded member address on its own', async () => {
    const { email } = await createMember(t.app, t.db);
    expect(await admittedTries(t, email, '203.0.113.10')).toBe(PER_IP);
    expect(await admittedTries(t, email, '203.0.113.11')).toBe(PER_IP);
    // The client's own claim before the balancer's entry is not believed: the balancer's is used.
    expect(await admittedTries(t, email, '198.51.100.1, 203.0.113.12')).toBe(PER_IP);
    expect(await admittedTries(t, email, '198.51.100.2, 203.0.113.12')).toBe(0);
  });

  it('does not believe X-Forwarded-For from an address that is not the balancer', async () => {
    const { email } = await createMember(t.app, t.db);
    const direct = '198.51.100.50';
    expect(await admittedTries(t, email, '203.0.113.20', direct)).toBe(PER_IP);
    expect(await admittedTries(t, email, '203.0.113.21', direct)).toBe(0);
  });

  it("records the member's forwarded address in the audit log", async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/profiles/${member.id}/status`,
      headers: { ...admin.auth, 'x-forwarded-for': '192.0.2.44' },
      payload: { status: 'deactivated' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await adminApi(t).audit(admin))
      .json()
      .data.find((e: { targetId: string }) => e.targetId === member.id);
    expect(entry).toMatchObject({ action: 'member.deactivated', ip: '192.0.2.44' });
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  const t = useTestApp({ ...limits, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });

  it("takes the address the nearest proxy saw, whatever that proxy's own address", async () => {
    const { email } = await createMember(t.app, t.db);
    expect(await admittedTries(t, email, '203.0.113.30', '10.1.2.3')).toBe(PER_IP);
    expect(await admittedTries(t, email, '203.0.113.31', '10.1.2.4')).toBe(PER_IP);
  });
});
