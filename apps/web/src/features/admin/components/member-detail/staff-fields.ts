import { PROFILE_SECTION_FIELDS, type ProfileSectionKey } from '@mithaq/contracts/completeness';
import type { Member } from '@mithaq/contracts/profile';
import { OPTION_LISTS, type OptionList } from '../../../../i18n/option-labels';

/**
 * The staff's headings (spec section 2 "Profile detail"), each gathering sections of the member's
 * profile as contracts declare them (PROFILE_SECTION_FIELDS): the spec puts community and family
 * under one heading. A section no heading names gets one of its own, under the member-facing title.
 */
const STAFF_HEADINGS: readonly { titleKey: string; sections: readonly ProfileSectionKey[] }[] = [
  { titleKey: 'admin.member.personal', sections: ['personal'] },
  { titleKey: 'admin.member.faith', sections: ['religious'] },
  { titleKey: 'admin.member.career', sections: ['education'] },
  { titleKey: 'admin.member.family', sections: ['community', 'family'] },
  { titleKey: 'admin.member.partner', sections: ['partner'] },
];

/**
 * Fields of the profile the staff sections leave out, on purpose
 * (docs/decisions/0062-staff-see-the-profile-sections-members-see.md).
 */
const LEFT_OUT: ReadonlySet<string> = new Set([
  // The member overview above the sections names the member already.
  'fullName',
]);

/** The staff catalog's own name for a field; the others read as on the member's profile (`profile.field.<path>`). */
const STAFF_LABELS: Readonly<Record<string, string>> = {
  age: 'admin.member.age',
  gender: 'admin.member.gender',
  city: 'admin.member.city',
  dob: 'admin.member.dob',
  maritalStatus: 'admin.member.maritalStatus',
  height: 'admin.member.height',
  sect: 'admin.member.sect',
  madhab: 'admin.member.madhab',
  religiousCommitment: 'admin.member.commitment',
  prays: 'admin.member.prays',
  fasts: 'admin.member.fasts',
  readsQuran: 'admin.member.readsQuran',
  caste: 'admin.member.community',
  language: 'admin.member.language',
  region: 'admin.member.region',
  education: 'admin.member.education',
  field: 'admin.member.field',
  profession: 'admin.member.profession',
  employer: 'admin.member.employer',
  familyType: 'admin.member.familyType',
};

// Contracts name a section's fields, not their kind: that lives with the member's profile view
// (features/profile/lib/profile-fields.ts), which the console may not import
// (docs/decisions/0061-module-boundaries.md). So the few kinds staff word apart are named here.

/** Asked for one gender only, as on the member's own profile (spec section 2: hijab for women, beard for men). */
const ONLY_FOR: Readonly<Record<string, 'female' | 'male'>> = { hijab: 'female', beard: 'male' };
/** Yes/no answers: an unanswered one reads 'Not specified', as before. */
const YES_NO: ReadonlySet<string> = new Set(['prays', 'fasts', 'readsQuran', 'hijab', 'beard']);
/** Stored options whose list goes by another name than the field (i18n/option-labels.ts); the rest share it. */
const OPTION_LIST_OF: Readonly<Record<string, OptionList>> = {
  field: 'fieldOfStudy',
  fatherProfession: 'profession',
  motherProfession: 'profession',
};

/** How a field's value is worded for staff. */
export type FieldKind =
  | { kind: 'calendarDate' }
  | { kind: 'yesNo' }
  | { kind: 'option'; list: OptionList }
  | { kind: 'asWritten' };

export function fieldKind(path: string): FieldKind {
  if (path === 'dob') return { kind: 'calendarDate' };
  if (YES_NO.has(path)) return { kind: 'yesNo' };
  const list = OPTION_LIST_OF[path] ?? (path in OPTION_LISTS ? (path as OptionList) : null);
  return list ? { kind: 'option', list } : { kind: 'asWritten' };
}

export interface StaffField {
  path: string;
  labelKey: string;
}

export interface StaffSection {
  titleKey: string;
  fields: StaffField[];
  /**
   * The partner preferences: worded as a whole by the profile feature (`partnerRows`), with the
   * musts members never see of each other (docs/decisions/0064-finding-the-right-person.md).
   */
  isPartner: boolean;
}

export const fieldLabelKey = (path: string) => STAFF_LABELS[path] ?? `profile.field.${path}`;

const appliesTo = (path: string, gender: string) => {
  const only = ONLY_FOR[path];
  return !only || only === gender.toLowerCase();
};

/** The headings staff read and the contracts' sections under each, in the spec's order, then any section no heading names. */
function headings(): { titleKey: string; sections: ProfileSectionKey[] }[] {
  const named = new Set(STAFF_HEADINGS.flatMap((h) => h.sections));
  const unnamed = PROFILE_SECTION_FIELDS.filter((s) => !named.has(s.key)).map((s) => ({
    titleKey: `profile.section.${s.key}`,
    sections: [s.key],
  }));
  return [...STAFF_HEADINGS.map((h) => ({ ...h, sections: [...h.sections] })), ...unnamed];
}

/**
 * Every field of a member's profile as staff read it, by heading: all of each section's fields,
 * including those other members never see (the date of birth), since moderation needs them; only
 * the gender-specific questions that do not apply and LEFT_OUT are dropped. The partner preferences
 * come as one block (`isPartner`), every preference the member can set.
 */
export function staffSections(gender: Member['gender']): StaffSection[] {
  const fieldsOf = (key: ProfileSectionKey) =>
    key === 'partner' ? [] : (PROFILE_SECTION_FIELDS.find((s) => s.key === key)?.fields ?? []);
  return headings().map(({ titleKey, sections }) => ({
    titleKey,
    isPartner: sections.includes('partner'),
    fields: sections
      .flatMap(fieldsOf)
      .filter((path) => !LEFT_OUT.has(path) && appliesTo(path, gender))
      .map((path) => ({ path, labelKey: fieldLabelKey(path) })),
  }));
}

/** A profile path's stored value. */
export function readPath(profile: Member, path: string): unknown {
  return (profile as unknown as Record<string, unknown>)[path];
}
