import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Aisha Bint Rahman')).toBe('AR');
    expect(initialsOf('  fatima  bint  khalid ')).toBe('FK');
    expect(initialsOf('zaid')).toBe('Z');
    expect(initialsOf('عائشة رحمن')).toBe('عر');
  });

  it('skips punctuation to reach a letter', () => {
    expect(initialsOf('(Dr) Amina')).toBe('DA');
    expect(initialsOf("'Aisha' O'Neil")).toBe('AO');
  });

  it('gives "?" for a name without letters', () => {
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('( )')).toBe('?');
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
  });
});
