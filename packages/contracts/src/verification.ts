import { z } from 'zod';
import { GovtIdSchema } from './admin.js';
import { EmailSchema } from './auth.js';
import { GOVT_ID_TYPES } from './options.js';
import { SelfieStatusSchema } from './selfie.js';
import { secretString, singleLineString } from './text.js';

/** Spec section 9. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_REQUESTS_PER_DAY = 10;
export const OTP_RESEND_SECONDS = 60;
export const MAX_ID_BYTES = 10 * 1024 * 1024;
export const ID_FILE_FIELD = 'file';

/** Spec sections 5 and 8, and the server's refusals. */
export const VERIFICATION_MESSAGES = {
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'This email address is already used by another account.',
  phoneRequired: 'Please enter a phone number.',
  phoneInvalid: 'Enter a valid phone number.',
  phoneInternational: 'Enter the phone number in international format (e.g. +1234567890).',
  phoneMissing: 'Add a phone number in your profile before verifying.',
  phoneMissingResend: 'Add a phone number before requesting a new OTP.',
  phoneUnsaved: 'Please save the updated phone number before requesting verification.',
  phoneUnsavedResend: 'Save the updated phone number before requesting a new OTP.',
  emailMissing: 'Please add an email address in your profile before verifying.',
  enterEmailOtp: 'Enter the OTP sent to your email.',
  enterPhoneOtp: 'Enter the OTP sent to your phone.',
  invalidOtp: 'Invalid OTP. Please request a new code and try again.',
  tooManyTries: 'Too many wrong codes. Please request a new code.',
  codesPerDay: `You can request ${OTP_REQUESTS_PER_DAY} codes a day. Please try again tomorrow.`,
  onlyOwnContact: 'You can only change your own contact details.',
  emailVerificationFailed: 'Email verification failed.',
  resendEmailFailed: 'Failed to resend email OTP.',
  phoneSendFailed: 'Failed to send OTP. Please check the phone number and try again.',
  phoneVerificationFailed: 'Phone verification failed.',
  saveEmailFailed: 'Failed to save email.',
  savePhoneFailed: 'Failed to save phone number.',
  uploadIdFailed: 'Failed to upload ID',
  selectFile: 'Select a file first',
  captchaMissing: 'reCAPTCHA container not found.',
  idNotImageOrPdf: 'The ID must be an image (JPEG, PNG, WebP, GIF) or a PDF.',
  idTooLarge: 'The ID file must be 10 MB or smaller.',
  idMissingFile: 'Select a file first',
  idVerifiedLocked: 'Your ID is already verified. Contact support to replace it.',
  noDocument: 'No document has been submitted.',
  phoneMethodFirebase: 'Phone numbers are verified through Firebase on this site.',
  idTypeInvalid: 'Choose the type of your ID from the list.',
  aadhaarMasking: 'Upload a masked Aadhaar: only the last 4 digits of the number visible, as UIDAI advises.',
  currentPasswordRequired: 'Enter your current password to change your email or phone number.',
  wrongCurrentPassword: 'Your current password is not right, so nothing was changed.',
  undoLinkInvalid: 'This link has expired or was already used.',
  undoEmailTaken: 'Your previous email address is now used by another account. Please write to our support team.',
  undone:
    'Your email address has been restored and every device has been signed out. Please choose a new password now.',
} as const;

/**
 * How long the undo link sent to the previous address works
 * (docs/decisions/0046-contact-changes-and-account-recovery.md).
 */
export const CONTACT_UNDO_DAYS = 7;
/** "Your password was changed" goes to every email the account had in this many days. */
export const PASSWORD_NOTICE_HISTORY_DAYS = 30;

