import { initialsOf } from '@mithaq/contracts/initials';
import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format';

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
