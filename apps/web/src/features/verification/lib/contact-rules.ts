import { EmailSchema } from '@mithaq/contracts/auth';
import { normalisePhone, PHONE_PATTERN, type VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';

/**
 * A message of the contracts' VERIFICATION_MESSAGES, named by its key: the page shows
 * `verification.message.<key>` from its catalog, whose English is the contracts' text.
 */
export type VerificationMessageKey = keyof typeof VERIFICATION_MESSAGES;

/** Spec section 5 "Email save": blank, then the address pattern. */
export function emailSaveError(value: string): VerificationMessageKey | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  return EmailSchema.safeParse(email).success ? null : 'emailInvalid';
}

/** Spec section 5 "Phone save": blank, then optional plus and 7 to 15 digits, hyphens or spaces. */
export function phoneSaveError(value: string): VerificationMessageKey | null {
  const phone = value.trim();
  if (!phone) return 'phoneRequired';
  return PHONE_PATTERN.test(phone) ? null : 'phoneInvalid';
}

/**
 * Whether saving `edited` changes the address, as the server compares it (an email lower-cased, a
 * phone normalised): only a change asks for the current password.
 */
export function isContactChange(channel: 'email' | 'phone', saved: string | null, edited: string): boolean {
  const value = edited.trim();
  if (channel === 'email') return value.toLowerCase() !== (saved ?? '').toLowerCase();
  return normalisePhone(value) !== saved;
}

const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/[^0-9+]/g, '');

export interface PhoneSendState {
  saved: string | null;
  edited: string;
  isBusy: boolean;
  isAwaiting: boolean;
}

export const hasUnsavedPhone = ({ saved, edited }: Pick<PhoneSendState, 'saved' | 'edited'>) =>
  digitsOf(edited) !== digitsOf(saved);

/**
 * Spec section 5 "Phone verify": why a code cannot be sent now (resend has its own wording), or null.
 */
export function phoneSendError(state: PhoneSendState, isResend: boolean): VerificationMessageKey | null {
  if (hasUnsavedPhone(state)) {
    return isResend ? 'phoneUnsavedResend' : 'phoneUnsaved';
  }
  if (!state.saved) return isResend ? 'phoneMissingResend' : 'phoneMissing';
  if (!state.saved.startsWith('+')) return 'phoneInternational';
  return null;
}

/** The send button is disabled while busy, with unsaved edits, or when idle and the saved number lacks a plus. */
export const isPhoneSendDisabled = (state: PhoneSendState) =>
  state.isBusy || hasUnsavedPhone(state) || (!state.isAwaiting && !(state.saved ?? '').startsWith('+'));

/** Spec section 2 "Government ID": green verified, gold pending, red otherwise. */
export function idStatusColor(status: string | null | undefined): string {
  if (status === 'verified') return 'emerald.8';
  if (status === 'pending') return 'gold.8';
  return 'red.9';
}
