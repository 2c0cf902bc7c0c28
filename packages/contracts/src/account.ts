import { z } from 'zod';
import { secretString, singleLineString } from './text.js';
import { canonicalTimeZone, isValidTimeZone, TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGES } from './time-zone.js';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That password is not right.',
  deleted: 'Your account has been deleted. We have emailed you a confirmation.',
  exportTooSoon: 'You can download your data once an hour. Please try again later.',
  exportFailed: 'Unable to prepare your data. Please try again.',
  deleteFailed: 'Unable to delete your account. Please try again.',
  noticeNotFound: 'Notice not found.',
  whatIsErased:
    'Your profile, photos, ID document, selfie, messages you sent, interests, matches, blocks, support tickets and sessions are erased at once. Your email can be used to register again.',
  whatIsKept:
    'We keep payment records for the period tax law requires, and our staff audit log keeps the fact that the account existed and was deleted (by its id only).',
} as const;

export const DeleteAccountSchema = /* @__PURE__ */ z.object({
  password: secretString('Password', { error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
});
export const EXPORT_PER_HOUR = 1;

/**
 * An IANA time zone name this server knows (docs/decisions/0007-profiles-browse-interests-server.md
 * "Member time zone").
 */
/** The answer to deleting one's account: the confirmation to show. */
export const AccountDeletedSchema = /* @__PURE__ */ z.object({ message: z.string() });

/** Acknowledging a staff notice takes no body (an empty object or none). */
export const EmptyBodySchema = /* @__PURE__ */ z.object({}).nullish();

export const TimeZoneSchema = /* @__PURE__ */ singleLineString('Time zone', { error: TIME_ZONE_MESSAGES.invalid })
  .trim()
  .max(TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGES.invalid)
  .refine(isValidTimeZone, TIME_ZONE_MESSAGES.invalid)
  .transform(canonicalTimeZone);

/** `PUT /api/me/time-zone`: the zone the member's day (and interest quota) follows. */
export const UpdateTimeZoneSchema = /* @__PURE__ */ z.object({ timeZone: TimeZoneSchema });
export type UpdateTimeZoneInput = z.input<typeof UpdateTimeZoneSchema>;
export const TimeZoneResponseSchema = /* @__PURE__ */ z.object({ timeZone: z.string() });
