import { PasswordInput, Stack } from '@mantine/core';
import { NewPasswordSchema, PASSWORD_MESSAGES, PASSWORD_MIN } from '@mithaq/contracts';
import { type Translate, useLocale, useT } from '../i18n/use-t';

export interface NewPassword {
  password: string;
  confirm: string;
}

type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

/** The member's words for why the registration rule (contracts NewPasswordSchema) refused a password. */
function passwordProblem(t: Translate, code: string | undefined, password: string): string {
  if (!password) return t('member.password.required');
  if (code === 'too_small') return t('member.password.min', { min: PASSWORD_MIN });
  if (code === 'too_big') return t('member.password.max');
  return t('member.password.notAllowed');
}

/**
 * The new password under the registration rule (contracts NewPasswordSchema), typed twice; an
 * empty object when both are fine. With `t`, the messages are in the reader's language; without
 * it, the contracts' English.
 */
export function newPasswordErrors({ password, confirm }: NewPassword, t?: Translate): NewPasswordErrors {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { password: t ? passwordProblem(t, issue?.code, password) : issue?.message };
  }
  if (!confirm) return { confirm: t ? t('member.password.confirmRequired') : PASSWORD_MESSAGES.confirmRequired };
  if (confirm !== password) return { confirm: t ? t('member.password.differ') : PASSWORD_MESSAGES.passwordsDiffer };
  return {};
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: NewPasswordErrors;
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
