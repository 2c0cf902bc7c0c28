import '../../../app/styles/mantine-app';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { LoginSchema, MESSAGES } from '@mithaq/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormFieldset } from '../../../components/form-fieldset';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';

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
      title="Welcome back"
      subtitle="Sign in to continue your search."
      footer={{ text: 'New to Mithaq?', linkLabel: 'Register free', to: '/register' }}
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {login.isError && (
              <Alert color="red" role="alert" title="Could not sign in">
                {errorMessage(login.error, MESSAGES.loginFailed)}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
              required
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              required
            />
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              Login
            </Button>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
