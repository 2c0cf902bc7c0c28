import { Trans } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PASSWORD_RESET_TTL_MINUTES } from '@mithaq/contracts/password';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useSendPasswordReset } from '../api/password-reset';

/**
 * Member detail → "Send password reset link", after a confirmation. Staff never see the link or
 * choose a password (docs/decisions/0019-password-reset.md).
 */
export function PasswordResetAction({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const send = useSendPasswordReset();
  return (
    <Stack gap="xs">
      <Button variant="outline" color="emerald.8" onClick={() => setConfirming(true)} w="fit-content">
        {t('admin.passwordReset.open')}
      </Button>
      {send.isSuccess && (
        <Alert color="emerald" role="status">
          {send.data.message}
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.passwordReset.title')}
        centered
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        <Stack gap="md">
          <Text>
            <Trans
              id="admin.passwordReset.body"
              values={{ email, minutes: PASSWORD_RESET_TTL_MINUTES }}
              components={{ 0: <bdi /> }}
            />
          </Text>
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, t('admin.errors.resetSendFailed'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setConfirming(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              loading={send.isPending}
              onClick={() => send.mutate(userId, { onSuccess: () => setConfirming(false) })}
            >
              {t('admin.passwordReset.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
