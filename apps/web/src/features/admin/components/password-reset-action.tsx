import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PASSWORD_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@mithaq/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSendPasswordReset } from '../api/admin-api';

/**
 * Member detail → "Send password reset link", after a confirmation. Staff never see the link or
 * choose a password (docs/decisions.md "Password reset").
 */
export function PasswordResetAction({ userId, email }: { userId: string; email: string }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendPasswordReset();
  return (
    <Stack gap="xs">
      <Button variant="outline" color="emerald.8" onClick={() => setConfirming(true)} w="fit-content">
        Send password reset link
      </Button>
      {send.isSuccess && (
        <Alert color="emerald" role="status">
          {send.data.message}
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Send a password reset link?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            We will email {email} a link to choose a new password, valid for {PASSWORD_RESET_TTL_MINUTES} minutes. You
            will not see the link. Sending it is recorded in the activity log.
          </Text>
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, PASSWORD_MESSAGES.staffSendFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              loading={send.isPending}
              onClick={() => send.mutate(userId, { onSuccess: () => setConfirming(false) })}
            >
              Send link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
