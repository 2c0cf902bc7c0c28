import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatLength, initialsOf } from './format';

describe('formatBadgeCount', () => {
  it('hides zero, shows 1..9 and caps above 9', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Aisha Bint Rahman')).toBe('AR');
    expect(initialsOf('zaid')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('formatDate and formatRupees', () => {
  it('writes dates and rupee amounts as members read them', async () => {
    const { formatDate, formatRupees } = await import('./format');
    expect(formatDate('2026-11-23T22:30:00Z')).toBe('23 Nov 2026');
    expect(formatRupees('10000.00')).toBe('₹10,000.00');
    expect(formatRupees('1500')).toBe('₹1,500.00');
  });
});

describe('formatLength', () => {
  it('counts against the limit with digit grouping', () => {
    expect(formatLength(0, 5000)).toBe('0 / 5,000 characters');
    expect(formatLength(4321, 5000)).toBe('4,321 / 5,000 characters');
  });
});
