import '../../../app/styles/mantine-app';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { LoginSchema } from '@mithaq/contracts/auth';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { MESSAGES } from '@mithaq/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormFieldset } from '../../../components/form-fieldset';
import { PasswordInput } from '../../../components/password-input';
import { useLocale, useT } from '../../../i18n/use-t';
import { fieldErrors } from '../../../lib/form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLogin } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { EmailInput, FailureAlert } from '../components/form-parts';

export function LoginPage() {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; notice?: string } | null;
  const from = state?.from ?? '/dashboard';
  // A notice from the page that sent the member here (a password reset); history state exists only
  // in the browser, so it waits for hydration rather than differ from the prerendered HTML.
  const notice = useHydrated() ? state?.notice : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate({ email, password }, { onSuccess: () => navigate(from, { replace: true }) });
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={{ text: t('auth.login.footerText'), linkLabel: t('auth.login.footerLink'), to: '/register' }}
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {notice && !login.isError && (
              <Alert color="emerald" role="status">
                {notice}
              </Alert>
            )}
            {login.isError && (
              <FailureAlert title={t('auth.login.failedTitle')} error={login.error} fallback={MESSAGES.loginFailed} />
            )}
            <EmailInput value={email} onChange={setEmail} error={errors.email} />
            <PasswordInput
              label={t('auth.field.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              required
            />
            <Group justify="flex-end" mt={-8}>
              <Anchor component={Link} to={localizedPath(locale, '/forgot-password')} fz="sm" fw={600}>
                {t('auth.login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              {t('auth.login.submit')}
            </Button>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
