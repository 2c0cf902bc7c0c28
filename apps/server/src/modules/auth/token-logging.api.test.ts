import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
const t = useTestApp({ logLevel: 'trace' }, { logStream });

describe('session tokens and logs', () => {
  it('never writes the bearer token to a log line, even at trace level', async () => {
    const m = await createMember(t.app, t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: m.auth });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: m.auth });
    const text = lines.join('');
    expect(text).toContain('/api/auth/me');
    expect(text).not.toContain(m.token);
    expect(text).not.toContain(m.token.split('.')[1]);
  });
});
