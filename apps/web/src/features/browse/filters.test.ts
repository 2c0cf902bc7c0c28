import { describe, expect, it } from 'vitest';
import { countActiveFilters, EMPTY_FILTERS, toBrowseFilters } from './filters';

describe('toBrowseFilters', () => {
  it('sends nothing for an empty form', () => {
    expect(toBrowseFilters(EMPTY_FILTERS)).toEqual({});
  });

  it('trims text and drops blanks', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, location: '  Hyderabad ', profession: '   ' })).toEqual({
      location: 'Hyderabad',
    });
  });

  it('keeps ages within 18..120 and orders a reversed range', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, minAge: 35, maxAge: 25 })).toEqual({ minAge: 25, maxAge: 35 });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, minAge: 2, maxAge: '' })).toEqual({});
  });

  it('orders a reversed height range and drops heights that are not listed', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, minHeight: '6 ft 0 in', maxHeight: '5 ft 2 in' })).toEqual({
      minHeight: '5 ft 2 in',
      maxHeight: '6 ft 0 in',
    });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, minHeight: '7 ft 9 in' })).toEqual({});
  });

  it('sends lists as comma-separated known options, in the list order', () => {
    expect(
      toBrowseFilters({ ...EMPTY_FILTERS, sect: ['Shia', 'Sunni', 'Wahhabi'], maritalStatus: ['Single'] }),
    ).toEqual({ sect: 'Sunni,Shia' });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, professions: ['Dentist', 'Doctor'] })).toEqual({
      professions: 'Doctor,Dentist',
    });
  });

  it('sends country codes sorted, a city by its id and only listed distances', () => {
    expect(
      toBrowseFilters({
        ...EMPTY_FILTERS,
        country: ['PK', 'IN', 'india'],
        city: { id: 1269743, name: 'Hyderabad', countryCode: 'IN' },
        withinKm: 100,
      }),
    ).toEqual({ country: 'IN,PK', cityId: 1269743, withinKm: 100 });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, withinKm: 42 })).toEqual({});
  });

  it('sends a switch only when it is on, and the order only when it is not the newest first', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, verifiedOnly: true, joinedThisWeek: false })).toEqual({
      verifiedOnly: 'true',
    });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, sort: 'newest' })).toEqual({});
    expect(toBrowseFilters({ ...EMPTY_FILTERS, sort: 'best' })).toEqual({ sort: 'best' });
  });

  it('counts the filters set, and the advanced ones apart, the order aside', () => {
    const form = {
      ...EMPTY_FILTERS,
      education: 'PhD',
      maritalStatus: ['Widowed'],
      withPhoto: true,
      sort: 'best' as const,
    };
    expect(countActiveFilters(form)).toBe(3);
    expect(countActiveFilters(form, true)).toBe(2);
  });
});
