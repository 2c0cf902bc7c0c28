import type { Partner } from './profile.js';
import { PARTNER_FIELDS } from './profile-fields.js';
import { partnerAgeRange } from './profile-rules.js';

/** One wizard step (spec section 2) and the profile fields it fills. */
export interface WizardStep {
  key: 'personal' | 'religious' | 'community' | 'education' | 'family' | 'partner';
  label: string;
  fields: readonly string[];
}

/**
 * The 22 personal fields of spec section 5, grouped as the wizard's steps. Gender is set once at
 * registration and cannot change, so it is not counted (docs/decisions.md, "Completeness").
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { key: 'personal', label: 'Personal', fields: ['fullName', 'age', 'city', 'dob', 'maritalStatus', 'height'] },
  { key: 'religious', label: 'Religious', fields: ['sect', 'madhab'] },
  { key: 'community', label: 'Community (Caste/Community)', fields: ['caste', 'language', 'region'] },
  { key: 'education', label: 'Education & Profession', fields: ['education', 'field', 'profession'] },
  {
    key: 'family',
    label: 'Family Information',
    fields: [
      'fatherName',
      'fatherProfession',
      'motherName',
      'motherProfession',
      'familyType',
      'siblings',
      'familyValues',
      'religiousEnvironment',
    ],
  },
  { key: 'partner', label: 'Partner Preferences', fields: PARTNER_FIELDS.map((f) => `partner.${f}`) },
];

export const COMPLETENESS_FIELD_COUNT = 30;

type ProfileLike = Record<string, unknown> & { partner?: Partial<Partner> | null };

/** `partner.age` is the range: filled only when both ends are (docs/decisions.md "Partner age range"). */
function readField(profile: ProfileLike, path: string): unknown {
  if (path === 'partner.age') return partnerAgeRange(profile.partner);
  if (path.startsWith('partner.')) return profile.partner?.[path.slice(8) as keyof Partner];
  return profile[path];
}

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

export function isStepComplete(profile: ProfileLike, step: WizardStep): boolean {
  return step.fields.every((f) => isFilled(readField(profile, f)));
}

/** Steps the wizard still has to show, in order (spec section 2). */
export function incompleteSteps(profile: ProfileLike): WizardStep[] {
  return WIZARD_STEPS.filter((step) => !isStepComplete(profile, step));
}

/** Spec section 5: filled share of 22 personal + 8 partner fields, as a whole percentage. */
export function profileCompleteness(profile: ProfileLike): number {
  const fields = WIZARD_STEPS.flatMap((s) => s.fields);
  const filled = fields.filter((f) => isFilled(readField(profile, f))).length;
  return Math.round((filled / COMPLETENESS_FIELD_COUNT) * 100);
}

/** The wizard opens by itself at most once in this many days while a step is incomplete. */
export const WIZARD_PROMPT_INTERVAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the wizard should open by itself now (docs/decisions.md "Profile view and wizard (web)"): a
 * step is incomplete and it has not opened by itself in the last WIZARD_PROMPT_INTERVAL_DAYS days.
 */
export function isWizardPromptDue(
  profile: ProfileLike & { wizardPromptedAt: string | Date | null },
  now: Date,
): boolean {
  if (incompleteSteps(profile).length === 0) return false;
  if (!profile.wizardPromptedAt) return true;
  return now.getTime() - new Date(profile.wizardPromptedAt).getTime() >= WIZARD_PROMPT_INTERVAL_DAYS * DAY_MS;
}
