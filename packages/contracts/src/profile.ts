import { z } from 'zod';
import { LocaleSchema } from './i18n/locale-schemas.js';
import { NameDisplaySchema } from './names.js';
import {
  CASTES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FATHER_PROFESSIONS,
  FIELDS_OF_STUDY,
  GENDERS,
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
} from './options.js';
import { PartnerInputSchema, PartnerSchema, PublicPartnerSchema } from './partner.js';
import { dobProblem, isoDateUtc, MAXIMUM_AGE, MINIMUM_AGE, PROFILE_RULE_MESSAGES } from './profile-rules.js';
import { singleLineString } from './text.js';
import { TrustSchema } from './trust.js';

const text = (label: string, max = 120) => singleLineString(label).trim().max(max, `Must be at most ${max} characters`);
const nullableText = (label: string, max = 120) => text(label, max).nullable();
const oneOf = (list: readonly string[], label: string) =>
  singleLineString(label)
    .refine((v) => list.includes(v), { message: `${label} must be one of: ${list.join(', ')}` })
    .nullable();

export const ACCOUNT_STATUSES = ['active', 'deactivated', 'deleted'] as const;
export const MEMBERSHIP_TIERS = ['free', 'premium'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Optional; never in the future, never under 18 or over 120 years on the day it is saved (UTC).
 * When given, the server works the age out from it (docs/decisions/0003-profile.md "Age and date of birth").
 */
const DobSchema = /* @__PURE__ */ z.iso.date(PROFILE_RULE_MESSAGES.dobFormat).superRefine((dob, ctx) => {
  const problem = dobProblem(dob, isoDateUtc());
  if (problem) ctx.addIssue({ code: 'custom', message: PROFILE_RULE_MESSAGES[problem] });
});

/** Fields a member edits about themself (wizard and profile view). Server-owned fields are absent. */
export const EditableProfileSchema = /* @__PURE__ */ z.object({
  fullName: text('Full name').min(1, 'Full name is required'),
  age: z
    .number()
    .int('Age must be a whole number')
    .min(MINIMUM_AGE, 'You must be at least 18')
    .max(MAXIMUM_AGE, 'Enter a valid age'),
  city: text('City').min(1, 'City is required'),
  /**
   * The city picked from the gazetteer (GeoNames id); the server then writes `city`, the country and
   * the coordinates from it. Null keeps `city` as typed, with no place on the map.
   */
  cityId: z.number().int().positive('Choose a city from the list.').nullable(),
  /** Whether the member would move for the right person: they then meet anyone's "where". */
  openToRelocate: z.boolean(),
  profession: oneOf(PROFESSIONS, 'Profession'),
  dob: DobSchema.nullable(),
  maritalStatus: oneOf(MARITAL_STATUSES, 'Marital status'),
  height: oneOf(HEIGHTS, 'Height'),
  sect: oneOf(SECTS, 'Sect'),
  madhab: oneOf(MADHABS, 'Madhab'),
  caste: oneOf(CASTES, 'Caste / community'),
  language: oneOf(LANGUAGES, 'Language'),
  region: oneOf(REGIONS, 'Region'),
  prays: z.boolean().nullable(),
  fasts: z.boolean().nullable(),
  readsQuran: z.boolean().nullable(),
  hijab: z.boolean().nullable(),
  beard: z.boolean().nullable(),
  religiousCommitment: oneOf(RELIGIOUS_COMMITMENTS, 'Religious commitment'),
  education: oneOf(EDUCATION_LEVELS, 'Education'),
  field: oneOf(FIELDS_OF_STUDY, 'Field of study'),
  employer: nullableText('Employer'),
  income: nullableText('Income', 60),
  fatherName: nullableText("Father's name"),
  fatherProfession: oneOf(FATHER_PROFESSIONS, "Father's profession"),
  motherName: nullableText("Mother's name"),
  motherProfession: oneOf(MOTHER_PROFESSIONS, "Mother's profession"),
  familyType: oneOf(FAMILY_TYPES, 'Family type'),
  siblings: nullableText('Siblings', 200),
  familyValues: oneOf(FAMILY_VALUES, 'Family values'),
  religiousEnvironment: oneOf(RELIGIOUS_ENVIRONMENTS, 'Religious environment'),
  photoBlurred: z.boolean(),
  contact: nullableText('Contact', 200),
  partner: PartnerInputSchema,
});
export type EditableProfile = z.infer<typeof EditableProfileSchema>;

const profileShape = {
  _id: z.string(),
  fullName: z.string(),
  age: z.number().int(),
  gender: z.enum([...GENDERS, 'Other']),
  city: z.string(),
  /** The gazetteer city and its country; null for a city typed before the gazetteer that matched none. */
  cityId: z.number().int().nullable(),
  countryCode: z.string().nullable(),
  openToRelocate: z.boolean(),
  profession: z.string().nullable(),
  photoUrl: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  height: z.string().nullable(),
  sect: z.string().nullable(),
  madhab: z.string().nullable(),
  caste: z.string().nullable(),
  language: z.string().nullable(),
  region: z.string().nullable(),
  prays: z.boolean().nullable(),
  fasts: z.boolean().nullable(),
  readsQuran: z.boolean().nullable(),
  hijab: z.boolean().nullable(),
  beard: z.boolean().nullable(),
  religiousCommitment: z.string().nullable(),
  education: z.string().nullable(),
  field: z.string().nullable(),
  employer: z.string().nullable(),
  income: z.string().nullable(),
  fatherName: z.string().nullable(),
  fatherProfession: z.string().nullable(),
  motherName: z.string().nullable(),
  motherProfession: z.string().nullable(),
  familyType: z.string().nullable(),
  siblings: z.string().nullable(),
  familyValues: z.string().nullable(),
  religiousEnvironment: z.string().nullable(),
  partner: PublicPartnerSchema,
  isVerified: z.boolean(),
  trust: TrustSchema,
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  photoBlurred: z.boolean(),
  createdAt: z.string(),
};

/**
 * What another member may see: never contact details, ID documents, review notes, interest lists or
 * the date of birth (the age is shown instead; docs/decisions/0003-profile.md "Age and date of birth").
 */
export const PublicProfileSchema = /* @__PURE__ */ z.object(profileShape);
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The signed-in member as `GET /api/auth/me` returns it: everything but secrets. */
export const MemberSchema = /* @__PURE__ */ z.object({
  ...profileShape,
  /** The member's own preferences, with which of them are musts. */
  partner: PartnerSchema,
  /** `YYYY-MM-DD`; for the member and staff only. */
  dob: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  contact: z.string().nullable(),
  updatedAt: z.string(),
  statusUpdatedAt: z.string().nullable(),
  verificationStatus: z.string(),
  verification: z.object({ status: z.string() }),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  photoStatus: z.enum(PHOTO_STATUSES).nullable(),
  photoReviewNotes: z.string().nullable(),
  photoReviewedAt: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  acceptedInterests: z.array(z.string()),
  /** When premium ends; null while free or for a lifetime plan. */
  premiumUntil: z.string().nullable(),
  /** IANA zone whose midnight starts the member's day (interest quotas). */
  timeZone: z.string(),
  /** When the profile wizard last opened by itself (isWizardPromptDue); null if never. */
  wizardPromptedAt: z.string().nullable(),
  /** How members who are not her matches see her name (docs/decisions/0054-short-names.md). */
  nameDisplay: NameDisplaySchema,
  /**
   * The language the site speaks to the member: their saved choice, else the best match of the
   * request's Accept-Language. Not the profile's `language` (their mother tongue).
   */
  locale: LocaleSchema,
});
export type Member = z.infer<typeof MemberSchema>;
