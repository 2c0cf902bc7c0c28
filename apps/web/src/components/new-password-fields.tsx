import { Stack } from '@mantine/core';
import { NewPasswordSchema } from '@mithaq/contracts/auth';
import { PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { translateErrorText } from '../i18n/error-text';
import { useLocale, useT } from '../i18n/use-t';
import { issueMessage } from '../lib/form-errors';
import { PasswordInput } from './password-input';

export interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * The new password under the registration rule (contracts NewPasswordSchema), typed twice; an
 * empty object when both are fine.
 */
export function newPasswordErrors({ password, confirm }: NewPassword): Partial<Record<keyof NewPassword, string>> {
  const parsed = NewPasswordSchema.safeParse(password);
  const first = parsed.error?.issues[0];
  if (first) return { password: issueMessage(first) };
  if (!confirm) return { confirm: translateErrorText(PASSWORD_MESSAGES.confirmRequired) };
  if (confirm !== password) return { confirm: translateErrorText(PASSWORD_MESSAGES.passwordsDiffer) };
  return {};
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: Partial<Record<keyof NewPassword, string>>;
  label?: string;
}

/** "New password" and "Confirm new password", with the hint registration gives. */
export function NewPasswordFields({ value, onChange, errors, label }: NewPasswordFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const shown = label ?? t('member.password.new');
  return (
    <Stack gap="md">
      <PasswordInput
        label={shown}
        description={t('member.password.hint')}
        autoComplete="new-password"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        error={errors.password}
        required
      />
      <PasswordInput
        label={t('member.password.confirmLabel', { label: shown.toLocaleLowerCase(locale) })}
        autoComplete="new-password"
        value={value.confirm}
        onChange={(e) => onChange({ ...value, confirm: e.currentTarget.value })}
        error={errors.confirm}
        required
      />
    </Stack>
  );
}
