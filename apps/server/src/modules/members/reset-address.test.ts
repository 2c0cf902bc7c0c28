import { describe, expect, it } from 'vitest';
import type { HistoryRow } from './contact-history.repo.js';
import { distinctAddresses, resetAddress } from './reset-address.js';

const at = new Date('2026-01-01T00:00:00Z');
const row = (value: string, origin: HistoryRow['origin'], verified: boolean, replaced: boolean): HistoryRow => ({
  value,
  origin,
  verified,
  replacedAt: replaced ? at : null,
});

describe('where a reset link may go', () => {
  it('goes to the registered address of an account that never changed it', () => {
    expect(resetAddress({ email: 'a@example.com', emailVerified: false }, [])).toBe('a@example.com');
  });

  it('goes to a changed address once it is verified', () => {
    const history = [row('b@example.com', 'changed', false, false), row('a@example.com', 'registered', false, true)];
    expect(resetAddress({ email: 'b@example.com', emailVerified: true }, history)).toBe('b@example.com');
  });

  it('goes to the earlier verified or registered address while a changed one is unverified', () => {
    const history = [
      row('c@example.com', 'changed', false, false),
      row('b@example.com', 'changed', false, true),
      row('a@example.com', 'registered', false, true),
    ];
    expect(resetAddress({ email: 'c@example.com', emailVerified: false }, history)).toBe('a@example.com');
    const verifiedB = [history[0] as HistoryRow, row('b@example.com', 'changed', true, true), history[2] as HistoryRow];
    expect(resetAddress({ email: 'c@example.com', emailVerified: false }, verifiedB)).toBe('b@example.com');
  });

  it('trusts an address restored by an undo link', () => {
    const history = [row('a@example.com', 'restored', false, false), row('b@example.com', 'changed', false, true)];
    expect(resetAddress({ email: 'a@example.com', emailVerified: false }, history)).toBe('a@example.com');
  });

  it('names each address once, whatever its case', () => {
    expect(distinctAddresses(['A@example.com', 'a@example.com', 'b@example.com'])).toEqual([
      'A@example.com',
      'b@example.com',
    ]);
  });
});
