import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { PasswordInput } from '../../../components/password-input';
import { useT } from '../../../i18n/use-t';

interface CurrentPasswordModalProps {
  /** Which address is changing: the intro says what follows (a notice, and for an email an undo link). */
  channel: 'email' | 'phone' | null;
  isSaving: boolean;
  /** The server's refusal (a wrong password), shown in the dialog so the member can try again. */
  error: string | null;
  onConfirm: (currentPassword: string) => void;
  onClose: () => void;
}

/**
 * Asks for the current password before the email or phone changes (OWASP ASVS 7.5.1;
 * docs/decisions/0046-contact-changes-and-account-recovery.md): a session alone cannot move the account's addresses.
 */
export function CurrentPasswordModal({ channel, isSaving, error, onConfirm, onClose }: CurrentPasswordModalProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // The password is not kept once the dialog closes, whether saved or cancelled.
  useEffect(() => {
    if (channel === null) setPassword('');
  }, [channel]);
  const close = () => {
    setPassword('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    setMissing(false);
    onConfirm(password);
  };
  return (
    <Modal
      opened={channel !== null}
      onClose={close}
      title={t('verification.password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('verification.password.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            {t(channel === 'phone' ? 'verification.password.phoneIntro' : 'verification.password.emailIntro')}
          </Text>
          <PasswordInput
            label={t('verification.password.label')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            error={missing ? t('verification.message.currentPasswordRequired') : (error ?? undefined)}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('verification.password.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('verification.password.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
