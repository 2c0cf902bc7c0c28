import { z } from 'zod';
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
import { PARTNER_FIELDS } from './profile-fields.js';
import { singleLineString } from './text.js';

const text = (label: string, max = 120) => singleLineString(label).trim().max(max, `Must be at most ${max} characters`);
const nullableText = (label: string, max = 120) => text(label, max).nullable();
const oneOf = (list: readonly string[], label: string) =>
  singleLineString(label)
    .refine((v) => list.includes(v), { message: `${label} must be one of: ${list.join(', ')}` })
    .nullable();

export const ACCOUNT_STATUSES = ['active', 'deactivated', 'deleted'] as const;
export const MEMBERSHIP_TIERS = ['free', 'premium'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Partner preferences (spec section 3): all free text. */
export const PartnerSchema = /* @__PURE__ */ z.object({
  age: nullableText("Partner's age", 60),
  height: nullableText("Partner's height", 60),
  education: nullableText("Partner's education"),
  profession: nullableText("Partner's profession"),
  religiousCommitment: nullableText("Partner's religious commitment"),
  sect: nullableText("Partner's sect"),
  region: nullableText("Partner's region"),
  familyBackground: nullableText("Partner's family background", 200),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** Fields a member edits about themself (wizard and profile view). Server-owned fields are absent. */
export const EditableProfileSchema = /* @__PURE__ */ z.object({
  fullName: text('Full name').min(1, 'Full name is required'),
  age: z.number().int('Age must be a whole number').min(18, 'You must be at least 18').max(120),
  city: text('City').min(1, 'City is required'),
  profession: oneOf(PROFESSIONS, 'Profession'),
  dob: z.iso.date('Date of birth must be a date (YYYY-MM-DD)').nullable(),
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
  partner: PartnerSchema.partial(),
});
export type EditableProfile = z.infer<typeof EditableProfileSchema>;

const profileShape = {
  _id: z.string(),
  fullName: z.string(),
  age: z.number().int(),
  gender: z.enum([...GENDERS, 'Other']),
  city: z.string(),
  profession: z.string().nullable(),
  photoUrl: z.string().nullable(),
  dob: z.string().nullable(),
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
  partner: PartnerSchema,
  isVerified: z.boolean(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  photoBlurred: z.boolean(),
  createdAt: z.string(),
};

/** What another member may see (never contact details, ID documents, review notes or interest lists). */
export const PublicProfileSchema = /* @__PURE__ */ z.object(profileShape);
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The signed-in member as `GET /api/auth/me` returns it: everything but secrets. */
export const MemberSchema = /* @__PURE__ */ z.object({
  ...profileShape,
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
  /** When the profile wizard last opened by itself (isWizardPromptDue); null if never. */
  wizardPromptedAt: z.string().nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

// The partner fields live apart (profile-fields.ts); each must be one of PartnerSchema's keys.
PARTNER_FIELDS satisfies readonly (keyof Partner)[];
