import '../../../app/styles/mantine-app';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ForgotPasswordSchema, PASSWORD_MESSAGES } from '@mithaq/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFieldset } from '../../../components/form-fieldset';
import { fieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { EmailInput, FailureAlert } from '../components/form-parts';

const BACK_TO_LOGIN = { text: 'Remembered it?', linkLabel: 'Back to login', to: '/login' };

/** Route /forgot-password: one field, and the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
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
      <AuthCard title="Check your email" subtitle={`We wrote to ${email.trim()}.`} footer={BACK_TO_LOGIN}>
        <Stack>
          <Alert color="emerald" role="status" title="Link on its way">
            {forgot.data.message}
          </Alert>
          <Text fz="sm" c="gray.8">
            Nothing after a few minutes? Look in your spam folder, check the address, or ask again.
          </Text>
          <Button variant="outline" onClick={() => forgot.reset()} w="fit-content">
            Use another address
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we will send you a link to choose a new one."
      footer={BACK_TO_LOGIN}
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {forgot.isError && (
              <FailureAlert
                title="Could not send the link"
                error={forgot.error}
                fallback={PASSWORD_MESSAGES.forgotFailed}
              />
            )}
            <EmailInput value={email} onChange={setEmail} error={error} />
            <Button type="submit" loading={forgot.isPending} fullWidth size="md">
              Send reset link
            </Button>
            <Text fz="sm" c="gray.8">
              Lost access to that email address?{' '}
              <Anchor component={Link} to="/contact" fz="sm" fw={600}>
                Contact us
              </Anchor>
            </Text>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
