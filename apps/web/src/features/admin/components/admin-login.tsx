import { Alert, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PasswordInput } from '../../../components/password-input';
import { LanguageMenu } from '../../../i18n/language-menu';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useAdminLogin } from '../api/staff-auth';

/** Spec section 2: the staff login, and without a token 'You do not have access to this area.' */
export function AdminLogin() {
  const t = useT();
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
  // A 429 names how long to wait, in the reader's language from the server; any other failure says only that it failed.
  const error =
    login.error instanceof ApiError && login.error.status === 429 ? login.error.message : t('admin.errors.loginFailed');
  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Stack gap="lg">
        <Group justify="flex-end">
          <LanguageMenu />
        </Group>
        <Alert color="gray" icon={<IconLock size={18} />} radius="md">
          <Text c="gray.9">{t('admin.login.noAccess')}</Text>
        </Alert>
        <Card withBorder radius="lg" p="xl">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={1} fz={26} c="emerald.9">
                {t('admin.login.title')}
              </Title>
              {login.isError ? (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextInput
                label={t('admin.login.email')}
                type="email"
                dir="ltr"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                autoComplete="username"
                required
                error={missing && !email.trim() ? t('admin.login.emailRequired') : undefined}
              />
              <PasswordInput
                label={t('admin.login.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                error={missing && !password ? t('admin.login.passwordRequired') : undefined}
              />
              <Button type="submit" loading={login.isPending}>
                {t('admin.login.submit')}
              </Button>
              <Text fz="sm" c="gray.8">
                {t('admin.login.setupNote')}
              </Text>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
