import '../../../app/styles/mantine-app';
import { Trans } from '@lingui/react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { ForgotPasswordSchema, PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFieldset } from '../../../components/form-fieldset';
import { useLocale, useT } from '../../../i18n/use-t';
import { fieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard, useBackToLogin } from '../components/auth-card';
import { EmailInput, FailureAlert } from '../components/form-parts';

/** Route /forgot-password: one field, and the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const backToLogin = useBackToLogin();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const forgot = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    forgot.mutate({ email });
  };

  if (forgot.isSuccess) {
    return (
      <AuthCard
        title={t('auth.forgot.sentTitle')}
        subtitle={<Trans id="auth.forgot.sentSubtitle" values={{ email: email.trim() }} components={{ 0: <bdi /> }} />}
        footer={backToLogin}
      >
        <Stack>
          <Alert color="emerald" role="status" title={t('auth.forgot.sentAlert')}>
            {forgot.data.message}
          </Alert>
          <Text fz="sm" c="gray.8">
            {t('auth.forgot.sentHelp')}
          </Text>
          <Button variant="outline" onClick={() => forgot.reset()} w="fit-content">
            {t('auth.forgot.useAnother')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={backToLogin}>
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {forgot.isError && (
              <FailureAlert
                title={t('auth.forgot.failedTitle')}
                error={forgot.error}
                fallback={PASSWORD_MESSAGES.forgotFailed}
              />
            )}
            <EmailInput value={email} onChange={setEmail} error={error} />
            <Button type="submit" loading={forgot.isPending} fullWidth size="md">
              {t('auth.forgot.submit')}
            </Button>
            <Text fz="sm" c="gray.8">
              <Trans
                id="auth.forgot.lostAccess"
                components={{ 0: <Anchor component={Link} to={localizedPath(locale, '/contact')} fz="sm" fw={600} /> }}
              />
            </Text>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
