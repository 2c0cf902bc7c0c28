import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRequestScope, requestIdMixin } from './request-context.js';

describe('the request id on log lines written through the app logger', () => {
  it('is added to lines a handler writes through app.log, after the body was read and after awaits', async () => {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    });
    const app = Fastify({ logger: { stream, mixin: requestIdMixin }, genReqId: () => 'req-1' });
    addRequestScope(app);
    app.post('/work', async (request) => {
      app.log.info('before the await');
      await sleep(1);
      app.log.info('after the await');
      request.log.info('through the request logger');
      return { ok: true };
    });
    app.log.info('outside any request');

    // Over a real socket: the body's events come from the connection, outside the request's scope.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ some: 'body' }),
    });
    expect(res.status).toBe(200);
    await app.close();

    const byMessage = Object.fromEntries(lines.map((l) => [l.msg, l]));
    expect(byMessage['before the await']?.requestId).toBe('req-1');
    expect(byMessage['after the await']?.requestId).toBe('req-1');
    expect(byMessage['outside any request']?.requestId).toBeUndefined();
    // The request's own logger has the id once, as Fastify binds it (no second key from the mixin).
    expect(byMessage['through the request logger']?.reqId).toBe('req-1');
    expect(byMessage['through the request logger']?.requestId).toBeUndefined();
  });
});
