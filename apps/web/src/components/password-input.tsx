import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../i18n/use-t';

/**
 * Mantine's password field with its show/hide button named in the reader's language (Mantine names
 * it in English). One name whether shown or hidden: the button is a toggle and says which with
 * `aria-pressed` (WAI-ARIA button pattern). Every password field uses this one.
 */
export function PasswordInput({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const t = useT();
  return (
    <MantinePasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('forms.password.show'), ...visibilityToggleButtonProps }}
      {...props}
    />
  );
}
