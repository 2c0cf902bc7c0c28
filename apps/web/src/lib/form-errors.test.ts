import { ERROR_CATALOGS } from '@mithaq/contracts/error-catalogs';
import { ForgotPasswordSchema } from '@mithaq/contracts/password';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { afterAll, describe, expect, it } from 'vitest';
import { errorTextsReady } from '../i18n/error-text';
import { activateLocale, loadNamespaces } from '../i18n/i18n';
import { fieldErrors } from './form-errors';

const emailIssue = () => {
  const parsed = ForgotPasswordSchema.safeParse({ email: 'not-an-address' });
  if (parsed.success) throw new Error('expected a failed parse');
  return fieldErrors(parsed.error);
};

describe('form errors', () => {
  afterAll(() => activateLocale('en'));

  it('keep the contracts English in English', async () => {
    await errorTextsReady;
    expect(emailIssue()).toEqual({ email: VERIFICATION_MESSAGES.emailInvalid });
  });

  it('are shown in the reader language, found in the errors catalog by their English text', async () => {
    await errorTextsReady;
    await loadNamespaces(['errors'], 'ar');
    await activateLocale('ar');
    expect(emailIssue()).toEqual({ email: ERROR_CATALOGS.ar['errors.verification.emailInvalid'] });
  });
});
