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
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  PROFESSIONS,
  REGIONS,
  RELIGIOUS_COMMITMENTS,
  RELIGIOUS_ENVIRONMENTS,
  SECTS,
} from '@mithaq/contracts';

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'boolean' | 'readonly' | 'range';

/** One profile field as the wizard and the profile view show and edit it. */
export interface FieldConfig {
  /** Profile path: a top-level key, or `partner.<key>` (same form as WIZARD_STEPS). */
  path: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  placeholder?: string;
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

const select = (path: string, label: string, options: readonly string[]): FieldConfig => ({
  path,
  label,
  kind: 'select',
  options,
});
const text = (path: string, label: string, placeholder?: string): FieldConfig => ({
  path,
  label,
  kind: 'text',
  placeholder,
});
const yesNo = (path: string, label: string, onlyFor?: FieldConfig['onlyFor']): FieldConfig => ({
  path,
  label,
  kind: 'boolean',
  onlyFor,
});

/** Every field by path. Option lists come from contracts (spec section 3). */
export const FIELDS = {
  fullName: { path: 'fullName', label: 'Full name', kind: 'text', required: true },
  age: { path: 'age', label: 'Age', kind: 'number', required: true, computedFrom: 'dob' },
  gender: { path: 'gender', label: 'Gender', kind: 'readonly' },
  city: { path: 'city', label: 'City', kind: 'text', required: true, placeholder: 'e.g. Hyderabad' },
  dob: { path: 'dob', label: 'Date of birth', kind: 'date', ownerOnly: true },
  maritalStatus: select('maritalStatus', 'Marital status', MARITAL_STATUSES),
  height: select('height', 'Height', HEIGHTS),
  sect: select('sect', 'Sect', SECTS),
  madhab: select('madhab', 'Madhab', MADHABS),
  religiousCommitment: select('religiousCommitment', 'Religious commitment', RELIGIOUS_COMMITMENTS),
  prays: yesNo('prays', 'Prays regularly'),
  fasts: yesNo('fasts', 'Fasts in Ramadan'),
  readsQuran: yesNo('readsQuran', 'Reads the Quran'),
  hijab: yesNo('hijab', 'Wears hijab', 'Female'),
  beard: yesNo('beard', 'Keeps a beard', 'Male'),
  caste: select('caste', 'Caste / community', CASTES),
  language: select('language', 'Mother tongue', LANGUAGES),
  region: select('region', 'Region', REGIONS),
  education: select('education', 'Education', EDUCATION_LEVELS),
  field: select('field', 'Field of study', FIELDS_OF_STUDY),
  profession: select('profession', 'Profession', PROFESSIONS),
  employer: text('employer', 'Employer', 'e.g. City Hospital'),
  income: text('income', 'Annual income (optional)', 'e.g. 12 LPA'),
  fatherName: text('fatherName', "Father's name"),
  fatherProfession: select('fatherProfession', "Father's profession", FATHER_PROFESSIONS),
  motherName: text('motherName', "Mother's name"),
  motherProfession: select('motherProfession', "Mother's profession", MOTHER_PROFESSIONS),
  familyType: select('familyType', 'Family type', FAMILY_TYPES),
  siblings: text('siblings', 'Siblings', 'e.g. 2 brothers, 1 sister (married)'),
  familyValues: select('familyValues', 'Family values', FAMILY_VALUES),
  religiousEnvironment: select('religiousEnvironment', 'Religious environment at home', RELIGIOUS_ENVIRONMENTS),
  'partner.age': {
    path: 'partner.age',
    label: 'Partner age',
    kind: 'range',
    range: {
      from: 'partner.ageMin',
      to: 'partner.ageMax',
      min: PARTNER_AGE_MIN,
      max: PARTNER_AGE_MAX,
      note: 'partner.ageNote',
    },
  },
  'partner.height': text('partner.height', 'Height', 'e.g. 5 ft 2 in - 5 ft 10 in'),
  'partner.education': text('partner.education', 'Education', 'e.g. Bachelors or Masters'),
  'partner.profession': text('partner.profession', 'Profession', 'e.g. Doctor, Engineer, Teacher'),
  'partner.religiousCommitment': text('partner.religiousCommitment', 'Religious commitment', 'e.g. Moderate or Strict'),
  'partner.sect': text('partner.sect', 'Sect', 'e.g. Sunni'),
  'partner.region': text('partner.region', 'Region', 'e.g. Hyderabad, South India, UAE'),
  'partner.familyBackground': text('partner.familyBackground', 'Family background', 'e.g. Educated, practising family'),
} satisfies Record<string, FieldConfig>;

export type FieldPath = keyof typeof FIELDS;

export function fieldConfig(path: string): FieldConfig {
  const config = (FIELDS as Record<string, FieldConfig>)[path];
  if (!config) throw new Error(`Unknown profile field: ${path}`);
  return config;
}

/** Shown with partner preferences: how the match score reads them (contracts match-score.ts). */
export const PARTNER_HINT =
  "Write a height range like 5 ft 2 in - 5 ft 10 in, separate choices with commas or 'or', and write 'Any' where you have no preference.";

export type SectionKey = 'personal' | 'religious' | 'community' | 'education' | 'family' | 'partner';

export interface SectionConfig {
  key: SectionKey;
  title: string;
  fields: readonly FieldConfig[];
  /** Guidance shown while editing. */
  hint?: string;
}

const pick = (...paths: FieldPath[]) => paths.map((p) => FIELDS[p] as FieldConfig);

/** The six cards of the profile view (spec section 2), each edited on its own. */
export const PROFILE_SECTIONS: readonly SectionConfig[] = [
  {
    key: 'personal',
    title: 'Personal Details',
    fields: pick('fullName', 'age', 'gender', 'dob', 'maritalStatus', 'height', 'city'),
  },
  {
    key: 'religious',
    title: 'Religious Practices',
    fields: pick('sect', 'madhab', 'religiousCommitment', 'prays', 'fasts', 'readsQuran', 'hijab', 'beard'),
  },
  { key: 'community', title: 'Community', fields: pick('caste', 'language', 'region') },
  {
    key: 'education',
    title: 'Education & Profession',
    fields: pick('education', 'field', 'profession', 'employer', 'income'),
  },
  {
    key: 'family',
    title: 'Family',
    fields: pick(
      'fatherName',
      'fatherProfession',
      'motherName',
      'motherProfession',
      'familyType',
      'siblings',
      'familyValues',
      'religiousEnvironment',
    ),
  },
  {
    key: 'partner',
    title: 'Partner Preferences',
    hint: PARTNER_HINT,
    fields: pick(
      'partner.age',
      'partner.height',
      'partner.education',
      'partner.profession',
      'partner.religiousCommitment',
      'partner.sect',
      'partner.region',
      'partner.familyBackground',
    ),
  },
];

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
