import { Alert, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';

/** A failed submit: the server's message, or the screen's fallback (spec section 8). */
export function FailureAlert(props: { title: string; error: unknown; fallback: string; children?: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={props.title}>
      {errorMessage(props.error, props.fallback)}
      {props.children}
    </Alert>
  );
}

/** The sign-in forms' email field. */
export function EmailInput(props: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useT();
  return (
    <TextInput
      label={t('auth.field.email')}
      type="email"
      autoComplete="email"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      required
    />
  );
}
