import '../../../app/styles/mantine-app';
import { Trans } from '@lingui/react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type NewPassword, NewPasswordFields, newPasswordErrors } from '../../../components/new-password-fields';
import { useLocale, useT } from '../../../i18n/use-t';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, useBackToLogin } from '../components/auth-card';
import { FailureAlert } from '../components/form-parts';
import { UndoContactChange } from '../components/undo-contact-change';

/**
 * The token from the link, read once; then it leaves the address bar (and so the history, and any
 * address shared or bookmarked from here). The server also sends this page with no Referer.
 */
function useTokensFromLink(): { token: string | null; undo: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const [tokens] = useState(() => {
    const query = new URLSearchParams(location.search);
    return { token: query.get('token'), undo: query.get('undo') };
  });
  const hasQuery = location.search !== '';
  useEffect(() => {
    if (hasQuery) navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [hasQuery, location.pathname, navigate]);
  return tokens;
}

function AskForNewLink({ children }: { children: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack>
      <Alert color="red" role="alert" title={t('auth.reset.linkUnusable')}>
        {children}
      </Alert>
      <Button component={Link} to={localizedPath(locale, '/forgot-password')} w="fit-content">
        {t('auth.reset.askNew')}
      </Button>
    </Stack>
  );
}

/**
 * Route /reset-password?token=…: the page a reset email's link opens. With ?undo=… (the link an
 * email change sends to the previous address) it first undoes the change, then goes on with the
 * reset token the undo returned.
 */
export function ResetPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const backToLogin = useBackToLogin();
  const fromLink = useTokensFromLink();
  const [undone, setUndone] = useState<{ email: string; resetToken: string } | null>(null);
  const token = undone?.resetToken ?? fromLink.token;
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewPassword, string>>>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(value);
    setErrors(next);
    if (!token || Object.keys(next).length > 0) return;
    reset.mutate(
      { token, password: value.password },
      {
        onSuccess: ({ message }) =>
          navigate(localizedPath(locale, '/login'), { replace: true, state: { notice: message } }),
      },
    );
  };

  return (
    <AuthCard
      title={fromLink.undo && !undone ? t('auth.undo.title') : t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={backToLogin}
    >
      {fromLink.undo && !undone ? (
        <UndoContactChange token={fromLink.undo} onUndone={setUndone} />
      ) : !token ? (
        <AskForNewLink>{t('auth.reset.noToken')}</AskForNewLink>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {undone && (
              <Alert color="emerald" role="status">
                <Trans id="auth.undo.restored" values={{ email: undone.email }} components={{ 0: <bdi dir="ltr" /> }} />
              </Alert>
            )}
            {reset.isError && (
              <FailureAlert
                title={t('auth.reset.failedTitle')}
                error={reset.error}
                fallback={PASSWORD_MESSAGES.resetFailed}
              >
                {' '}
                <Anchor component={Link} to={localizedPath(locale, '/forgot-password')} fz="sm" fw={600}>
                  {t('auth.reset.askNew')}
                </Anchor>
              </FailureAlert>
            )}
            <NewPasswordFields value={value} onChange={setValue} errors={errors} />
            <Button type="submit" loading={reset.isPending} fullWidth size="md">
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
