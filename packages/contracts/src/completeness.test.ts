import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_FIELD_COUNT,
  incompleteSteps,
  isWizardPromptDue,
  profileCompleteness,
  unansweredFaithFields,
  WIZARD_PROMPT_INTERVAL_DAYS,
  WIZARD_STEPS,
} from './completeness.js';
import { EMPTY_PARTNER } from './partner-criteria.js';
import { FAITH_FIELDS } from './profile-fields.js';

const registered = {
  fullName: 'Aisha Rahman',
  age: 27,
  gender: 'Female',
  city: 'Hyderabad',
  profession: 'Engineer',
  sect: 'Sunni',
  madhab: null,
  partner: EMPTY_PARTNER,
};

const FILLED_PARTNER = {
  ...EMPTY_PARTNER,
  ageMin: 25,
  ageMax: 30,
  heightMin: '5 ft 6 in',
  education: 'Bachelors',
  profession: ['Doctor'],
  religiousCommitment: ['Moderate'],
  sect: ['Sunni'],
  countries: ['IN'],
  familyBackground: 'Any',
};

function completeProfile(): Record<string, unknown> {
  const full: Record<string, unknown> = { gender: 'Female', partner: FILLED_PARTNER };
  for (const step of WIZARD_STEPS) {
    for (const f of step.fields) if (!f.startsWith('partner.')) full[f] = 'x';
  }
  return { ...full, religiousCommitment: 'Moderate', prays: true, fasts: false, readsQuran: true, hijab: false };
}

const percent = (filled: number) => Math.round((filled / COMPLETENESS_FIELD_COUNT) * 100);

describe('profile completeness', () => {
  it('counts 22 personal and 8 partner fields in the wizard, and the five faith questions beside them', () => {
    expect(WIZARD_STEPS.flatMap((s) => s.fields)).toHaveLength(30);
    expect(WIZARD_STEPS.find((s) => s.key === 'partner')?.fields).toHaveLength(8);
    expect(COMPLETENESS_FIELD_COUNT).toBe(30 + FAITH_FIELDS.length);
  });

  it('scores a fresh registration by what it filled (fullName, age, city, sect, profession = 5 of 35)', () => {
    expect(profileCompleteness(registered)).toBe(percent(5));
  });

  it('ignores blank strings and counts a faith answer of "no" as answered, "not answered" as not', () => {
    expect(profileCompleteness({ ...registered, city: '   ' })).toBe(percent(4));
    expect(profileCompleteness({ ...registered, prays: false, fasts: null })).toBe(percent(6));
    expect(profileCompleteness({ ...registered, hijab: true, beard: null })).toBe(percent(6));
    expect(profileCompleteness({ ...registered, beard: true })).toBe(percent(5));
  });

  it('reaches 100 only when every field and faith question is answered', () => {
    const full = completeProfile();
    expect(profileCompleteness(full)).toBe(100);
    expect(incompleteSteps(full)).toEqual([]);
    expect(unansweredFaithFields(full)).toEqual([]);
    const faithLeft = { ...full, prays: null, readsQuran: null };
    expect(profileCompleteness(faithLeft)).toBe(percent(33));
    expect(unansweredFaithFields(faithLeft)).toEqual(['prays', 'readsQuran']);
    // The wizard's step rule stays as the spec has it: sect and madhab complete the Religious step.
    expect(incompleteSteps(faithLeft)).toEqual([]);
  });

  it('fills the partner fields from the structured preferences', () => {
    const only = (partner: object) => profileCompleteness({ ...registered, partner: { ...EMPTY_PARTNER, ...partner } });
    expect(only({ ageMin: 25, ageMax: 30 })).toBe(percent(6));
    expect(only({ ageMin: 25, ageMax: null })).toBe(percent(5));
    expect(only({ ageNote: 'late twenties' })).toBe(percent(5));
    expect(only({ heightMax: '6 ft 0 in' })).toBe(percent(6));
    expect(only({ withinKm: 50 })).toBe(percent(6));
    expect(only({ cities: [{ id: 1, name: 'Pune', countryCode: 'IN' }] })).toBe(percent(6));
    expect(only({ sect: [] })).toBe(percent(5));
    expect(only({ madhab: ['Hanafi'], maritalStatus: ['Divorced'] })).toBe(percent(5));
  });

  it('lists only incomplete steps, in wizard order', () => {
    const keys = incompleteSteps({ ...registered, madhab: 'Hanafi' }).map((s) => s.key);
    expect(keys).toEqual(['personal', 'community', 'education', 'family', 'partner']);
  });
});

describe('when the wizard opens by itself', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

  it('opens for an incomplete profile never prompted', () => {
    expect(isWizardPromptDue({ ...registered, wizardPromptedAt: null }, now)).toBe(true);
  });

  it('waits a week after it last opened by itself', () => {
    expect(isWizardPromptDue({ ...registered, wizardPromptedAt: daysBefore(0) }, now)).toBe(false);
    expect(isWizardPromptDue({ ...registered, wizardPromptedAt: daysBefore(6.9) }, now)).toBe(false);
    expect(isWizardPromptDue({ ...registered, wizardPromptedAt: daysBefore(WIZARD_PROMPT_INTERVAL_DAYS) }, now)).toBe(
      true,
    );
    expect(isWizardPromptDue({ ...registered, wizardPromptedAt: new Date(daysBefore(30)) }, now)).toBe(true);
  });

  it('never opens for a complete profile', () => {
    expect(isWizardPromptDue({ ...completeProfile(), wizardPromptedAt: null }, now)).toBe(false);
  });
});
