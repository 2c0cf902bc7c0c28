import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@mithaq/contracts/api/endpoint';
import { SIGNED_IN_HINT_SCRIPT } from '@mithaq/contracts/signed-in-hint';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.js';

const t = useTestApp();

/** Third-party routes whose schemas are not ours to declare. */
const isOurApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

describe('route table', () => {
  it('has API routes to check', () => {
    expect(t.app.registeredRoutes.filter((r) => isOurApiRoute(r.url)).length).toBeGreaterThan(3);
  });

  it('declares a response schema for a success status on every API route', () => {
    const missing = t.app.registeredRoutes
      .filter((r) => isOurApiRoute(r.url) && !methodsOf(r.method).includes('HEAD'))
      .filter((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, unknown>;
        // A redirect is the success answer of a browser-return route (the payment callback's 303).
        return !Object.keys(response).some((status) => /^(2\d\d|303)$/.test(status));
      })
      .map((r) => `${methodsOf(r.method).join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('declares params for every path parameter and a body for every JSON write', () => {
    const problems: string[] = [];
    for (const r of t.app.registeredRoutes.filter((x) => isOurApiRoute(x.url))) {
      const methods = methodsOf(r.method);
      const name = `${methods.join(',')} ${r.url}`;
      if (r.url.includes(':') && !r.schema?.params) problems.push(`${name}: no params schema`);
      const isMultipart = (r.schema?.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;
      const takesBody = methods.some((m) => m === 'POST' || m === 'PUT');
      const bodyless =
        /\/(logout|accept-interest|decline-interest|block|password-reset|wizard-prompt|photo-access|chaperone-ack|resend)$/.test(
          r.url,
        ) || r.url.endsWith('/request');
      if (takesBody && !bodyless && !isMultipart && !r.schema?.body) problems.push(`${name}: no body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('serves every declared endpoint with its method, path, schemas and statuses', async () => {
    const declared = await declaredEndpoints();
    expect(declared.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [key, endpoint] of declared) {
      const [method, url] = key.split(' ');
      const route = t.app.registeredRoutes.find((r) => r.url === url && methodsOf(r.method).includes(String(method)));
      if (!route) {
        problems.push(`${key}: not served`);
        continue;
      }
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      const statuses = [endpoint.status ?? 200, ...endpoint.errors].map(String).sort();
      // Every API route also answers 503 while the database is away (plugins/errors.ts).
      const answered = Object.keys(response).filter((status) => status !== '503' || statuses.includes('503'));
      if (answered.sort().join() !== statuses.join()) problems.push(`${key}: answers ${answered}`);
      if (response[String(endpoint.status ?? 200)] !== endpoint.response)
        problems.push(`${key}: another answer schema`);
      if (endpoint.params && route.schema?.params !== endpoint.params) problems.push(`${key}: another params schema`);
      if (endpoint.query && route.schema?.querystring !== endpoint.query) problems.push(`${key}: another query schema`);
      if (typeof endpoint.body === 'object' && route.schema?.body !== endpoint.body)
        problems.push(`${key}: another body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, referrer policy and no-store on member JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Our origin, and the prerendered pages' one inline script by its hash
    // (docs/decisions/0040-signed-in-state-on-prerendered-pages.md): no 'unsafe-inline'.
    const hintHash = createHash('sha256').update(SIGNED_IN_HINT_SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hintHash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never returns a stack trace for a server error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

/** Every endpoint declared in packages/contracts/src/api, by its key. */
async function declaredEndpoints(): Promise<[string, Endpoint][]> {
  const dir = path.resolve(import.meta.dirname, '../../../packages/contracts/src/api');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !/^endpoints?\.ts$|\.test\.ts$/.test(f));
  const tables = await Promise.all(files.map((f) => import(path.join(dir, f)) as Promise<Record<string, object>>));
  return tables.flatMap((exports) =>
    Object.values(exports).flatMap((table) => Object.entries(table) as [string, Endpoint][]),
  );
}
