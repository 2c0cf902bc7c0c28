import { describe, expect, it } from 'vitest';
import { availableActions, showingRange, waitedFor } from './admin-format';

describe('staff console formatting', () => {
  it("writes 'Showing a-b of n'", () => {
    expect(showingRange(1, 20, 20, 45)).toBe('Showing 1-20 of 45');
    expect(showingRange(3, 20, 5, 45)).toBe('Showing 41-45 of 45');
    expect(showingRange(1, 20, 0, 0)).toBe('Showing 0 of 0');
  });

  it('offers the account actions spec section 4 allows', () => {
    expect(availableActions('active')).toEqual(['deactivated', 'deleted']);
    expect(availableActions('deactivated')).toEqual(['active', 'deleted']);
    expect(availableActions('deleted')).toEqual([]);
  });

  it('says how long a ticket has waited', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(waitedFor('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(waitedFor('2026-11-23T11:15:00Z', now)).toBe('45 min');
    expect(waitedFor('2026-11-23T02:00:00Z', now)).toBe('10 h');
    expect(waitedFor('2026-11-20T12:00:00Z', now)).toBe('3 d');
    expect(waitedFor(null, now)).toBe('');
  });
});
