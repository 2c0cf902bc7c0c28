import { describe, expect, it } from 'vitest';
import { listen } from '../modules/messages/messages.test-helpers.js';
import { createMember } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { SIGNED_IN_HINT_HASH } from './security.js';

const t = useTestApp();

/** What every response of ours carries (OWASP Secure Headers), worked out once at start. */
function expectSecurityHeaders(headers: Headers | Record<string, unknown>) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  expect(String(get('content-security-policy'))).toContain(`script-src 'self' ${SIGNED_IN_HINT_HASH}`);
  expect(String(get('content-security-policy'))).toContain("frame-ancestors 'none'");
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('x-frame-options')).toBe('SAMEORIGIN');
  expect(get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(get('cross-origin-opener-policy')).toBe('same-origin');
  expect(get('x-powered-by')).toBeFalsy();
}

describe('security headers', () => {
  it('are on answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/auth/me', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on a live event stream, whose headers are written by hand', async () => {
    const member = await createMember(t.app, t.db);
    const controller = new AbortController();
    const res = await fetch(`${await listen(t.app)}/api/messages/stream`, {
      headers: member.auth,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    controller.abort();
  });
});
