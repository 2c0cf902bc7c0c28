import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.js';
import { secretString, singleLineString } from './text.js';

/**
 * How long a reset link works; how many reset emails one requester address may have sent to one
 * account an hour (staff may send as many); and the hourly cap of all anonymous requests for one
 * account, which the owner signed in and staff pass (docs/decisions/0046-contact-changes-and-account-recovery.md).
 */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;
export const PASSWORD_RESET_ACCOUNT_CAP_PER_HOUR = 20;

export const PASSWORD_MESSAGES = {
  /** The one answer to every forgot-password request, known address or not (OWASP Forgot Password Cheat Sheet). */
  resetLinkSent: `If an account exists for that email, we have sent a link to reset the password. It is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetDone:
    'Your password has been changed and you have been signed out everywhere. Please sign in with your new password.',
  changed: 'Your password has been changed. You have been signed out on every other device.',
  wrongCurrentPassword: 'Your current password is not right.',
  currentRequired: 'Enter your current password.',
  passwordsDiffer: 'The two passwords do not match.',
  confirmRequired: 'Please enter the new password again.',
  forgotFailed: 'Unable to send the link just now. Please try again.',
  resetFailed: 'Unable to change your password. Please try again.',
  changeFailed: 'Unable to change your password. Please try again.',
  strengthHint: 'At least 6 characters. A few unrelated words are strong and easy to remember.',
  staffLinkSent: `We have emailed the member a link to choose a new password. It is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  staffTooMany: `This member has been sent ${PASSWORD_RESET_EMAILS_PER_HOUR} reset links in the last hour. Please wait before sending another.`,
  staffNotActive: 'Only an active account can be sent a password reset link.',
  staffSendFailed: 'The email could not be sent just now. Please try again in a minute.',
} as const;

/** `POST /api/auth/password/forgot`. */
export const ForgotPasswordSchema = /* @__PURE__ */ z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** The token of a reset link: 32 random bytes, base64url. Anything else is simply not a valid link. */
export const ResetTokenSchema = /* @__PURE__ */ singleLineString('Reset link', {
  error: PASSWORD_MESSAGES.resetLinkInvalid,
}).regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_MESSAGES.resetLinkInvalid);

/** `POST /api/auth/password/reset`. */
export const ResetPasswordSchema = /* @__PURE__ */ z.object({ token: ResetTokenSchema, password: NewPasswordSchema });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** `POST /api/auth/password/change`, signed in. */
export const ChangePasswordSchema = /* @__PURE__ */ z.object({
  currentPassword: secretString('Current password', { error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(200),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** Every answer of the password routes: a sentence to show. */
export const PasswordMessageSchema = /* @__PURE__ */ z.object({ message: z.string() });
export type PasswordMessage = z.infer<typeof PasswordMessageSchema>;
