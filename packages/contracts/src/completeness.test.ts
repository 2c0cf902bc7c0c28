import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_FIELD_COUNT,
  incompleteSteps,
  isWizardPromptDue,
  profileCompleteness,
  WIZARD_PROMPT_INTERVAL_DAYS,
  WIZARD_STEPS,
} from './completeness.js';
import { PARTNER_TEXT_FIELDS } from './profile-fields.js';

const registered = {
  fullName: 'Aisha Rahman',
  age: 27,
  gender: 'Female',
  city: 'Hyderabad',
  profession: 'Engineer',
  sect: 'Sunni',
  madhab: null,
  partner: {},
};

function completeProfile(): Record<string, unknown> {
  const full: Record<string, unknown> = { partner: {} };
  for (const step of WIZARD_STEPS) {
    for (const f of step.fields) {
      if (f === 'partner.age') Object.assign(full.partner as object, { ageMin: 25, ageMax: 30 });
      else if (f.startsWith('partner.')) (full.partner as Record<string, string>)[f.slice(8)] = 'Any';
      else full[f] = 'x';
    }
  }
  return full;
}

describe('profile completeness', () => {
  it('counts 22 personal and 8 partner fields', () => {
    expect(WIZARD_STEPS.flatMap((s) => s.fields)).toHaveLength(COMPLETENESS_FIELD_COUNT);
    expect(WIZARD_STEPS.find((s) => s.key === 'partner')?.fields).toHaveLength(8);
  });

  it('scores a fresh registration by what it filled (fullName, age, city, sect, profession = 5 of 30)', () => {
    expect(profileCompleteness(registered)).toBe(Math.round((5 / 30) * 100));
  });

  it('ignores blank strings and counts false booleans as filled', () => {
    expect(profileCompleteness({ ...registered, city: '   ' })).toBe(Math.round((4 / 30) * 100));
  });

  it('reaches 100 when every field is filled', () => {
    const full = completeProfile();
    expect(profileCompleteness(full)).toBe(100);
    expect(incompleteSteps(full)).toEqual([]);
  });

  it('counts the partner age range as one field, filled only with both ends', () => {
    const base = profileCompleteness(registered);
    const texts = Object.fromEntries(PARTNER_TEXT_FIELDS.map((f) => [f, 'Any']));
    const partnerStepDone = (partner: object) =>
      !incompleteSteps({ ...registered, partner: { ...texts, ...partner } }).some((s) => s.key === 'partner');
    expect(profileCompleteness({ ...registered, partner: { ageMin: 25, ageMax: 30 } })).toBe(
      Math.round((6 / 30) * 100),
    );
    expect(profileCompleteness({ ...registered, partner: { ageMin: 25, ageMax: null } })).toBe(base);
    expect(profileCompleteness({ ...registered, partner: { ageNote: 'late twenties' } })).toBe(base);
    expect(partnerStepDone({ ageMin: 25, ageMax: 30 })).toBe(true);
    expect(partnerStepDone({ ageNote: '25 or so' })).toBe(false);
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
