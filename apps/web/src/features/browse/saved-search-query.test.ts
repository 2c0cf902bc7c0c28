import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './filters';
import { isShowing, savedQueryOf, savedSearchAddress } from './saved-search-query';

describe('a saved search', () => {
  it('keeps the inputs as the address writes them, the city named', () => {
    const form = {
      ...EMPTY_FILTERS,
      sect: ['Sunni'],
      minAge: '25',
      city: { id: 1269743, name: 'Hyderabad', countryCode: 'IN' },
      sort: 'best' as const,
    };
    const query = new URLSearchParams(savedQueryOf(form) ?? '');
    expect(Object.fromEntries(query)).toEqual({
      minAge: '25',
      sect: 'Sunni',
      cityId: '1269743',
      cityName: 'Hyderabad',
      cityCountry: 'IN',
      sort: 'best',
    });
  });

  it('is nothing without a filter: an order alone is not a search', () => {
    expect(savedQueryOf(EMPTY_FILTERS)).toBeNull();
    expect(savedQueryOf({ ...EMPTY_FILTERS, sort: 'best' })).toBeNull();
    expect(savedQueryOf({ ...EMPTY_FILTERS, location: '   ' })).toBeNull();
  });

  it('opens on All Profiles with its own parameters alone', () => {
    expect(savedSearchAddress('sect=Sunni&minAge=25&tab=matches&cursor=x').toString()).toBe(
      'tab=all&sect=Sunni&minAge=25',
    );
  });

  it("from an alert's link, newest first", () => {
    expect(savedSearchAddress('sect=Sunni&sort=best', { newestFirst: true }).toString()).toBe('tab=all&sect=Sunni');
    expect(savedSearchAddress('sect=Sunni&sort=best').toString()).toBe('tab=all&sect=Sunni&sort=best');
  });

  it('is showing when the address asks for the same filters, in any order', () => {
    const address = new URLSearchParams('tab=all&minAge=25&sect=Sunni');
    expect(isShowing(address, 'sect=Sunni&minAge=25')).toBe(true);
    expect(isShowing(address, 'sect=Sunni')).toBe(false);
  });
});
