import { describe, expect, it } from 'vitest';
import { readLinkFragment } from './link-fragment';

describe('the guardian link fragment', () => {
  it('reads the open token or the unsubscribe token, and nothing else', () => {
    expect(readLinkFragment('#token=abc_DEF-123')).toEqual({ kind: 'open', token: 'abc_DEF-123' });
    expect(readLinkFragment('#unsubscribe=0f.x%2Dy')).toEqual({ kind: 'unsubscribe', token: '0f.x-y' });
    expect(readLinkFragment('')).toBeNull();
    expect(readLinkFragment('#section=matches')).toBeNull();
  });
});
