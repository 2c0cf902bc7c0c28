import { z } from 'zod';
import { EmailSchema, LoginSchema } from './auth.js';
import { IdSchema } from './common.js';
import { AdminGuardianSchema } from './guardians.js';
import { GOVT_ID_TYPES } from './options.js';
import { ACCOUNT_STATUSES, MEMBERSHIP_TIERS, MemberSchema, PHOTO_STATUSES } from './profile.js';
import { LinkedAccountSchema } from './safety/linked-accounts.js';
import { PhotoFlagSchema } from './safety/photo-flags.js';
import { multiLineString, secretString, singleLineString } from './text.js';
import { TrustSchema } from './trust.js';

/** Spec section 9. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_DEBOUNCE_MS = 400;
export const ADMIN_POLL_MS = 10_000;
/**
 * Staff passwords guard every member's data: longer than members' (docs/decisions/0010-staff-console-and-support.md
 * "Staff are a realm of their own").
 */
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_SETUP_KEY_HEADER = 'x-admin-setup-key';

export const ADMIN_MESSAGES = {
  loginFailed: 'Unable to login. Please check your credentials.',
  loadProfilesFailed: 'Unable to load profiles.',
  loadProfileFailed: 'Unable to load profile details.',
  noAccess: 'You do not have access to this area.',
  setupNote: 'Staff accounts are created by a super-admin with the server setup key.',
  setupKeyRefused: 'A valid setup key is required to create staff accounts.',
  emailTaken: 'A staff account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your staff session has ended. Please sign in again.',
  signInRequired: 'Please sign in to the staff console.',
  memberNotFound: 'Member not found.',
  transitionNotAllowed: 'That status change is not allowed for this account.',
  noPhoto: 'This member has no photo to review.',
  noGovtId: 'This member has not submitted an ID.',
  deletedMember: 'This account was deleted; there is nothing left to review.',
  documentNotFound: 'ID document not found.',
} as const;

export const AdminSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  /** A woman reviewer: sees and decides the selfies and IDs of members who asked for women staff only. */
  reviewsWomen: z.boolean(),
});
export type Admin = z.infer<typeof AdminSchema>;

export const AdminRegisterSchema = /* @__PURE__ */ z.object({
  name: singleLineString('Name', { error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: EmailSchema,
  password: secretString('Password', { error: 'Password is required' })
    .min(ADMIN_PASSWORD_MIN, `Staff passwords need at least ${ADMIN_PASSWORD_MIN} characters`)
    .max(200),
  reviewsWomen: z.boolean().optional(),
});
export type AdminRegisterInput = z.input<typeof AdminRegisterSchema>;

/** Spec section 5: email (trimmed) and password required, as for members. */
export const AdminLoginSchema = /* @__PURE__ */ LoginSchema;
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

export const AdminSessionSchema = /* @__PURE__ */ z.object({ token: z.string(), admin: AdminSchema });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const ADMIN_PROFILE_FILTERS = ['all', ...ACCOUNT_STATUSES] as const;
export type AdminProfileFilter = (typeof ADMIN_PROFILE_FILTERS)[number];

export const AdminProfilesQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(ADMIN_PROFILE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  search: singleLineString('Search').trim().max(100).optional(),
});
export type AdminProfilesQuery = z.input<typeof AdminProfilesQuerySchema>;

export const GOVT_ID_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type GovtIdStatus = (typeof GOVT_ID_STATUSES)[number];

/**
 * What staff who are not women reviewers get in place of a member's ID and selfie details (type,
 * status, reviewer notes) when she asked for women reviewers only: in every staff answer and the
 * audit log (docs/decisions/0055-women-reviewers-in-every-staff-answer.md).
 */
export const RESTRICTED = 'restricted' as const;
export const RestrictedSchema = /* @__PURE__ */ z.literal(RESTRICTED);

/** Spec section 3 "Item": one row of the staff profile list. */
export const AdminProfileListItemSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  photoStatus: z.enum(PHOTO_STATUSES).nullable(),
  /** RESTRICTED for a women-reviewers-only member, submitted or not, unless the reader reviews women. */
  govtIdStatus: z.enum(GOVT_ID_STATUSES).or(RestrictedSchema).nullable(),
  city: z.string().nullable(),
  profession: z.string().nullable(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  /** All false once deleted. */
  trust: TrustSchema,
  createdAt: z.string(),
});
export type AdminProfileListItem = z.infer<typeof AdminProfileListItemSchema>;

