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

  it('accepts only known sects and marital statuses', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, sect: 'Sunni', maritalStatus: 'Single' })).toEqual({ sect: 'Sunni' });
  });

  it('asks for verified members only when the switch is on, and says nothing when off', () => {
    expect(toBrowseFilters({ ...EMPTY_FILTERS, verifiedOnly: true })).toEqual({ verifiedOnly: 'true' });
    expect(toBrowseFilters({ ...EMPTY_FILTERS, verifiedOnly: false })).toEqual({});
    expect(countActiveFilters({ ...EMPTY_FILTERS, verifiedOnly: true, sect: 'Shia' })).toBe(2);
  });

  it('counts active filters', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, education: 'PhD', maritalStatus: 'Widowed' })).toBe(2);
  });
});
