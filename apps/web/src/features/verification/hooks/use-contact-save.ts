import type { AppErrorCode } from '@mithaq/contracts/errors';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveContact } from '../api/verification-api';
import { isContactChange } from '../lib/contact-rules';

/** The server's codes for a missing or wrong current password: the dialog stays open to try again. */
const PASSWORD_CODES: ReadonlySet<ApiError['code']> = new Set<AppErrorCode>([
  'CURRENT_PASSWORD_REQUIRED',
  'WRONG_CURRENT_PASSWORD',
]);

interface SaveHandlers {
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Saving the email or phone: unchanged, it saves at once; changed, it first asks for the current
 * password (CurrentPasswordModal), then sends it with the address.
 */
export function useContactSave(
  memberId: string,
  channel: 'email' | 'phone',
  saved: string | null,
  handlers: SaveHandlers,
) {
  const save = useSaveContact(memberId);
  const [awaitingPassword, setAwaitingPassword] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const send = (value: string, currentPassword?: string) =>
    save.mutate(channel === 'email' ? { email: value, currentPassword } : { phone: value, currentPassword }, {
      onSuccess: () => {
        setAwaitingPassword(null);
        handlers.onSaved();
      },
      onError: (error) => {
        if (currentPassword !== undefined && error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
          setPasswordError(errorMessage(error, ''));
          return;
        }
        setAwaitingPassword(null);
        handlers.onFailed(error);
      },
    });

  return {
    isSaving: save.isPending,
    start(value: string) {
      if (!isContactChange(channel, saved, value)) return send(value);
      setPasswordError(null);
      setAwaitingPassword(value);
    },
    modal: {
      channel: awaitingPassword === null ? null : channel,
      isSaving: save.isPending,
      error: passwordError,
      onConfirm: (currentPassword: string) => {
        if (awaitingPassword !== null) send(awaitingPassword, currentPassword);
      },
      onClose: () => setAwaitingPassword(null),
    },
  };
}
