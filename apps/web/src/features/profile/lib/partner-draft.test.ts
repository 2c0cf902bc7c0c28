import { EMPTY_PARTNER } from '@mithaq/contracts/partner-criteria';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { criterionOfKey, partnerChanges, patchPartner, setMust, toPartnerDraft } from './partner-draft';
import { validatePartner } from './partner-validate';

const HYDERABAD = { id: 1269843, name: 'Hyderabad', countryCode: 'IN' };
const LAHORE = { id: 1172451, name: 'Lahore', countryCode: 'PK' };
const saved = {
  ...EMPTY_PARTNER,
  ageMin: 25,
  ageMax: 32,
  sect: ['Sunni', 'Deobandi'],
  prays: true,
  cities: [HYDERABAD],
  familyBackground: 'Practising family',
  note: 'Sect: Sunni, Hanafi preferred',
  must: ['sect' as const, 'age' as const],
};

describe('toPartnerDraft', () => {
  it('starts from the saved preferences, musts in the contracts order, without the notes', () => {
    const draft = toPartnerDraft(saved);
    expect(draft.must).toEqual(['age', 'sect']);
    expect(draft).not.toHaveProperty('note');
    expect(draft.familyBackground).toBe('Practising family');
  });

  it('fills what another member’s profile leaves out (no musts) or nothing at all', () => {
    const { must: _must, ...publicPartner } = saved;
    expect(toPartnerDraft(publicPartner).must).toEqual([]);
    expect(toPartnerDraft(null)).toMatchObject({ ageMin: null, sect: [], familyBackground: '', must: [] });
  });
});

describe('musts', () => {
  it('need a value, and go when the value is cleared', () => {
    const draft = toPartnerDraft(saved);
    expect(setMust(draft, 'madhab', true).must).toEqual(['age', 'sect']);
    expect(setMust(draft, 'prays', true).must).toEqual(['age', 'sect', 'prays']);
    expect(setMust(draft, 'age', false).must).toEqual(['sect']);
    expect(patchPartner(draft, { sect: [] }).must).toEqual(['age']);
    expect(patchPartner(draft, { ageMin: null, ageMax: null }).must).toEqual(['sect']);
  });

  it('keep "where" a must while any of countries, cities or a distance is set', () => {
    const draft = setMust(toPartnerDraft(saved), 'location', true);
    expect(patchPartner(draft, { cities: [], countries: ['PK'] }).must).toContain('location');
    expect(patchPartner(draft, { cities: [] }).must).not.toContain('location');
  });
});

describe('partnerChanges', () => {
  it('is empty when nothing changed, whatever the order of a list', () => {
    const draft = { ...toPartnerDraft(saved), sect: ['Deobandi', 'Sunni'], familyBackground: ' Practising family ' };
    expect(partnerChanges(saved, draft)).toEqual({});
  });

  it('sends the keys that changed: both ages, cities as ids, an expectation as true or null', () => {
    const draft = patchPartner(toPartnerDraft(saved), {
      ageMax: 35,
      cities: [HYDERABAD, LAHORE],
      prays: null,
      hijab: true,
      heightMin: '5 ft 2 in',
    });
    expect(partnerChanges(saved, draft)).toEqual({
      ageMin: 25,
      ageMax: 35,
      heightMin: '5 ft 2 in',
      prays: null,
      hijab: true,
      cityIds: [HYDERABAD.id, LAHORE.id],
    });
  });

  it('sends the musts when they change, and clears what was cleared', () => {
    const draft = setMust(patchPartner(toPartnerDraft(saved), { sect: [], familyBackground: '' }), 'location', true);
    expect(partnerChanges(saved, draft)).toEqual({ sect: [], familyBackground: null, must: ['age', 'location'] });
  });

  it('in the wizard sends only what holds a value, and keeps the musts on what it does not clear', () => {
    const draft = setMust(patchPartner(toPartnerDraft(saved), { sect: [], madhab: ['Hanafi'] }), 'madhab', true);
    expect(partnerChanges(saved, draft, { onlyFilled: true })).toEqual({
      madhab: ['Hanafi'],
      must: ['age', 'sect', 'madhab'],
    });
    const empty = toPartnerDraft(null);
    expect(partnerChanges(null, patchPartner(empty, { ageMin: 20, ageMax: 30 }), { onlyFilled: true })).toEqual({
      ageMin: 20,
      ageMax: 30,
    });
  });
});

describe('validatePartner', () => {
  const t = testTranslator('en');

  it('checks a save with the contract, each message under its preference, in the reader language', () => {
    expect(validatePartner({ ageMin: 30, ageMax: 25 }, t)).toEqual({
      age: 'Partner age: the youngest age cannot be more than the oldest.',
    });
    expect(validatePartner({ heightMin: '6 ft 0 in', heightMax: '5 ft 0 in' }, t)).toEqual({
      height: 'Partner height: the shortest cannot be more than the tallest.',
    });
    expect(
      validatePartner({ ageMin: 25, ageMax: 30, countries: ['PK'], cityIds: [LAHORE.id], withinKm: 50 }, t),
    ).toEqual({});
    expect(Object.keys(validatePartner({ withinKm: 42 }, t))).toEqual(['location']);
  });

  it('names the row a key belongs to', () => {
    expect(
      ['ageMin', 'heightMax', 'cityIds', 'withinKm', 'sect', 'familyBackground', 'regionText'].map(criterionOfKey),
    ).toEqual(['age', 'height', 'location', 'location', 'sect', 'familyBackground', null]);
  });
});
