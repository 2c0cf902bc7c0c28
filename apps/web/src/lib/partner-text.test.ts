import { EMPTY_PARTNER, type PartnerPreferences } from '@mithaq/contracts/partner-criteria';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator';
import { partnerRows, partnerTextContext, preferenceText, profileFactText, shownCriteria } from './partner-text';

const en = partnerTextContext(testTranslator('en'), 'en');
const ur = partnerTextContext(testTranslator('ur'), 'ur');
const HYDERABAD = { id: 1269843, name: 'Hyderabad', countryCode: 'IN' };

const partner = (p: Partial<PartnerPreferences>): PartnerPreferences => ({ ...EMPTY_PARTNER, ...p });

describe('preferenceText', () => {
  it('words ranges, lists, expectations and the least education', () => {
    const p = partner({
      ageMin: 25,
      ageMax: 32,
      heightMin: '5 ft 2 in',
      heightMax: '5 ft 8 in',
      sect: ['Sunni', 'Deobandi', 'Barelvi'],
      maritalStatus: ['Never Married'],
      prays: true,
      education: 'Bachelors',
      motherTongue: ['Urdu', 'Telugu'],
    });
    expect(preferenceText(en, p, 'age')).toBe('25–32');
    expect(preferenceText(en, p, 'height')).toBe('5 ft 2 in – 5 ft 8 in');
    expect(preferenceText(en, p, 'sect')).toBe('Sunni, Deobandi or Barelvi');
    expect(preferenceText(en, p, 'maritalStatus')).toBe('Never Married');
    expect(preferenceText(en, p, 'prays')).toBe('Should pray regularly');
    expect(preferenceText(en, p, 'education')).toBe('Bachelors or higher');
    expect(preferenceText(en, p, 'motherTongue')).toBe('Urdu or Telugu');
    expect(preferenceText(en, p, 'madhab')).toBeNull();
  });

  it('words one end of a height, and a single age', () => {
    expect(preferenceText(en, partner({ heightMin: '5 ft 6 in' }), 'height')).toBe('5 ft 6 in or taller');
    expect(preferenceText(en, partner({ heightMax: '6 ft 0 in' }), 'height')).toBe('6 ft 0 in or shorter');
    expect(preferenceText(en, partner({ ageMin: 30, ageMax: 30 }), 'age')).toBe('30');
  });

  it('words where: countries by name, cities with their country, a distance from the owner’s city', () => {
    const p = partner({ countries: ['PK', 'AE'], cities: [HYDERABAD], withinKm: 50 });
    expect(preferenceText(en, p, 'location', 'Lucknow')).toBe(
      'Pakistan, United Arab Emirates or Hyderabad (India), or within 50 km of Lucknow',
    );
    expect(preferenceText(en, partner({ withinKm: 25 }), 'location', 'Hyderabad')).toBe('Within 25 km of Hyderabad');
    expect(preferenceText(en, partner({ withinKm: 25 }), 'location')).toBe('Within 25 km of my city');
    expect(preferenceText(en, partner({ cities: [HYDERABAD] }), 'location')).toBe('Hyderabad (India)');
  });

  it('reads in the reader’s language, a Latin city isolated in a right-to-left sentence', () => {
    expect(preferenceText(ur, partner({ countries: ['PK'] }), 'location')).toBe('پاکستان');
    expect(preferenceText(ur, partner({ withinKm: 50 }), 'location', 'Hyderabad')).toBe(
      '\u2068Hyderabad\u2069 سے 50 کلومیٹر کے اندر',
    );
    expect(preferenceText(ur, partner({ prays: true }), 'prays')).toBe('پابندی سے نماز پڑھتے ہوں');
  });
});

describe('partnerRows', () => {
  const owner = {
    gender: 'Male',
    city: 'Hyderabad',
    partner: partner({ sect: ['Sunni'], hijab: true, beard: true, familyBackground: ' Educated ', must: ['sect'] }),
  };

  it('lists every preference for the gender looked for, with the musts and the family background', () => {
    const rows = partnerRows(en, owner);
    expect(rows.map((r) => r.key)).toEqual([...shownCriteria('Male'), 'familyBackground']);
    expect(rows.map((r) => r.key)).toContain('hijab');
    expect(rows.map((r) => r.key)).not.toContain('beard');
    expect(rows.find((r) => r.key === 'sect')).toMatchObject({ text: 'Sunni', isMust: true });
    expect(rows.find((r) => r.key === 'hijab')).toMatchObject({ text: 'Should wear hijab', isMust: false });
    expect(rows.find((r) => r.key === 'age')).toMatchObject({ text: null, isMust: false });
    expect(rows.at(-1)).toMatchObject({ key: 'familyBackground', text: 'Educated', isMemberText: true });
  });

  it('shows what a woman asks of a man, and an age older text left when no range is set', () => {
    const rows = partnerRows(en, { gender: 'Female', city: 'Pune', partner: partner({ ageNote: 'late twenties' }) });
    expect(rows.map((r) => r.key)).toContain('beard');
    expect(rows.map((r) => r.key)).not.toContain('hijab');
    expect(rows[0]).toMatchObject({ key: 'age', text: 'late twenties', isMemberText: true });
  });

  it('marks no musts on another member’s preferences, which carry none', () => {
    const { must: _must, ...shown } = owner.partner;
    expect(partnerRows(en, { ...owner, partner: shown }).some((r) => r.isMust)).toBe(false);
  });
});

describe('profileFactText', () => {
  const profile = {
    age: 29,
    height: '5 ft 4 in',
    maritalStatus: 'Never Married',
    sect: null,
    madhab: 'Hanafi',
    religiousCommitment: 'Moderate',
    prays: false,
    hijab: null,
    beard: null,
    education: 'Masters',
    profession: 'Software Developer',
    language: 'Urdu',
    city: 'Lahore',
    countryCode: 'PK',
    openToRelocate: true,
  };

  it('words the other member’s answer to each criterion, or null when the profile does not say', () => {
    expect(profileFactText(en, profile, 'age')).toBe('29 years');
    expect(profileFactText(en, profile, 'height')).toBe('5 ft 4 in');
    expect(profileFactText(en, profile, 'sect')).toBeNull();
    expect(profileFactText(en, profile, 'prays')).toBe('No');
    expect(profileFactText(en, profile, 'hijab')).toBeNull();
    expect(profileFactText(en, profile, 'motherTongue')).toBe('Urdu');
    expect(profileFactText(en, profile, 'location')).toBe('Lahore, Pakistan (open to relocating)');
    expect(profileFactText(en, { ...profile, countryCode: null, openToRelocate: false }, 'location')).toBe('Lahore');
    expect(profileFactText(en, { ...profile, profession: 'Astronaut' }, 'profession')).toBe('Astronaut');
  });
});
