import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { partnerTextContext } from '../../../lib/partner-text';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('countries', () => {
  const en = partnerTextContext(testTranslator('en'), 'en');

  it('offers the gazetteer’s countries once each, the spec’s regions first, the rest by name', () => {
    const { first, rest } = countryOptions(en.countryName, 'en');
    const codes = [...first, ...rest].map((o) => o.value);
    expect(new Set(codes).size).toBe(COUNTRY_CODES.length);
    expect(first.map((o) => o.value)).toContain('PK');
    const names = rest.map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names them in the reader’s language', () => {
    const ar = partnerTextContext(testTranslator('ar'), 'ar');
    expect(countryOptions(ar.countryName, 'ar').first.find((o) => o.value === 'PK')?.label).toBe('باكستان');
  });
});
