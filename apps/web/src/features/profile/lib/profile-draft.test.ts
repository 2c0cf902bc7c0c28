import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, normalize, toDraft, validateUpdate } from './profile-draft';
import { FIELDS, type FieldConfig, fieldsFor, optionsWithCurrent, PROFILE_SECTIONS } from './profile-fields';

const profile = {
  fullName: 'Aisha Rahman',
  age: 27,
  city: 'Hyderabad',
  height: null,
  sect: 'Sunni',
  prays: null,
  employer: '  ',
  partner: { age: '27-33', height: null, sect: null },
};
const fields: FieldConfig[] = [
  FIELDS.fullName,
  FIELDS.age,
  FIELDS.city,
  FIELDS.height,
  FIELDS.sect,
  FIELDS.prays,
  FIELDS.employer,
  FIELDS['partner.age'],
  FIELDS['partner.height'],
  FIELDS['partner.sect'],
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
    expect(draft['partner.age']).toBe('27-33');
    expect(draft['partner.height']).toBe('');
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, including whitespace-only edits', () => {
    const draft = { ...toDraft(profile, fields), fullName: ' Aisha Rahman ', employer: '' };
    const update = changedFields(profile, draft, fields);
    expect(update).toEqual({});
    expect(hasChanges(update)).toBe(false);
  });

  it('sends only changed top-level fields and nests changed partner keys', () => {
    const draft = { ...toDraft(profile, fields), city: 'Pune', prays: true, 'partner.height': '5 ft 2 in - 5 ft 8 in' };
    expect(changedFields(profile, draft, fields)).toEqual({
      city: 'Pune',
      prays: true,
      partner: { height: '5 ft 2 in - 5 ft 8 in' },
    });
  });

  it('sends null for a cleared field, but the wizard never clears', () => {
    const draft = { ...toDraft(profile, fields), sect: null, 'partner.age': '' };
    expect(changedFields(profile, draft, fields)).toEqual({ sect: null, partner: { age: null } });
    expect(changedFields(profile, draft, fields, { onlyFilled: true })).toEqual({});
  });

  it('ignores read-only fields and fields missing from the draft', () => {
    const update = changedFields({ ...profile, gender: 'Female' }, { gender: 'Male' }, [FIELDS.gender, FIELDS.city]);
    expect(update).toEqual({});
  });
});

describe('validateUpdate', () => {
  it('requires name, age and city once set, and applies the contract', () => {
    const errors = validateUpdate({ fullName: null, age: 12 } as never, fields);
    expect(errors.fullName).toBe('Full name is required');
    expect(errors.age).toMatch(/18/);
  });

  it('keys partner errors by their nested path', () => {
    const errors = validateUpdate({ partner: { age: 'x'.repeat(61) } }, fields);
    expect(Object.keys(errors)).toEqual(['partner.age']);
  });

  it('accepts a valid update', () => {
    expect(validateUpdate({ city: 'Pune', height: '5 ft 4 in', partner: { sect: 'Sunni' } }, fields)).toEqual({});
  });
});

describe('field config', () => {
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
