import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type NewPassword, NewPasswordFields, newPasswordErrors } from '../../../components/new-password-fields';
import { PasswordInput } from '../../../components/password-input';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

type Errors = Partial<Record<'currentPassword' | keyof NewPassword, string>>;
const EMPTY: NewPassword = { password: '', confirm: '' };

/** Settings → Change password: the current one, the new one twice; other devices are signed out. */
export function ChangePasswordCard() {
  const t = useT();
  const [currentPassword, setCurrentPassword] = useState('');
  const [next, setNext] = useState<NewPassword>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(currentPassword ? {} : { currentPassword: t('settings.password.currentRequired') }),
      ...newPasswordErrors(next),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword, newPassword: next.password },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNext(EMPTY);
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="password-title" fz="lg" c="emerald.9">
            {t('settings.password.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            {t('settings.password.intro')}
          </Text>
          {change.isSuccess && (
            <Alert color="emerald" role="status">
              {change.data.message}
            </Alert>
          )}
          {change.isError && (
            <Alert color="red" role="alert">
              {errorMessage(change.error, t('settings.password.changeFailed'))}
            </Alert>
          )}
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            error={errors.currentPassword}
            required
          />
          <NewPasswordFields value={next} onChange={setNext} errors={errors} />
          <Button type="submit" loading={change.isPending} w={{ base: '100%', xs: 'fit-content' }}>
            {t('settings.password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
