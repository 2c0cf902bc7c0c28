import { PASSWORD_MESSAGES } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator';
import { newPasswordErrors } from './new-password-fields';

describe('newPasswordErrors', () => {
  it('accepts a good password typed twice', () => {
    expect(newPasswordErrors({ password: 'correct-horse', confirm: 'correct-horse' }, testTranslator('ur'))).toEqual(
      {},
    );
  });

  it('says what is wrong in English as before', () => {
    const t = testTranslator('en');
    expect(newPasswordErrors({ password: '', confirm: '' }, t)).toEqual({ password: 'Password is required' });
    expect(newPasswordErrors({ password: 'abc', confirm: '' }, t)).toEqual({ password: 'Minimum 6 characters' });
    expect(newPasswordErrors({ password: 'x'.repeat(201), confirm: '' }, t).password).toBe(
      'Password must be at most 200 characters',
    );
    expect(newPasswordErrors({ password: 'correct-horse', confirm: '' }, t)).toEqual({
      confirm: PASSWORD_MESSAGES.confirmRequired,
    });
    expect(newPasswordErrors({ password: 'correct-horse', confirm: 'other' }, t)).toEqual({
      confirm: PASSWORD_MESSAGES.passwordsDiffer,
    });
  });

  it('says it in the reader’s language', () => {
    expect(newPasswordErrors({ password: 'abc', confirm: '' }, testTranslator('hi'))).toEqual({
      password: 'कम से कम 6 अक्षर',
    });
    expect(newPasswordErrors({ password: 'correct-horse', confirm: 'x' }, testTranslator('ar'))).toEqual({
      confirm: 'كلمتا المرور غير متطابقتين.',
    });
  });

  it('keeps the contracts’ English for callers without a translator', () => {
    expect(newPasswordErrors({ password: 'correct-horse', confirm: 'x' })).toEqual({
      confirm: PASSWORD_MESSAGES.passwordsDiffer,
    });
  });
});
