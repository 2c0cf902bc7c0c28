import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-cursor.js';

const id = '0b7f2d4e-1c3a-4f5b-9d8e-7a6b5c4d3e2f';

describe('browse cursor', () => {
  it('round-trips microsecond precision and the id', () => {
    const cursor = encodeKeysetCursor('1741996800123456', id);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeKeysetCursor(cursor)).toEqual({ createdAt: '2025-03-15T00:00:00.123456Z', id });
  });

  it('keeps leading zeros of the fraction and handles the epoch', () => {
    expect(decodeKeysetCursor(encodeKeysetCursor('1741996800000042', id))?.createdAt).toBe(
      '2025-03-15T00:00:00.000042Z',
    );
    expect(decodeKeysetCursor(encodeKeysetCursor('0', id))?.createdAt).toBe('1970-01-01T00:00:00.000000Z');
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['garbage', Buffer.from('hello').toString('base64url')],
    ['bad id', Buffer.from('1741996800123456:not-a-uuid').toString('base64url')],
    ['bad time', Buffer.from(`12x:${id}`).toString('base64url')],
    ['too far in time', Buffer.from(`99999999999999999:${id}`).toString('base64url')],
    ['extra part', Buffer.from(`1:${id}:x`).toString('base64url')],
    ['SQL', Buffer.from(`1:${id}'; drop table members; --`).toString('base64url')],
  ])('rejects %s', (_label, cursor) => {
    expect(decodeKeysetCursor(cursor)).toBeNull();
  });
});
