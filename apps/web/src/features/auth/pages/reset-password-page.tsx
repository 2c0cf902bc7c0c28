import '../../../app/styles/mantine-app';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { PASSWORD_MESSAGES } from '@mithaq/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type NewPassword, NewPasswordFields, newPasswordErrors } from '../../../components/new-password-fields';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FailureAlert } from '../components/form-parts';

const BACK_TO_LOGIN = { text: 'Remembered it?', linkLabel: 'Back to login', to: '/login' };

/**
 * The token from the link, read once; then it leaves the address bar (and so the history, and any
 * address shared or bookmarked from here). The server also sends this page with no Referer.
 */
function useTokenFromLink(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const hasQuery = location.search !== '';
  useEffect(() => {
    if (hasQuery) navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [hasQuery, location.pathname, navigate]);
  return token;
}

function AskForNewLink({ children }: { children: string }) {
  return (
    <Stack>
      <Alert color="red" role="alert" title="This link cannot be used">
        {children}
      </Alert>
      <Button component={Link} to="/forgot-password" w="fit-content">
        Ask for a new link
      </Button>
    </Stack>
  );
}

/** Route /reset-password?token=…: the page a reset email's link opens. */
export function ResetPasswordPage() {
  const token = useTokenFromLink();
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
      { onSuccess: ({ message }) => navigate('/login', { replace: true, state: { notice: message } }) },
    );
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={BACK_TO_LOGIN}
    >
      {!token ? (
        <AskForNewLink>
          This address has no reset link in it. Open the link from the email again, or ask for a new one.
        </AskForNewLink>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {reset.isError && (
              <FailureAlert
                title="Could not change your password"
                error={reset.error}
                fallback={PASSWORD_MESSAGES.resetFailed}
              >
                {' '}
                <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
                  Ask for a new link
                </Anchor>
              </FailureAlert>
            )}
            <NewPasswordFields value={value} onChange={setValue} errors={errors} />
            <Button type="submit" loading={reset.isPending} fullWidth size="md">
              Save new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
