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
import { PARTNER_FIELDS } from '@mithaq/contracts/profile-fields';
import type { OptionList } from '../../../i18n/option-labels';

/**
 * How a field is edited: `answer` is a faith question's Yes / No / Not answered (null), `city` the
 * gazetteer's city picker (it fills `city` and `cityId`), `partner` a partner preference, edited and
 * shown by the partner preferences' own form (components/partner).
 */
export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'boolean' | 'answer' | 'city' | 'readonly' | 'partner';

/** One profile field as the wizard and the profile view show and edit it. */
export interface FieldConfig {
  /** Profile path: a top-level key, or `partner.<key>` (same form as WIZARD_STEPS). */
  path: string;
  /** Catalog key of the field's name: `profile.field.<path>`. */
  labelKey: string;
  /** Catalog key of a switch's longer label, where the field's name alone says too little. */
  inputLabelKey?: string;
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
  /**
   * A faith question members are matched on: unanswered reads 'Not answered', and the dashboard asks
   * for it (docs/decisions/0064-finding-the-right-person.md "Completeness").
   */
  isFaith?: boolean;
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
/** A faith question: Yes, No or Not answered. */
const answer = (path: string, onlyFor?: FieldConfig['onlyFor']): FieldConfig => ({
  path,
  labelKey: labelOf(path),
  kind: 'answer',
  onlyFor,
  isFaith: true,
});
const partner = (path: string): FieldConfig => ({ path, labelKey: labelOf(path), kind: 'partner' });

/** Every field by path. Option lists come from contracts (spec section 3). */
export const FIELDS = {
  fullName: { path: 'fullName', labelKey: labelOf('fullName'), kind: 'text', required: true },
  age: { path: 'age', labelKey: labelOf('age'), kind: 'number', required: true, computedFrom: 'dob' },
  gender: { path: 'gender', labelKey: labelOf('gender'), kind: 'readonly', optionList: 'gender' },
  city: {
    path: 'city',
    labelKey: labelOf('city'),
    kind: 'city',
    required: true,
    placeholderKey: 'profile.placeholder.city',
  },
  openToRelocate: {
    path: 'openToRelocate',
    labelKey: labelOf('openToRelocate'),
    inputLabelKey: 'profile.switch.openToRelocate',
    kind: 'boolean',
  },
  dob: { path: 'dob', labelKey: labelOf('dob'), kind: 'date', ownerOnly: true },
  maritalStatus: select('maritalStatus', MARITAL_STATUSES, 'maritalStatus'),
  height: { ...select('height', HEIGHTS), isHeight: true },
  sect: select('sect', SECTS, 'sect'),
  madhab: select('madhab', MADHABS, 'madhab'),
  religiousCommitment: {
    ...select('religiousCommitment', RELIGIOUS_COMMITMENTS, 'religiousCommitment'),
    isFaith: true,
  },
  prays: answer('prays'),
  fasts: answer('fasts'),
  readsQuran: answer('readsQuran'),
  hijab: answer('hijab', 'Female'),
  beard: answer('beard', 'Male'),
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
  // The spec's eight partner preferences, as the completeness meter counts them (contracts profile-fields.ts).
  ...(Object.fromEntries(PARTNER_FIELDS.map((f) => [`partner.${f}`, partner(`partner.${f}`)])) as Record<
    `partner.${(typeof PARTNER_FIELDS)[number]}`,
    FieldConfig
  >),
} satisfies Record<string, FieldConfig>;

export type FieldPath = keyof typeof FIELDS;

export function fieldConfig(path: string): FieldConfig {
  const config = (FIELDS as Record<string, FieldConfig>)[path];
  if (!config) throw new Error(`profile field ${path} is not in FIELDS`);
  return config;
}

/**
 * Fields a section's card shows beyond the ones contracts list for it (PROFILE_SECTION_FIELDS):
 * whether the member would relocate sits with their city (docs/decisions/0064-finding-the-right-person.md
 * "Preferences a server can use"). Each is shown once, wherever contracts later list it.
 */
const SHOWN_WITH: Partial<Record<ProfileSectionKey, readonly FieldPath[]>> = { personal: ['openToRelocate'] };

export type SectionKey = ProfileSectionKey;

export interface SectionConfig {
  key: SectionKey;
  /** Catalog key of the card's heading. */
  titleKey: string;
  fields: readonly FieldConfig[];
}

/** The six cards of the profile view (spec section 2), each edited on its own: contracts' sections, labelled. */
export const PROFILE_SECTIONS: readonly SectionConfig[] = PROFILE_SECTION_FIELDS.map(({ key, fields }) => ({
  key,
  titleKey: `profile.section.${key}`,
  fields: [...new Set([...fields, ...(SHOWN_WITH[key] ?? [])])].map(fieldConfig),
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
