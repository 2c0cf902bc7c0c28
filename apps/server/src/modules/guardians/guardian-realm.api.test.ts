import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_UUID } from '../../test/openapi-walk.js';
import { useTestApp } from '../../test/test-app.js';
import { createTestAdmin, type TestAdmin } from '../admin/admin.test-helpers.js';
import { createCouple } from '../messages/messages.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';
import { guardiansApi, inviteAndOpen, type TestGuardian } from './guardians.test-helpers.js';

/**
 * The guardian's realm, walked over every registered route (so a new route is covered without being
 * listed here): a guardian token opens no member or staff route, in any scheme, and guardian routes
 * take nothing but a guardian token (docs/decisions/0031-guardian-wali-with-consent.md).
 */
const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url });

let guardian: TestGuardian;
let member: { auth: { authorization: string } };
let admin: TestAdmin;

beforeAll(async () => {
  const { woman } = await createCouple(t);
  member = woman;
  guardian = await inviteAndOpen(guardiansApi(t), smtp, woman);
  admin = await createTestAdmin(t);
  return () => smtp.close();
});

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();
const guardedBy = (route: RouteOptions, hook: unknown) => hooksOf(route).includes(hook as never);
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');

function requestTo(route: RouteOptions, method: string, authorization: string): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, SAMPLE_UUID).replace(/\*$/, '');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return {
    method: method as InjectOptions['method'],
    url,
    headers: { authorization },
    ...(hasBody ? { payload: {} } : {}),
  };
}

describe('the guardian realm', () => {
  it('refuses a guardian token on every member and staff route, whatever scheme it comes in', async () => {
    const app = t.app;
    const guarded = app.registeredRoutes.filter(
      (r) => guardedBy(r, app.requireMember) || guardedBy(r, app.requireAdmin),
    );
    // Members' writes and reads, staff's, the live stream: far more than a handful.
    expect(guarded.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of guarded) {
      for (const method of methodsOf(route)) {
        for (const scheme of ['Guardian', 'Bearer', 'Admin']) {
          const res = await app.inject(requestTo(route, method, `${scheme} ${guardian.token}`));
          if (res.statusCode !== 401) problems.push(`${method} ${route.url} (${scheme}): ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has guardian routes that read only, besides the session and the guardian’s own email choice', () => {
    const app = t.app;
    const writes = app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/guardian-view'))
      .flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}`))
      .filter((line) => !line.startsWith('GET '));
    expect(writes.sort()).toEqual([
      'DELETE /api/guardian-view/session',
      'POST /api/guardian-view/session',
      'POST /api/guardian-view/unsubscribe',
      'PUT /api/guardian-view/daily-email',
    ]);
  });

  it('takes only a guardian token on guardian routes: a member’s or staff token is refused', async () => {
    const app = t.app;
    const guardianRoutes = app.registeredRoutes.filter((r) => guardedBy(r, app.requireGuardian));
    expect(guardianRoutes.length).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    for (const route of guardianRoutes) {
      expect(route.url.startsWith('/api/guardian-view/')).toBe(true);
      for (const method of methodsOf(route)) {
        for (const authorization of [
          member.auth.authorization,
          admin.auth.authorization,
          `Guardian ${member.auth.authorization.split(' ')[1]}`,
        ]) {
          const res = await app.inject(requestTo(route, method, authorization));
          if (res.statusCode !== 401)
            problems.push(`${method} ${route.url} (${authorization.split(' ')[0]}): ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/guardian-view/me', headers: guardian.auth })).statusCode).toBe(
      200,
    );
  });
});
