import type { PartnerPreferences } from './partner-criteria.js';
import { FAITH_FIELDS, type FaithField, PARTNER_FIELDS } from './profile-fields.js';

export type ProfileSectionKey = 'personal' | 'religious' | 'community' | 'education' | 'family' | 'partner';

/** One section of a member's profile (spec section 2): a card of the profile view and a step of the wizard. */
export interface ProfileSection {
  key: ProfileSectionKey;
  label: string;
  /** Every field the profile view shows in it, in that order (the web labels them: features/profile/lib/profile-fields.ts). */
  fields: readonly string[];
  /** The fields completeness counts, in the order the wizard asks for them. */
  wizardFields: readonly string[];
}

const FAMILY_FIELDS = [
  'fatherName',
  'fatherProfession',
  'motherName',
  'motherProfession',
  'familyType',
  'siblings',
  'familyValues',
  'religiousEnvironment',
] as const;
const PARTNER_PATHS = PARTNER_FIELDS.map((f) => `partner.${f}`);

/**
 * The six sections of a member's profile, the one list of them: the profile view shows `fields`, and
 * the 22 personal fields of spec section 5 with the 8 partner preferences (`wizardFields`) are what
 * completeness counts and the wizard asks. Gender is set once at registration and cannot change, so
 * it is not counted (docs/decisions/0003-profile.md, "Completeness").
 */
export const PROFILE_SECTION_FIELDS: readonly ProfileSection[] = [
  {
    key: 'personal',
    label: 'Personal',
    fields: ['fullName', 'age', 'gender', 'dob', 'maritalStatus', 'height', 'city'],
    wizardFields: ['fullName', 'age', 'city', 'dob', 'maritalStatus', 'height'],
  },
  {
    key: 'religious',
    label: 'Religious',
    fields: ['sect', 'madhab', 'religiousCommitment', 'prays', 'fasts', 'readsQuran', 'hijab', 'beard'],
    wizardFields: ['sect', 'madhab'],
  },
  {
    key: 'community',
    label: 'Community (Caste/Community)',
    fields: ['caste', 'language', 'region'],
    wizardFields: ['caste', 'language', 'region'],
  },
  {
    key: 'education',
    label: 'Education & Profession',
    fields: ['education', 'field', 'profession', 'employer', 'income'],
    wizardFields: ['education', 'field', 'profession'],
  },
  { key: 'family', label: 'Family Information', fields: FAMILY_FIELDS, wizardFields: FAMILY_FIELDS },
  { key: 'partner', label: 'Partner Preferences', fields: PARTNER_PATHS, wizardFields: PARTNER_PATHS },
];

/** One wizard step (spec section 2) and the profile fields it fills. */
export interface WizardStep {
  key: ProfileSectionKey;
  label: string;
  fields: readonly string[];
}

/** The wizard's steps: each section with the fields completeness counts (PROFILE_SECTION_FIELDS). */
export const WIZARD_STEPS: readonly WizardStep[] = PROFILE_SECTION_FIELDS.map(({ key, label, wizardFields }) => ({
  key,
  label,
  fields: wizardFields,
}));

/**
 * The spec's 30 (22 personal and 8 partner fields) and the five faith questions
 * (docs/decisions/0064-finding-the-right-person.md "Completeness").
 */
export const COMPLETENESS_FIELD_COUNT = 35;

type ProfileLike = Record<string, unknown> & { partner?: Partial<PartnerPreferences> | null };

const hasAny = (values: unknown) => Array.isArray(values) && values.length > 0;

/** One of the spec's eight partner fields, as filled by the structured preferences. */
function readPartnerField(partner: Partial<PartnerPreferences> | null | undefined, field: string): unknown {
  if (!partner) return null;
  switch (field) {
    case 'age':
      return typeof partner.ageMin === 'number' && typeof partner.ageMax === 'number' ? partner.ageMin : null;
    case 'height':
      return partner.heightMin ?? partner.heightMax ?? null;
    case 'region':
      return hasAny(partner.countries) || hasAny(partner.cities) || partner.withinKm != null ? true : null;
    case 'education':
    case 'familyBackground':
      return partner[field] ?? null;
    default:
      return hasAny(partner[field as keyof PartnerPreferences]) ? true : null;
  }
}

function readField(profile: ProfileLike, path: string): unknown {
  if (path.startsWith('partner.')) return readPartnerField(profile.partner, path.slice(8));
  return profile[path];
}

function readFaithField(profile: ProfileLike, field: FaithField): unknown {
  if (field !== 'hijabOrBeard') return profile[field];
  return profile.gender === 'Female' ? profile.hijab : profile.beard;
}

/** Faith questions the member has not answered (the dashboard asks them). */
export function unansweredFaithFields(profile: ProfileLike): FaithField[] {
  return FAITH_FIELDS.filter((f) => !isFilled(readFaithField(profile, f)));
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

/** Spec section 5's filled share of 22 personal + 8 partner fields, with the five faith questions, as a whole percentage. */
export function profileCompleteness(profile: ProfileLike): number {
  const fields = WIZARD_STEPS.flatMap((s) => s.fields);
  const filled =
    fields.filter((f) => isFilled(readField(profile, f))).length +
    FAITH_FIELDS.length -
    unansweredFaithFields(profile).length;
  return Math.round((filled / COMPLETENESS_FIELD_COUNT) * 100);
}

/** The wizard opens by itself at most once in this many days while a step is incomplete. */
export const WIZARD_PROMPT_INTERVAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the wizard should open by itself now (docs/decisions/0008-profile-view-and-wizard-web.md): a
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
