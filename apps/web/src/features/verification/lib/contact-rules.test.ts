import { VERIFICATION_MESSAGES } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { emailSaveError, idStatusColor, isPhoneSendDisabled, phoneSaveError, phoneSendError } from './contact-rules';

describe('contact rules (spec section 5)', () => {
  it('checks an email before saving', () => {
    expect(emailSaveError('  ')).toBe(VERIFICATION_MESSAGES.emailRequired);
    expect(emailSaveError('nope')).toBe(VERIFICATION_MESSAGES.emailInvalid);
    expect(emailSaveError('a@b.co')).toBeNull();
  });

  it('checks a phone before saving', () => {
    expect(phoneSaveError('')).toBe(VERIFICATION_MESSAGES.phoneRequired);
    expect(phoneSaveError('12ab')).toBe(VERIFICATION_MESSAGES.phoneInvalid);
    expect(phoneSaveError('+91 98765-43210')).toBeNull();
  });

  it('explains why a phone code cannot be sent, with the resend wording', () => {
    const base = { saved: '+919876543210', edited: '+91 98765 43210', isBusy: false, isAwaiting: false };
    expect(phoneSendError(base, false)).toBeNull();
    expect(phoneSendError({ ...base, edited: '+91 1' }, false)).toBe(VERIFICATION_MESSAGES.phoneUnsaved);
    expect(phoneSendError({ ...base, edited: '+91 1' }, true)).toBe(VERIFICATION_MESSAGES.phoneUnsavedResend);
    expect(phoneSendError({ ...base, saved: null, edited: '' }, false)).toBe(VERIFICATION_MESSAGES.phoneMissing);
    expect(phoneSendError({ ...base, saved: null, edited: '' }, true)).toBe(VERIFICATION_MESSAGES.phoneMissingResend);
    expect(phoneSendError({ ...base, saved: '9876543210', edited: '9876543210' }, false)).toBe(
      VERIFICATION_MESSAGES.phoneInternational,
    );
  });

  it('disables send while busy, with unsaved edits, or idle without a plus', () => {
    const base = { saved: '+919876543210', edited: '+919876543210', isBusy: false, isAwaiting: false };
    expect(isPhoneSendDisabled(base)).toBe(false);
    expect(isPhoneSendDisabled({ ...base, isBusy: true })).toBe(true);
    expect(isPhoneSendDisabled({ ...base, edited: '+91' })).toBe(true);
    expect(isPhoneSendDisabled({ ...base, saved: '9876543210', edited: '9876543210' })).toBe(true);
  });

  it('colours the ID status', () => {
    expect(idStatusColor('verified')).toBe('emerald.8');
    expect(idStatusColor('pending')).toBe('gold.8');
    expect(idStatusColor('rejected')).toBe('red.9');
    expect(idStatusColor(null)).toBe('red.9');
  });
});
