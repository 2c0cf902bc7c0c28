import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '../modules/messages/messages.test-helpers.js';
import { createMember } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const logStream = new PassThrough();
const lines: Record<string, unknown>[] = [];
logStream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
});

const t = useTestApp({ logLevel: 'info' }, { logStream });

/** The log lines written for one request: any the handlers wrote, then its access line (lib/access-log.ts). */
const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId);

describe('request ids', () => {
  it("keeps the balancer's X-Request-Id: echoed in the response and on every log line of the request", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42:abc' } });
    expect(res.headers['x-request-id']).toBe('lb-42:abc');
    const [line, ...others] = linesOf('lb-42:abc');
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('generates one when the request has none, for errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['request completed']);
    expect(linesOf(id)[0]).toMatchObject({ req: { url: '/api/no-such-route' }, res: { statusCode: 404 } });
  });

  it('replaces an id that is too long or not printable', async () => {
    for (const sent of ['x'.repeat(201), 'two words']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('carries the id on a live event stream, whose headers are written by hand', async () => {
    const member = await createMember(t.app, t.db);
    const baseUrl = await listen(t.app);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/messages/stream`, {
      headers: { ...member.auth, 'x-request-id': 'stream-7' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('stream-7');
    // A stream answers only when it ends: its line is written when it opens.
    expect(linesOf('stream-7')).toContainEqual(
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ url: '/api/messages/stream' }),
      }),
    );
    controller.abort();
  });
});

afterAll(() => logStream.end());
