import { describe, expect, it } from 'vitest';
import { defaultNameDisplay, NameDisplaySchema, nameSeenBy, shortNameOf } from './names.js';

describe('shortNameOf', () => {
  it('keeps the first name and the initial of the last word', () => {
    expect(shortNameOf('Fatima Ahmed')).toBe('Fatima A.');
    expect(shortNameOf('Fatima Zahra Ahmed')).toBe('Fatima A.');
  });

  it('leaves a one-word name as it is, and trims the spaces around and between words', () => {
    expect(shortNameOf('Maryam')).toBe('Maryam');
    expect(shortNameOf('  Maryam   bint   Yusuf  ')).toBe('Maryam Y.');
    expect(shortNameOf('   ')).toBe('');
  });

  it('upper-cases a Latin initial and skips punctuation before it', () => {
    expect(shortNameOf('amina al-rashid')).toBe('amina A.');
    expect(shortNameOf("Aisha 'Umar")).toBe('Aisha U.');
  });

  it('keeps "Abdul Rahman" together as the first name', () => {
    expect(shortNameOf('Abdul Rahman Khan')).toBe('Abdul Rahman K.');
    expect(shortNameOf('Abdul Khan')).toBe('Abdul K.');
  });

  it('works in Arabic, Urdu and Hindi script', () => {
    expect(shortNameOf('فاطمة أحمد')).toBe('فاطمة أ.');
    expect(shortNameOf('عبد الرحمن خان')).toBe('عبد الرحمن خ.');
    expect(shortNameOf('عائشہ صدیقی')).toBe('عائشہ ص.');
    // A Devanagari initial keeps its vowel sign: one letter as a reader sees it.
    expect(shortNameOf('सना शेख')).toBe('सना शे.');
  });
});

describe('nameSeenBy', () => {
  const fatima = { fullName: 'Fatima Ahmed', nameDisplay: 'short' as const };
  const stranger = { isSelf: false, isMatched: false, isStaff: false };

  it('shows the short name to a member she is not matched with', () => {
    expect(nameSeenBy(fatima, stranger)).toBe('Fatima A.');
  });

  it('shows the full name to her matches, to staff and to herself', () => {
    expect(nameSeenBy(fatima, { ...stranger, isMatched: true })).toBe('Fatima Ahmed');
    expect(nameSeenBy(fatima, { ...stranger, isStaff: true })).toBe('Fatima Ahmed');
    expect(nameSeenBy(fatima, { ...stranger, isSelf: true })).toBe('Fatima Ahmed');
  });

  it('shows the full name to everyone when she keeps the full name', () => {
    expect(nameSeenBy({ ...fatima, nameDisplay: 'full' }, stranger)).toBe('Fatima Ahmed');
  });
});

describe('defaultNameDisplay', () => {
  it('starts women on the short name and everyone else on the full name', () => {
    expect(defaultNameDisplay('Female')).toBe('short');
    expect(defaultNameDisplay('female')).toBe('short');
    expect(defaultNameDisplay('Male')).toBe('full');
    expect(defaultNameDisplay('Other')).toBe('full');
  });
});

describe('NameDisplaySchema', () => {
  it('refuses anything but full or short, with the message the catalogs translate', () => {
    const result = NameDisplaySchema.safeParse('initials');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Choose how your name is shown: full name, or first name and last initial.',
    );
  });
});
