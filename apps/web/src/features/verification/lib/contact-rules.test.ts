import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/verification/en.json';
import {
  emailSaveError,
  idStatusColor,
  isContactChange,
  isPhoneSendDisabled,
  phoneSaveError,
  phoneSendError,
} from './contact-rules';

describe('contact rules (spec section 5)', () => {
  it('checks an email before saving', () => {
    expect(emailSaveError('  ')).toBe('emailRequired');
    expect(emailSaveError('nope')).toBe('emailInvalid');
    expect(emailSaveError('a@b.co')).toBeNull();
  });

  it('checks a phone before saving', () => {
    expect(phoneSaveError('')).toBe('phoneRequired');
    expect(phoneSaveError('12ab')).toBe('phoneInvalid');
    expect(phoneSaveError('+91 98765-43210')).toBeNull();
  });

  it('explains why a phone code cannot be sent, with the resend wording', () => {
    const base = { saved: '+919876543210', edited: '+91 98765 43210', isBusy: false, isAwaiting: false };
    expect(phoneSendError(base, false)).toBeNull();
    expect(phoneSendError({ ...base, edited: '+91 1' }, false)).toBe('phoneUnsaved');
    expect(phoneSendError({ ...base, edited: '+91 1' }, true)).toBe('phoneUnsavedResend');
    expect(phoneSendError({ ...base, saved: null, edited: '' }, false)).toBe('phoneMissing');
    expect(phoneSendError({ ...base, saved: null, edited: '' }, true)).toBe('phoneMissingResend');
    expect(phoneSendError({ ...base, saved: '9876543210', edited: '9876543210' }, false)).toBe('phoneInternational');
  });

  it('disables send while busy, with unsaved edits, or idle without a plus', () => {
    const base = { saved: '+919876543210', edited: '+919876543210', isBusy: false, isAwaiting: false };
    expect(isPhoneSendDisabled(base)).toBe(false);
    expect(isPhoneSendDisabled({ ...base, isBusy: true })).toBe(true);
    expect(isPhoneSendDisabled({ ...base, edited: '+91' })).toBe(true);
    expect(isPhoneSendDisabled({ ...base, saved: '9876543210', edited: '9876543210' })).toBe(true);
  });

  it('asks for the password only when the saved address would change, as the server compares it', () => {
    expect(isContactChange('email', 'aisha@example.com', ' Aisha@Example.com ')).toBe(false);
    expect(isContactChange('email', 'aisha@example.com', 'aisha@example.org')).toBe(true);
    expect(isContactChange('phone', '+919876543210', '+91 98765-43210')).toBe(false);
    expect(isContactChange('phone', null, '+919876543210')).toBe(true);
  });

  it('colours the ID status', () => {
    expect(idStatusColor('verified')).toBe('emerald.8');
    expect(idStatusColor('pending')).toBe('gold.8');
    expect(idStatusColor('rejected')).toBe('red.9');
    expect(idStatusColor(null)).toBe('red.9');
  });

  it("shows the contracts' English for every message the page names (spec section 5 texts)", () => {
    const shown = Object.entries(en).filter(([key]) => key.startsWith('verification.message.'));
    expect(shown.length).toBeGreaterThan(20);
    for (const [key, text] of shown) {
      const name = key.replace('verification.message.', '') as keyof typeof VERIFICATION_MESSAGES;
      expect(text, key).toBe(VERIFICATION_MESSAGES[name]);
    }
  });
});
