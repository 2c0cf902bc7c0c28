import { isoDateYearsAgo, PROFILE_RULE_MESSAGES } from '@mithaq/contracts/profile-rules';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { changedFields, hasChanges, normalize, toDraft, typedFieldValue, validateUpdate } from './profile-draft';
import { FIELDS, type FieldConfig, fieldsFor, optionsWithCurrent, PROFILE_SECTIONS } from './profile-fields';

const HYDERABAD = 1269843;
const profile = {
  fullName: 'Aisha Rahman',
  age: 27,
  city: 'Hyderabad',
  cityId: HYDERABAD,
  countryCode: 'IN',
  openToRelocate: false,
  height: null,
  sect: 'Sunni',
  prays: null,
  employer: '  ',
  dob: null,
  partner: { ageMin: 27, ageMax: 33, ageNote: null, heightMin: null, sect: [] },
};
const fields: FieldConfig[] = [
  FIELDS.fullName,
  FIELDS.age,
  FIELDS.dob,
  FIELDS.city,
  FIELDS.openToRelocate,
  FIELDS.height,
  FIELDS.sect,
  FIELDS.prays,
  FIELDS.employer,
  FIELDS['partner.age'],
  FIELDS['partner.height'],
];

describe('normalize', () => {
  it('treats blank text and non-finite numbers as not specified', () => {
    expect(normalize('  ')).toBeNull();
    expect(normalize(' Pune ')).toBe('Pune');
    expect(normalize(Number.NaN)).toBeNull();
    expect(normalize(undefined)).toBeNull();
    expect(normalize(false)).toBe(false);
  });
});

describe('toDraft', () => {
  it('prefills saved values, with empty text inputs as empty strings', () => {
    const draft = toDraft(profile, fields);
    expect(draft.fullName).toBe('Aisha Rahman');
    expect(draft.height).toBeNull();
    expect(draft.employer).toBe('');
    expect(draft.prays).toBeNull();
    expect(draft.openToRelocate).toBe(false);
  });

  it('holds the city with its gazetteer id and country, and leaves the partner preferences to their own form', () => {
    const draft = toDraft(profile, fields);
    expect(draft).toMatchObject({ city: 'Hyderabad', cityId: HYDERABAD, countryCode: 'IN' });
    expect(Object.keys(draft).some((key) => key.startsWith('partner'))).toBe(false);
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, including whitespace-only edits', () => {
    const draft = { ...toDraft(profile, fields), fullName: ' Aisha Rahman ', employer: '' };
    const update = changedFields(profile, draft, fields);
    expect(update).toEqual({});
    expect(hasChanges(update)).toBe(false);
  });

  it('sends only changed fields', () => {
    const draft = { ...toDraft(profile, fields), prays: true, openToRelocate: true };
    expect(changedFields(profile, draft, fields)).toEqual({ prays: true, openToRelocate: true });
  });

  it("sends a faith question's 'Not answered' as null", () => {
    const answered = { ...profile, prays: false };
    expect(changedFields(answered, { ...toDraft(answered, fields), prays: null }, fields)).toEqual({ prays: null });
  });

  it('sends the city with its gazetteer id, or a typed city with none, never the country', () => {
    const lahore = { ...toDraft(profile, fields), city: 'Lahore', cityId: 1172451, countryCode: 'PK' };
    expect(changedFields(profile, lahore, fields)).toEqual({ city: 'Lahore', cityId: 1172451 });
    const typed = { ...toDraft(profile, fields), city: 'Kotli Loharan', cityId: null, countryCode: null };
    expect(changedFields(profile, typed, fields)).toEqual({ city: 'Kotli Loharan', cityId: null });
    const picked = { ...toDraft({ ...profile, cityId: null }, fields), cityId: HYDERABAD };
    expect(changedFields({ ...profile, cityId: null }, picked, fields)).toEqual({
      city: 'Hyderabad',
      cityId: HYDERABAD,
    });
  });

  it('sends null for a cleared field, but the wizard never clears', () => {
    const draft = { ...toDraft(profile, fields), sect: null };
    expect(changedFields(profile, draft, fields)).toEqual({ sect: null });
    expect(changedFields(profile, draft, fields, { onlyFilled: true })).toEqual({});
  });

  it('never sends the age while a date of birth is entered: the server works it out', () => {
    const draft = { ...toDraft(profile, fields), dob: '1995-06-01', age: 40 };
    expect(changedFields(profile, draft, fields)).toEqual({ dob: '1995-06-01' });
    expect(changedFields(profile, { ...toDraft(profile, fields), age: 40 }, fields)).toEqual({ age: 40 });
  });

  it('ignores read-only fields and fields missing from the draft', () => {
    const update = changedFields({ ...profile, gender: 'Female' }, { gender: 'Male' }, [FIELDS.gender, FIELDS.city]);
    expect(update).toEqual({});
  });
});

