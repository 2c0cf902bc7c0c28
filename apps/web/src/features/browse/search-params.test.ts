import { describe, expect, it } from 'vitest';
import { dashboardTab, hasPartnerPreferences } from './dashboard-tab';
import { EMPTY_FILTERS, type FilterForm, toBrowseFilters } from './filters';
import { formFromParams, searchKeyOf, withFilters } from './search-params';
import { queryFromParams } from './search-query';

const address = (search: string) => new URLSearchParams(search);

describe('the filters in the address', () => {
  it('reads nothing from an address without filters', () => {
    expect(formFromParams(address('tab=all'))).toEqual(EMPTY_FILTERS);
  });

  it('reads every filter under the name the query gives it', () => {
    const form = formFromParams(
      address(
        'location=Hyd&profession=Doc&education=Mas&minAge=24&maxAge=34&minHeight=5+ft+2+in&maxHeight=6+ft+0+in' +
          '&maritalStatus=Never+Married,Divorced&sect=Sunni&madhab=Hanafi,Shafi&commitment=Strict&minEducation=Masters' +
          '&professions=Doctor,Dentist&motherTongue=Urdu&country=IN,PK&cityId=1269743&cityName=Hyderabad&cityCountry=IN' +
          '&withinKm=100&withPhoto=true&verifiedOnly=true&activeRecently=true&joinedThisWeek=true&sort=best',
      ),
    );
    expect(form).toEqual({
      location: 'Hyd',
      profession: 'Doc',
      education: 'Mas',
      minAge: '24',
      maxAge: '34',
      minHeight: '5 ft 2 in',
      maxHeight: '6 ft 0 in',
      maritalStatus: ['Never Married', 'Divorced'],
      sect: ['Sunni'],
      madhab: ['Hanafi', 'Shafi'],
      commitment: ['Strict'],
      minEducation: 'Masters',
      professions: ['Doctor', 'Dentist'],
      motherTongue: ['Urdu'],
      country: ['IN', 'PK'],
      city: { id: 1269743, name: 'Hyderabad', countryCode: 'IN' },
      withinKm: 100,
      withPhoto: true,
      verifiedOnly: true,
      activeRecently: true,
      joinedThisWeek: true,
      sort: 'best',
    } satisfies FilterForm);
  });

  it('asks for nothing the inputs do not offer (a shared link edited by hand)', () => {
    const form = formFromParams(
      address('sect=Sunni,Wahhabi&withinKm=42&sort=random&cityId=-3&country=IN,pak&minHeight=9+ft&withPhoto=yes'),
    );
    expect(form.city).toBeNull();
    expect(toBrowseFilters(form)).toEqual({ sect: 'Sunni', country: 'IN' });
  });

  it('writes the filters the query sends, and keeps the tab and other parameters', () => {
    const form: FilterForm = {
      ...EMPTY_FILTERS,
      location: ' Hyderabad ',
      minAge: 25,
      sect: ['Shia', 'Sunni'],
      city: { id: 7, name: 'Lahore', countryCode: 'PK' },
      verifiedOnly: true,
      sort: 'nearest',
    };
    const next = withFilters(address('tab=all&location=Old&madhab=Hanafi'), form);
    expect(Object.fromEntries(next)).toEqual({
      tab: 'all',
      location: 'Hyderabad',
      minAge: '25',
      sect: 'Sunni,Shia',
      cityId: '7',
      cityName: 'Lahore',
      cityCountry: 'PK',
      verifiedOnly: 'true',
      sort: 'nearest',
    });
  });

  it("writes the address the list asks the server for, in the query's own names", () => {
    const form: FilterForm = {
      ...EMPTY_FILTERS,
      education: 'Masters',
      sect: ['Sunni'],
      city: { id: 7, name: 'Lahore', countryCode: 'PK' },
      withinKm: 50,
      sort: 'best',
    };
    const sent = Object.entries(toBrowseFilters(form)).map(([key, value]) => [key, String(value)]);
    expect(queryFromParams(withFilters(address('tab=all'), form))).toEqual(Object.fromEntries(sent));
  });

  it('reads back what it wrote (a shared link shows the same search)', () => {
    const form: FilterForm = {
      ...EMPTY_FILTERS,
      profession: 'Engineer',
      maxAge: 40,
      maxHeight: '5 ft 10 in',
      motherTongue: ['Urdu', 'Hindi'],
      professions: ['Doctor'],
      country: ['AE'],
      withinKm: 250,
      activeRecently: true,
    };
    const read = formFromParams(withFilters(address(''), form));
    expect(searchKeyOf(withFilters(address(''), read))).toBe(searchKeyOf(withFilters(address(''), form)));
    expect(read.motherTongue).toEqual(['Urdu', 'Hindi']);
  });

  it('clears the filters, the city name with them, and keeps the tab', () => {
    const cleared = withFilters(address('tab=all&sect=Sunni&cityId=7&cityName=Lahore&cityCountry=PK'), EMPTY_FILTERS);
    expect(cleared.toString()).toBe('tab=all');
  });

  it('gives equal keys to equal searches however they are written', () => {
    expect(searchKeyOf(address('sect=Shia,Sunni&minAge=30&maxAge=25'))).toBe(
      searchKeyOf(address('minAge=25&maxAge=30&sect=Sunni,Shia')),
    );
  });
});

describe('the tab /dashboard opens on', () => {
  it('is the one the address names', () => {
    expect(dashboardTab(address('tab=interests'), true)).toBe('interests');
    expect(dashboardTab(address('tab=all'), true)).toBe('all');
  });

  it('is My matches for a member with preferences, All Profiles for the rest or for a search', () => {
    expect(dashboardTab(address(''), true)).toBe('matches');
    expect(dashboardTab(address(''), false)).toBe('all');
    expect(dashboardTab(address('sect=Sunni'), true)).toBe('all');
    expect(dashboardTab(address('tab=nonsense'), false)).toBe('all');
  });

  it('counts a member with any criterion set as having preferences', () => {
    const none = {
      ageMin: null,
      ageMax: null,
      ageNote: null,
      heightMin: null,
      heightMax: null,
      maritalStatus: [],
      sect: [],
      madhab: [],
      religiousCommitment: [],
      prays: null,
      hijab: null,
      beard: null,
      education: null,
      profession: [],
      motherTongue: [],
      countries: [],
      cities: [],
      withinKm: null,
      familyBackground: 'Religious family',
      note: 'Hanafi preferred',
      must: [],
    };
    expect(hasPartnerPreferences(undefined)).toBe(false);
    expect(hasPartnerPreferences(none)).toBe(false);
    expect(hasPartnerPreferences({ ...none, sect: ['Sunni'] })).toBe(true);
    expect(hasPartnerPreferences({ ...none, withinKm: 50 })).toBe(true);
  });
});
