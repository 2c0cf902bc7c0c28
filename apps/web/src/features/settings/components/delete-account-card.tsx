import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/password-input';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-api';

/** Settings → Delete account: what goes, what stays, the password, then erasure at once. */
export function DeleteAccountCard() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const submit = () =>
    remove.mutate(password, {
      onSuccess: () => navigate('/goodbye', { replace: true }),
    });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="delete-title">
      <Stack gap="sm">
        <Title order={2} id="delete-title" fz="lg" c="red.9">
          {t('settings.delete.title')}
        </Title>
        <List spacing={4} fz="sm" c="gray.9">
          <List.Item>{t('settings.delete.erased')}</List.Item>
          <List.Item>{t('settings.delete.kept')}</List.Item>
          <List.Item>{t('settings.delete.final')}</List.Item>
        </List>
        {confirming ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm">
              <PasswordInput
                label={t('settings.delete.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                error={remove.isError ? errorMessage(remove.error, t('settings.delete.failed')) : undefined}
              />
              <Button type="submit" color="red.9" loading={remove.isPending} disabled={!password}>
                {t('settings.delete.confirm')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} w="fit-content">
            {t('settings.delete.open')}
          </Button>
        )}
        <Text fz="xs" c="gray.7">
          {t('settings.delete.emailNote')}
        </Text>
      </Stack>
    </Card>
  );
}
