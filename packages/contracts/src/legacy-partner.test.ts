import { describe, expect, it } from 'vitest';
import {
  LEGACY_SET_FIELDS,
  readAgeText,
  readEducationText,
  readHeightText,
  readRegionText,
  readSetText,
} from './legacy-partner.js';

describe('reading the spec text preferences', () => {
  it.each([
    ['28-35', { ageMin: 28, ageMax: 35 }],
    ['35 to 28', { ageMin: 28, ageMax: 35 }],
    ['25–30 years', { ageMin: 25, ageMax: 30 }],
    ['under 30', { ageMin: 18, ageMax: 30 }],
    ['30+', { ageMin: 30, ageMax: 80 }],
    ['28', { ageMin: 28, ageMax: 28 }],
    ['Any', 'any'],
    ['late twenties', null],
  ])('age %j', (text, expected) => expect(readAgeText(text)).toEqual(expected));

  it.each([
    ['5 ft 2 in - 5 ft 8 in', { heightMin: '5 ft 2 in', heightMax: '5 ft 8 in' }],
    ['above 5 ft 6 in', { heightMin: '5 ft 6 in', heightMax: null }],
    ['under 170 cm', { heightMin: null, heightMax: '5 ft 7 in' }],
    ['5\'4"', { heightMin: '5 ft 4 in', heightMax: '5 ft 4 in' }],
    ['7 ft', { heightMin: '6 ft 6 in', heightMax: '6 ft 6 in' }],
    ['No preference', 'any'],
    ['tall', null],
  ])('height %j', (text, expected) => expect(readHeightText(text)).toEqual(expected));

  it.each([
    ['Sunni', LEGACY_SET_FIELDS.sect, ['Sunni']],
    ['sunni or deobandi', LEGACY_SET_FIELDS.sect, ['Sunni', 'Deobandi']],
    ['Salafi', LEGACY_SET_FIELDS.sect, ['Ahl-e-Hadith (Salafi)']],
    ["Shafi'i", LEGACY_SET_FIELDS.madhab, ['Shafi']],
    ['Doctors, Engineers', LEGACY_SET_FIELDS.profession, ['Doctor', 'Engineer']],
    ['Religious', LEGACY_SET_FIELDS.religiousCommitment, ['Strict']],
    ['Any sect', LEGACY_SET_FIELDS.sect, 'any'],
    ['Sunni Hanafi', LEGACY_SET_FIELDS.sect, null],
  ])('list %j', (text, options, expected) => expect(readSetText(text, options)).toEqual(expected));

  it.each([
    ['Masters', 'Masters'],
    ['Bachelors or above', 'Bachelors'],
    ['at least graduate', 'Bachelors'],
    ['Masters or PhD', 'Masters'],
    ['Doesnt matter', 'any'],
    ['well educated', null],
  ])('education %j', (text, expected) => expect(readEducationText(text)).toEqual(expected));

  const places = {
    countryCodes: new Set(['IN', 'PK', 'AE', 'QA', 'GB']),
    cityByName: async (name: string) => ({ hyderabad: 1269843, lahore: 1172451 })[name] ?? null,
  };
  it.each([
    ['Pakistan', { countries: ['PK'], cityIds: [] }],
    ['UAE or Qatar', { countries: ['AE', 'QA'], cityIds: [] }],
    ['South India', { countries: ['IN'], cityIds: [] }],
    ['Hyderabad, Lahore', { countries: [], cityIds: [1269843, 1172451] }],
    ['United Kingdom', { countries: ['GB'], cityIds: [] }],
    ['Anywhere', 'any'],
    ['near my parents', null],
  ])('region %j', async (text, expected) => expect(await readRegionText(text, places)).toEqual(expected));
});
