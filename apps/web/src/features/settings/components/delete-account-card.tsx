import { Button, Card, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@mithaq/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-api';

/** Settings → Delete account: what goes, what stays, the password, then erasure at once. */
export function DeleteAccountCard() {
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
          Delete my account
        </Title>
        <List spacing={4} fz="sm" c="gray.9">
          <List.Item>{ACCOUNT_MESSAGES.whatIsErased}</List.Item>
          <List.Item>{ACCOUNT_MESSAGES.whatIsKept}</List.Item>
          <List.Item>This cannot be undone. Download your data first if you want a copy.</List.Item>
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
                label="Your password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                error={remove.isError ? errorMessage(remove.error, ACCOUNT_MESSAGES.deleteFailed) : undefined}
              />
              <Button type="submit" color="red.9" loading={remove.isPending} disabled={!password}>
                Delete my account now
              </Button>
            </Stack>
          </form>
        ) : (
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} w="fit-content">
            Delete account
          </Button>
        )}
        <Text fz="xs" c="gray.7">
          We send a confirmation to your email address.
        </Text>
      </Stack>
    </Card>
  );
}