export const AdminProfileListSchema = /* @__PURE__ */ z.object({
  data: z.array(AdminProfileListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type AdminProfileList = z.infer<typeof AdminProfileListSchema>;

/** Spec section 3 "Verification status" govtId. `fileRef` is an address only staff and the owner can open. */
export const GovtIdSchema = /* @__PURE__ */ z.object({
  idType: z.enum(GOVT_ID_TYPES),
  status: z.enum(GOVT_ID_STATUSES),
  fileRef: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type GovtId = z.infer<typeof GovtIdSchema>;

/** `GET /api/admin/profiles/{userId}`: the full record for staff (null fields once deleted). */
export const AdminMemberDetailSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  accountStatus: z.enum(ACCOUNT_STATUSES),
  deletedAt: z.string().nullable(),
  /**
   * The member's own view of their profile, contact and verification; null once deleted. For a
   * women-reviewers-only member read by other staff, `verificationStatus` and `verification.status`
   * (the ID decision) are RESTRICTED.
   */
  profile: MemberSchema.nullable(),
  /** RESTRICTED for a women-reviewers-only member, submitted or not, unless the reader reviews women. */
  govtId: GovtIdSchema.or(RestrictedSchema).nullable(),
  /**
   * Every guardian the member has invited, the current one first (docs/decisions/0031-guardian-wali-with-consent.md).
   */
  guardians: z.array(AdminGuardianSchema),
  /** Other accounts that share a verified phone, a registration address or a photo with this one. */
  linkedAccounts: z.array(LinkedAccountSchema),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

export const AccountStatusChangeSchema = /* @__PURE__ */ z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: `Status must be one of ${ACCOUNT_STATUSES.join(', ')}` }),
});

const notes = /* @__PURE__ */ multiLineString('Notes')
  .trim()
  .max(1000, 'Notes must be at most 1000 characters')
  .nullish();

export const ID_DECISIONS = ['verified', 'rejected'] as const;
export const IdDecisionSchema = /* @__PURE__ */ z.object({ status: z.enum(ID_DECISIONS), notes });
export type IdDecisionInput = z.infer<typeof IdDecisionSchema>;

export const PHOTO_REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export const ID_REVIEW_FILTERS = ['pending', 'verified', 'rejected', 'all'] as const;
export const PhotoReviewQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(PHOTO_REVIEW_FILTERS).default('pending'),
});
export const IdReviewQuerySchema = /* @__PURE__ */ z.object({ status: z.enum(ID_REVIEW_FILTERS).default('pending') });

const SubmitterSchema = /* @__PURE__ */ z.object({ fullName: z.string(), email: z.string(), city: z.string() });

/** Spec section 3 "Photo submission". */
export const PhotoSubmissionSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  photoUrl: z.string(),
  photoStatus: z.enum(PHOTO_STATUSES),
  photoReviewedAt: z.string().nullable(),
  photoReviewNotes: z.string().nullable(),
  submittedAt: z.string(),
  user: SubmitterSchema,
  /**
   * Other images this photo was found to match, nearest first: it cannot be approved while one is open
   * (docs/decisions/0066-catching-scammers-early.md "Reused photos").
   */
  flags: z.array(PhotoFlagSchema),
});
export type PhotoSubmission = z.infer<typeof PhotoSubmissionSchema>;

/** Spec section 3 "ID submission". */
export const IdSubmissionSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  govtId: GovtIdSchema,
  user: SubmitterSchema,
});

export const PhotoSubmissionsSchema = /* @__PURE__ */ z.array(PhotoSubmissionSchema);
export const IdSubmissionsSchema = /* @__PURE__ */ z.array(IdSubmissionSchema);
export type IdSubmission = z.infer<typeof IdSubmissionSchema>;

/**
 * One staff action. A selfie or ID entry about a women-reviewers-only member, read by staff who are
 * not women reviewers, keeps who, when, from where and about whom, with `action` cut to its area
 * (`govt_id.restricted`, `selfie.restricted`) and `before` and `after` RESTRICTED.
 */
export const AuditEntrySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  admin: AdminSchema.nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = /* @__PURE__ */ z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(50),
});
export const AuditListSchema = /* @__PURE__ */ z.object({
  data: z.array(AuditEntrySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
