import { PROFILE_SECTION_FIELDS } from '@mithaq/contracts/completeness';
import { LOCALES } from '@mithaq/contracts/i18n/locales';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../../i18n/test-translator';
import { fieldKind, staffSections } from './staff-fields';

const pathsShown = (gender: 'Female' | 'Male') => staffSections(gender).flatMap((s) => s.fields.map((f) => f.path));

describe('the staff member detail', () => {
  it('shows every field contracts declare in a section, but the name the overview gives', () => {
    const declared = PROFILE_SECTION_FIELDS.filter((s) => s.key !== 'partner')
      .flatMap((s) => s.fields)
      .filter((path) => path !== 'fullName');
    const shown = new Set([...pathsShown('Female'), ...pathsShown('Male')]);
    expect([...shown].sort()).toEqual([...declared].sort());
  });

  it('leaves the partner preferences to one block, worded by the member profile', () => {
    const partner = staffSections('Female').filter((s) => s.isPartner);
    expect(partner.map((s) => s.titleKey)).toEqual(['admin.member.partner']);
    expect(partner[0]?.fields).toEqual([]);
  });

  it('asks about hijab for women and a beard for men, as the member profile does', () => {
    expect(pathsShown('Female')).toContain('hijab');
    expect(pathsShown('Female')).not.toContain('beard');
    expect(pathsShown('Male')).toContain('beard');
    expect(pathsShown('Male')).not.toContain('hijab');
  });

  it("keeps the spec's headings, with community and family under one", () => {
    expect(staffSections('Female').map((s) => s.titleKey)).toEqual([
      'admin.member.personal',
      'admin.member.faith',
      'admin.member.career',
      'admin.member.family',
      'admin.member.partner',
    ]);
  });

  it('still shows what it showed when it listed the fields by hand', () => {
    const before = [
      ...['age', 'gender', 'city', 'dob', 'maritalStatus', 'height'],
      ...['sect', 'madhab', 'prays', 'fasts', 'readsQuran', 'religiousCommitment'],
      ...['education', 'field', 'profession', 'employer'],
      ...['caste', 'language', 'region', 'familyType', 'fatherName', 'fatherProfession', 'motherName'],
      'motherProfession',
    ];
    expect(pathsShown('Male')).toEqual(expect.arrayContaining(before));
  });

  it.each(LOCALES)('names every heading and field in %s', (locale) => {
    const t = testTranslator(locale);
    for (const gender of ['Female', 'Male'] as const) {
      for (const section of staffSections(gender)) {
        expect(t(section.titleKey), section.titleKey).not.toBe(section.titleKey);
        for (const { labelKey } of section.fields) expect(t(labelKey), labelKey).not.toBe(labelKey);
      }
    }
  });

  it('reads option values through their lists', () => {
    expect(fieldKind('field')).toEqual({ kind: 'option', list: 'fieldOfStudy' });
    expect(fieldKind('motherProfession')).toEqual({ kind: 'option', list: 'profession' });
    expect(fieldKind('familyValues')).toEqual({ kind: 'option', list: 'familyValues' });
    expect(fieldKind('height')).toEqual({ kind: 'asWritten' });
    expect(fieldKind('prays')).toEqual({ kind: 'yesNo' });
  });
});