const t = testTranslator('en');

describe('validateUpdate', () => {
  it('requires name, age and city once set, and applies the contract', () => {
    const errors = validateUpdate({ fullName: null, age: 12 } as never, fields, t);
    expect(errors.fullName).toBe('Full name is required');
    expect(errors.age).toMatch(/18/);
  });

  it("keys the city's id under the city", () => {
    expect(Object.keys(validateUpdate({ city: 'Pune', cityId: -1 }, fields, t))).toEqual(['city']);
  });

  it('refuses a date of birth under 18 with the contract message', () => {
    expect(validateUpdate({ dob: isoDateYearsAgo(17) }, fields, t)).toEqual({ dob: PROFILE_RULE_MESSAGES.dobUnderAge });
  });

  it('words the errors in the reader language', () => {
    const hi = testTranslator('hi');
    expect(validateUpdate({ fullName: null } as never, fields, hi).fullName).toBe('पूरा नाम ज़रूरी है');
    expect(validateUpdate({ dob: isoDateYearsAgo(17) }, fields, hi)).toEqual({
      dob: 'जन्म तिथि: आपकी उम्र कम से कम 18 साल होनी चाहिए।',
    });
  });

  it('accepts a valid update', () => {
    expect(validateUpdate({ city: 'Pune', cityId: null, height: '5 ft 4 in' }, fields, t)).toEqual({});
  });
});

describe('field config', () => {
  it('leaves the date of birth off another member’s profile', () => {
    const personal = PROFILE_SECTIONS.find((s) => s.key === 'personal')?.fields ?? [];
    expect(fieldsFor(personal, 'Female').map((f) => f.path)).toContain('dob');
    expect(fieldsFor(personal, 'Female', false).map((f) => f.path)).not.toContain('dob');
  });

  it('shows whether the member would relocate with their city, once', () => {
    const personal = PROFILE_SECTIONS.find((s) => s.key === 'personal')?.fields.map((f) => f.path) ?? [];
    expect(personal.filter((path) => path === 'openToRelocate')).toHaveLength(1);
    expect(personal.indexOf('openToRelocate')).toBeGreaterThan(personal.indexOf('city'));
  });

  it('asks the faith questions with a real "not answered"', () => {
    for (const path of ['prays', 'fasts', 'readsQuran', 'hijab', 'beard'] as const) {
      expect(FIELDS[path]).toMatchObject({ kind: 'answer', isFaith: true });
    }
    expect(FIELDS.religiousCommitment.isFaith).toBe(true);
  });

  it('shows hijab to women and beard to men only, case-insensitively', () => {
    const religious = PROFILE_SECTIONS.find((s) => s.key === 'religious')?.fields ?? [];
    const paths = (g: string) => fieldsFor(religious, g).map((f) => f.path);
    expect(paths('female')).toContain('hijab');
    expect(paths('female')).not.toContain('beard');
    expect(paths('Male')).toContain('beard');
    expect(paths('Other')).not.toContain('hijab');
  });

  it('keeps a saved value that predates an option list selectable', () => {
    expect(optionsWithCurrent(['Engineer', 'Doctor'], 'Architect')).toEqual(['Architect', 'Engineer', 'Doctor']);
    expect(optionsWithCurrent(['Engineer'], 'Engineer')).toEqual(['Engineer']);
    expect(optionsWithCurrent(['Engineer'], null)).toEqual(['Engineer']);
  });
});

describe('typedFieldValue', () => {
  it('keeps typed text as typed, for the control to show', () => {
    expect(typedFieldValue(FIELDS.city, 'Lucknow ')).toBe('Lucknow ');
    expect(typedFieldValue(FIELDS.city, '')).toBe('');
  });

  it("reads a number field's whole number, and nothing while it is not one", () => {
    expect(typedFieldValue(FIELDS.age, '31')).toBe(31);
    expect(typedFieldValue(FIELDS.age, '')).toBeNull();
    expect(typedFieldValue(FIELDS.age, '3a')).toBeNull();
  });
});
