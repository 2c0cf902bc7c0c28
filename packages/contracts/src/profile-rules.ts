/**
 * Age, date of birth and partner age rules, apart from the schemas so the browser can use them
 * without downloading zod (docs/decisions/0003-profile.md "Age and date of birth", "Partner age range").
 */

/** Spec section 9: members are 18 or older; 120 is the registration form's upper bound. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

/** The partner age range a member may ask for, both ends inclusive. */
export const PARTNER_AGE_MIN = 18;
export const PARTNER_AGE_MAX = 80;

export const PROFILE_RULE_MESSAGES = {
  dobFormat: 'Date of birth must be a date (YYYY-MM-DD)',
  dobInFuture: 'Date of birth cannot be in the future.',
  dobUnderAge: `Date of birth: you must be at least ${MINIMUM_AGE} years old.`,
  dobTooOld: `Date of birth: enter a date within the last ${MAXIMUM_AGE} years.`,
  ageFollowsDob: 'Age is worked out from your date of birth. Change the date of birth instead.',
  ageFromDobNote: 'Age is worked out from your date of birth',
  partnerAgeBounds: `Partner age must be a whole number from ${PARTNER_AGE_MIN} to ${PARTNER_AGE_MAX}.`,
  partnerAgeBoth: 'Partner age: enter both the youngest and the oldest age.',
  partnerAgeOrder: 'Partner age: the youngest age cannot be more than the oldest.',
} as const;

/** Today as `YYYY-MM-DD` in UTC: the server and the browser count birthdays by the same calendar. */
export function isoDateUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The date `years` years before `now`, moved by `days`, as `YYYY-MM-DD` in UTC. */
export function isoDateYearsAgo(years: number, days = 0, now: Date = new Date()): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDateUtc(d);
}

/** Whole years from `dob` to `on` (both `YYYY-MM-DD`); a 29 February birthday counts from 1 March. */
export function ageOn(dob: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number);
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

export type DobProblem = 'dobInFuture' | 'dobUnderAge' | 'dobTooOld';

/** Why a date of birth cannot be saved on `today`, or null when it can (the key names its message). */
export function dobProblem(dob: string, today: string): DobProblem | null {
  if (dob > today) return 'dobInFuture';
  const age = ageOn(dob, today);
  if (age < MINIMUM_AGE) return 'dobUnderAge';
  if (age > MAXIMUM_AGE) return 'dobTooOld';
  return null;
}

export interface AgeRange {
  min: number;
  max: number;
}

/** The partner age preference when both ends are set; one end alone is not a range. */
export function partnerAgeRange(
  partner: { ageMin?: number | null; ageMax?: number | null } | null | undefined,
): AgeRange | null {
  const min = partner?.ageMin;
  const max = partner?.ageMax;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/** '24–30', or '30' when both ends are the same. */
export function formatAgeRange({ min, max }: AgeRange): string {
  return min === max ? String(min) : `${min}–${max}`;
}
