import { Alert, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@mithaq/contracts';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAdminLogin } from '../api/admin-api';

/** Spec section 2: the staff login, and without a token 'You do not have access to this area.' */
export function AdminLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useAdminLogin();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = Boolean(email.trim() && password);
    setMissing(!ok);
    if (ok) login.mutate({ email: email.trim(), password });
  };
  const error =
    login.error instanceof ApiError && login.error.status === 429 ? login.error.message : ADMIN_MESSAGES.loginFailed;
  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Stack gap="lg">
        <Alert color="gray" icon={<IconLock size={18} />} radius="md">
          <Text c="gray.9">{ADMIN_MESSAGES.noAccess}</Text>
        </Alert>
        <Card withBorder radius="lg" p="xl">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={1} fz={26} c="emerald.9">
                Staff sign in
              </Title>
              {login.isError ? (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextInput
                label="Email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                autoComplete="username"
                required
                error={missing && !email.trim() ? 'Email is required' : undefined}
              />
              <PasswordInput
                label="Password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                error={missing && !password ? 'Password is required' : undefined}
              />
              <Button type="submit" loading={login.isPending}>
                Sign in
              </Button>
              <Text fz="sm" c="gray.8">
                {ADMIN_MESSAGES.setupNote}
              </Text>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
