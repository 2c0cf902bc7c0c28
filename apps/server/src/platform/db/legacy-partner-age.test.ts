import { describe, expect, it } from 'vitest';
import { parseLegacyPartnerAge } from './legacy-partner-age.js';
import { LEGACY_PARTNER_AGES } from './legacy-partner-age.samples.js';

describe('parseLegacyPartnerAge', () => {
  it.each(LEGACY_PARTNER_AGES)('reads %j as %j', (text, range) => {
    const parsed = parseLegacyPartnerAge(text);
    expect(parsed ? [parsed.min, parsed.max] : null).toEqual(range);
  });

  it('reads nothing from a missing value', () => {
    expect(parseLegacyPartnerAge(null)).toBeNull();
    expect(parseLegacyPartnerAge(undefined)).toBeNull();
  });
});