/** The 429 of a code asked for again within OTP_RESEND_SECONDS. */
export const otpResendWaitMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`;

/** Spec section 5: optional plus, then 7 to 15 characters of digits, hyphens or spaces. */
export const PHONE_PATTERN = /^\+?[0-9\- ]{7,15}$/;

/** Digits with the leading plus kept: what we store and compare. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

/**
 * Required by the server only when the email or phone actually changes (OWASP ASVS 7.5.1): the spec's
 * `{email}` or `{phone}` alone stays valid for a save that changes nothing.
 */
const CurrentPasswordSchema = /* @__PURE__ */ secretString('Current password', {
  error: VERIFICATION_MESSAGES.currentPasswordRequired,
})
  .max(200)
  .optional();

export const ContactUpdateSchema = /* @__PURE__ */ z.union([
  z.object({
    email: singleLineString('Email', { error: VERIFICATION_MESSAGES.emailRequired })
      .trim()
      .min(1, VERIFICATION_MESSAGES.emailRequired)
      .pipe(EmailSchema),
    currentPassword: CurrentPasswordSchema,
  }),
  z.object({
    phone: singleLineString('Phone', { error: VERIFICATION_MESSAGES.phoneRequired })
      .trim()
      .min(1, VERIFICATION_MESSAGES.phoneRequired)
      .regex(PHONE_PATTERN, VERIFICATION_MESSAGES.phoneInvalid)
      .transform(normalisePhone),
    currentPassword: CurrentPasswordSchema,
  }),
]);
export type ContactUpdateInput = z.input<typeof ContactUpdateSchema>;

export const ContactResponseSchema = /* @__PURE__ */ z.object({
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
});

/** `POST /api/account/contact-undo`: the token of the undo link sent to the previous address. */
export const UndoContactChangeSchema = /* @__PURE__ */ z.object({
  token: singleLineString('Undo link', { error: VERIFICATION_MESSAGES.undoLinkInvalid }).regex(
    /^[A-Za-z0-9_-]{43}$/,
    VERIFICATION_MESSAGES.undoLinkInvalid,
  ),
});
export type UndoContactChangeInput = z.input<typeof UndoContactChangeSchema>;

/** The restored address, and a fresh reset token so the page goes straight on to a new password. */
export const UndoContactChangeResponseSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  email: z.string(),
  resetToken: z.string(),
});

export const OtpSchema = /* @__PURE__ */ z.object({
  otp: singleLineString('OTP', { error: 'Enter the code.' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits.`),
});

export const PHONE_METHODS = ['firebase', 'code'] as const;

export const CodeSentSchema = /* @__PURE__ */ z.object({ sentTo: z.string(), expiresAt: z.string() });
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** `GET /api/verify/status` (spec section 3 "Verification status"). */
export const VerificationStatusSchema = /* @__PURE__ */ z.object({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /**
   * The code sent to the member's email while it can still confirm it (unexpired, tries left, same
   * address): the page keeps its code box after a reload. Null otherwise.
   */
  emailCode: CodeSentSchema.nullable(),
  /** The same for the phone's code by SMS; always null with Firebase, which keeps its own. */
  phoneCode: CodeSentSchema.nullable(),
  govtId: GovtIdSchema.nullable(),
  /** Which phone flow this site uses: Firebase Phone Auth, or our own code by SMS. */
  phoneMethod: z.enum(PHONE_METHODS),
  selfie: SelfieStatusSchema,
  /** Only staff who review women may see and decide this member's selfie and ID. */
  womenReviewersOnly: z.boolean(),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const FirebaseTokenSchema = /* @__PURE__ */ z.object({
  token: singleLineString('Token').min(1, 'A token is required.').max(8_000),
});
export const PhoneProviderParamsSchema = /* @__PURE__ */ z.object({ provider: z.literal('firebase') });

export const IdTypeSchema = /* @__PURE__ */ z.enum(GOVT_ID_TYPES, { error: VERIFICATION_MESSAGES.idTypeInvalid });

/** `GET /api/config`: what the web needs at run time, never baked into the build. */
export const PublicConfigSchema = /* @__PURE__ */ z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }).nullable(),
  /** The VAPID public key (base64url) for `pushManager.subscribe({applicationServerKey})`. */
  vapidPublicKey: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
