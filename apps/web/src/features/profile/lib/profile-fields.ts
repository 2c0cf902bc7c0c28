import { PROFILE_SECTION_FIELDS, type ProfileSectionKey } from '@mithaq/contracts/completeness';
import {
  CASTES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FATHER_PROFESSIONS,
  FIELDS_OF_STUDY,
  HEIGHTS,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  MOTHER_PROFESSIONS,
  PROFESSIONS,
  REGIONS,
  RELIGIOUS_COMMITMENTS,
  RELIGIOUS_ENVIRONMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '@mithaq/contracts/profile-rules';
import type { OptionList } from '../../../i18n/option-labels';

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'boolean' | 'readonly' | 'range';

/** One profile field as the wizard and the profile view show and edit it. */
export interface FieldConfig {
  /** Profile path: a top-level key, or `partner.<key>` (same form as WIZARD_STEPS). */
  path: string;
  /** Catalog key of the field's name: `profile.field.<path>`. */
  labelKey: string;
  kind: FieldKind;
  options?: readonly string[];
  /** The `options` catalog list that labels a select's stored values; heights are formatted instead. */
  optionList?: OptionList;
  /** A height option ('5 ft 4 in'): labelled with formatHeight in the reader's language. */
  isHeight?: boolean;
  /** Catalog key of the input's example text: `profile.placeholder.<path>`. */
  placeholderKey?: string;
  /** Cannot be cleared once set (the contract requires a value). */
  required?: boolean;
  /** Only shown for members of this gender (spec section 2: hijab for women, beard for men). */
  onlyFor?: 'Female' | 'Male';
  /** Shown on the member's own profile only (the date of birth: others see the age). */
  ownerOnly?: boolean;
  /** Worked out from this field while it holds a value, and read-only then (the age from the date of birth). */
  computedFrom?: string;
  /** A range: the two profile paths that hold its ends, their bounds, and a note kept from older free text. */
  range?: { from: string; to: string; min: number; max: number; note: string };
}

const labelOf = (path: string) => `profile.field.${path}`;
const select = (path: string, options: readonly string[], optionList?: OptionList): FieldConfig => ({
  path,
  labelKey: labelOf(path),
  kind: 'select',
  options,
  optionList,
});
const text = (path: string, hasPlaceholder = false): FieldConfig => ({
  path,
  labelKey: labelOf(path),
  kind: 'text',
  placeholderKey: hasPlaceholder ? `profile.placeholder.${path}` : undefined,
});
const yesNo = (path: string, onlyFor?: FieldConfig['onlyFor']): FieldConfig => ({
  path,
  labelKey: labelOf(path),
  kind: 'boolean',
  onlyFor,
});

/** Every field by path. Option lists come from contracts (spec section 3). */
export const FIELDS = {
  fullName: { path: 'fullName', labelKey: labelOf('fullName'), kind: 'text', required: true },
  age: { path: 'age', labelKey: labelOf('age'), kind: 'number', required: true, computedFrom: 'dob' },
  gender: { path: 'gender', labelKey: labelOf('gender'), kind: 'readonly', optionList: 'gender' },
  city: {
    path: 'city',
    labelKey: labelOf('city'),
    kind: 'text',
    required: true,
    placeholderKey: 'profile.placeholder.city',
  },
  dob: { path: 'dob', labelKey: labelOf('dob'), kind: 'date', ownerOnly: true },
  maritalStatus: select('maritalStatus', MARITAL_STATUSES, 'maritalStatus'),
  height: { ...select('height', HEIGHTS), isHeight: true },
  sect: select('sect', SECTS, 'sect'),
  madhab: select('madhab', MADHABS, 'madhab'),
  religiousCommitment: select('religiousCommitment', RELIGIOUS_COMMITMENTS, 'religiousCommitment'),
  prays: yesNo('prays'),
  fasts: yesNo('fasts'),
  readsQuran: yesNo('readsQuran'),
  hijab: yesNo('hijab', 'Female'),
  beard: yesNo('beard', 'Male'),
  caste: select('caste', CASTES, 'caste'),
  language: select('language', LANGUAGES, 'language'),
  region: select('region', REGIONS, 'region'),
  education: select('education', EDUCATION_LEVELS, 'education'),
  field: select('field', FIELDS_OF_STUDY, 'fieldOfStudy'),
  profession: select('profession', PROFESSIONS, 'profession'),
  employer: text('employer', true),
  income: text('income', true),
  fatherName: text('fatherName'),
  fatherProfession: select('fatherProfession', FATHER_PROFESSIONS, 'profession'),
  motherName: text('motherName'),
  motherProfession: select('motherProfession', MOTHER_PROFESSIONS, 'profession'),
  familyType: select('familyType', FAMILY_TYPES, 'familyType'),
  siblings: text('siblings', true),
  familyValues: select('familyValues', FAMILY_VALUES, 'familyValues'),
  religiousEnvironment: select('religiousEnvironment', RELIGIOUS_ENVIRONMENTS, 'religiousEnvironment'),
  'partner.age': {
    path: 'partner.age',
    labelKey: labelOf('partner.age'),
    kind: 'range',
    range: {
      from: 'partner.ageMin',
      to: 'partner.ageMax',
      min: PARTNER_AGE_MIN,
      max: PARTNER_AGE_MAX,
      note: 'partner.ageNote',
    },
  },
  'partner.height': text('partner.height', true),
  'partner.education': text('partner.education', true),
  'partner.profession': text('partner.profession', true),
  'partner.religiousCommitment': text('partner.religiousCommitment', true),
  'partner.sect': text('partner.sect', true),
  'partner.region': text('partner.region', true),
  'partner.familyBackground': text('partner.familyBackground', true),
} satisfies Record<string, FieldConfig>;

export type FieldPath = keyof typeof FIELDS;

export function fieldConfig(path: string): FieldConfig {
  const config = (FIELDS as Record<string, FieldConfig>)[path];
  if (!config) throw new Error(`profile field ${path} is not in FIELDS`);
  return config;
}

/** Catalog key of the note shown with partner preferences: how the match score reads them (contracts match-score.ts). */
export const PARTNER_HINT = 'profile.partner.hint';

export type SectionKey = ProfileSectionKey;

export interface SectionConfig {
  key: SectionKey;
  /** Catalog key of the card's heading. */
  titleKey: string;
  fields: readonly FieldConfig[];
  /** Catalog key of the guidance shown while editing. */
  hintKey?: string;
}

/** The six cards of the profile view (spec section 2), each edited on its own: contracts' sections, labelled. */
export const PROFILE_SECTIONS: readonly SectionConfig[] = PROFILE_SECTION_FIELDS.map(({ key, fields }) => ({
  key,
  titleKey: `profile.section.${key}`,
  fields: fields.map(fieldConfig),
  ...(key === 'partner' ? { hintKey: PARTNER_HINT } : {}),
}));

export function isSectionKey(value: string | null): value is SectionKey {
  return PROFILE_SECTIONS.some((s) => s.key === value);
}

/**
 * Fields of a section that apply to this member (hijab for women, beard for men; case-insensitive),
 * and, on another member's profile, without the owner-only ones.
 */
export function fieldsFor(
  fields: readonly FieldConfig[],
  gender: string | null | undefined,
  isOwner = true,
): FieldConfig[] {
  const g = (gender ?? '').toLowerCase();
  return fields.filter((f) => (!f.onlyFor || f.onlyFor.toLowerCase() === g) && (isOwner || !f.ownerOnly));
}

/** A select's options plus the member's current value when it predates the list (e.g. free-text profession). */
export function optionsWithCurrent(options: readonly string[], current: unknown): string[] {
  const list = [...options];
  if (typeof current === 'string' && current.trim() && !list.includes(current)) list.unshift(current);
  return list;
}
