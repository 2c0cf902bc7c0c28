import { describe, expect, it } from 'vitest';
import { savedLocaleAddress } from './use-saved-locale';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('savedLocaleAddress', () => {
  it("moves a public page to its address in the member's saved language", () => {
    expect(savedLocaleAddress('hi', at('/premium'))).toBe('/hi/premium');
    expect(savedLocaleAddress('hi', at('/ur/premium'))).toBe('/hi/premium');
    expect(savedLocaleAddress('en', at('/ar/about'))).toBe('/about');
    expect(savedLocaleAddress('ur', at('/'))).toBe('/ur/');
  });

  it('keeps what the address asks besides its page', () => {
    expect(savedLocaleAddress('ar', at('/help', '?q=photo', '#privacy'))).toBe('/ar/help?q=photo#privacy');
  });

  it('leaves a page already in that language, and the pages with one address for every language', () => {
    expect(savedLocaleAddress('hi', at('/hi/premium'))).toBeNull();
    expect(savedLocaleAddress('en', at('/premium'))).toBeNull();
    expect(savedLocaleAddress('ur', at('/dashboard'))).toBeNull();
    expect(savedLocaleAddress('ur', at('/messages', '?user=1'))).toBeNull();
  });
});
