import { Button, Stack, Text } from '@mantine/core';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { useT } from '../../../i18n/use-t';
import { useUndoContactChange } from '../api/undo-contact-change';
import { FailureAlert } from './form-parts';

/**
 * The first step of an undo link (docs/decisions/0046-contact-changes-and-account-recovery.md): a
 * deliberate click, so a mail scanner that opens the link changes nothing; then the reset form.
 */
export function UndoContactChange(props: {
  token: string;
  onUndone: (result: { email: string; resetToken: string }) => void;
}) {
  const t = useT();
  const undo = useUndoContactChange();
  return (
    <Stack>
      {undo.isError && (
        <FailureAlert
          title={t('auth.undo.failedTitle')}
          error={undo.error}
          fallback={VERIFICATION_MESSAGES.undoLinkInvalid}
        />
      )}
      <Text>{t('auth.undo.intro')}</Text>
      <Button
        onClick={() => undo.mutate({ token: props.token }, { onSuccess: props.onUndone })}
        loading={undo.isPending}
        fullWidth
        size="md"
      >
        {t('auth.undo.submit')}
      </Button>
    </Stack>
  );
}
