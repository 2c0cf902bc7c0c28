import { ADMIN_MESSAGES } from '@mithaq/contracts/admin';
import { MESSAGES } from '@mithaq/contracts/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createTestAdmin } from './admin.test-helpers.js';
import { createAdmin } from './admin-auth.service.js';

const SETUP_KEY = 'k'.repeat(40);
const t = useTestApp({ adminSetupKey: SETUP_KEY, authRateLimitPerIp: 5 });

const register = (key: string | undefined, email: string, ip = '10.0.0.1', extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/register',
    remoteAddress: ip,
    headers: key === undefined ? {} : { 'x-admin-setup-key': key },
    payload: { name: 'Head of Trust', email, password: 'a-long-staff-password', ...extra },
  });

describe('POST /api/admin/auth/register', () => {
  it('creates a staff account with the setup key, and never twice for one email', async () => {
    const res = await register(SETUP_KEY, 'Head@Example.com', '10.0.1.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'Head of Trust',
      email: 'head@example.com',
      reviewsWomen: false,
    });
    const again = await register(SETUP_KEY, 'head@example.com', '10.0.1.1');
    expect(again.json()).toEqual({ code: 'CONFLICT', message: ADMIN_MESSAGES.emailTaken });
  });

  it('makes a woman reviewer with reviewsWomen, recorded in the audit log', async () => {
    const res = await register(SETUP_KEY, 'maryam@example.com', '10.0.1.2', { reviewsWomen: true });
    expect(res.json()).toMatchObject({ email: 'maryam@example.com', reviewsWomen: true });
    const admin = await createTestAdmin(t);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: admin.auth });
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({ action: 'admin.created', targetId: res.json()._id, after: { reviewsWomen: true } }),
    );
    expect((await register(SETUP_KEY, 'x@example.com', '10.0.1.2', { reviewsWomen: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a wrong or missing key with 403, then rate-limits the address', async () => {
    const ip = '10.0.2.2';
    for (const key of [undefined, 'wrong', `${SETUP_KEY}x`]) {
      const res = await register(key, `x-${key?.length}@example.com`, ip);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.setupKeyRefused });
    }
    await register('wrong', 'y@example.com', ip);
    await register('wrong', 'z@example.com', ip);
    const limited = await register(SETUP_KEY, 'late@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
  });

  it('is off when no setup key is configured', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/admin/auth/register',
        headers: { 'x-admin-setup-key': SETUP_KEY },
        payload: { name: 'A', email: 'a@example.com', password: 'a-long-staff-password' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });

  it('asks staff for at least 12 characters of password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/register',
      headers: { 'x-admin-setup-key': SETUP_KEY },
      payload: { name: 'A', email: 'short@example.com', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('staff sessions', () => {
  it('signs in, answers me, and ends on logout', async () => {
    const admin = await createTestAdmin(t, 'Sara Staff');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: admin.auth });
    expect(me.json()).toEqual({ _id: admin.id, name: 'Sara Staff', email: admin.email, reviewsWomen: false });
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: admin.auth });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: admin.auth });
    expect(after.statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and the same words as an unknown email', async () => {
    const admin = await createTestAdmin(t);
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '10.0.3.3',
        payload: { email, password },
      });
    const wrong = await login(admin.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(ADMIN_MESSAGES.invalidCredentials);
  });

  it('ends a session idle for more than 12 hours', async () => {
    const admin = await createTestAdmin(t);
    await t.db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '13 hours'` });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: admin.auth });
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.sessionExpired });
  });

  it('keeps the realms apart: a member token never opens a staff route, nor a staff token a member route', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    for (const authorization of [`Bearer ${member.token}`, `Admin ${member.token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/profiles', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    for (const authorization of [`Bearer ${admin.token}`, `Admin ${admin.token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profiles' })).statusCode).toBe(401);
  });
});

describe('staff login throttling', () => {
  it('refuses the fourth failure from one address, and lets the owner in from another after a short wait', async () => {
    const clock = testClock();
    clock.nextWindow();
    const limited = await createTestApp({ authRateLimitPerEmail: 3 }, { clock: clock.now });
    try {
      const password = 'staff-password-123';
      const { email } = await createAdmin(
        { db: limited.db },
        { name: 'Sara Staff', email: 'sara@example.com', password },
      );
      const login = (ip: string, pass: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: ip,
          payload: { email, password: pass },
        });
      for (let i = 0; i < 3; i++) expect((await login('10.7.0.1', 'a-wrong-guess')).statusCode).toBe(401);
      const refused = await login('10.7.0.1', password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.tooManyAttempts);

      const wait = await login('10.7.0.2', password);
      expect(wait.statusCode).toBe(429);
      expect(wait.json().message).toBe(MESSAGES.signInSlowDown.replace('{wait}', '1 second'));
      expect(wait.headers['retry-after']).toBe('1');
      clock.advance(1);
      expect((await login('10.7.0.2', password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
