import { describe, expect, it } from 'vitest';
import { encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import { decodeBrowseCursor, encodeBrowseCursor } from './browse-cursor.js';

const ID = '0b7e4a52-1d3c-4f8e-9a6b-2c5d7e8f9a0b';

describe('browse cursor', () => {
  it('carries the check count, the microsecond time and the id', () => {
    const cursor = encodeBrowseCursor(3, '1732406400123456', ID);
    expect(decodeBrowseCursor(cursor)).toEqual({ checks: 3, createdAt: '2024-11-24T00:00:00.123456Z', id: ID });
  });

  it.each([
    ['a cursor from before trust ranking', encodeKeysetCursor('1732406400123456', ID)],
    ['more checks than there are', `5.${encodeKeysetCursor('1732406400123456', ID)}`],
    ['no position', '2.'],
    ['garbage', '2.not a cursor'],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeBrowseCursor(cursor)).toBeNull();
  });
});
