import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { acceptableRequestId, requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const request = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

describe('request ids', () => {
  it("keeps the balancer's id when it is printable and at most 200 characters", () => {
    expect(acceptableRequestId('lb-7f3a9c:42')).toBe('lb-7f3a9c:42');
    expect(acceptableRequestId('a'.repeat(200))).toBe('a'.repeat(200));
    expect(requestIdFor(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(201)],
    ['a space', 'abc 123'],
    ['a control character', 'abc\u0007'],
    ['non-ASCII', 'idé'],
  ])('generates a UUID instead of an id with %s', (_, value) => {
    expect(acceptableRequestId(value)).toBeUndefined();
    expect(requestIdFor(request({ 'x-request-id': value }))).toMatch(UUID);
  });

  it('generates a fresh UUID for every request without one', () => {
    const a = requestIdFor(request({}));
    expect(a).toMatch(UUID);
    expect(requestIdFor(request({}))).not.toBe(a);
  });
});
