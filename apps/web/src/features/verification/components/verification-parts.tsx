import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { OTP_LENGTH } from '@mithaq/contracts/verification';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? (
    <Badge color="emerald.8" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {t('verification.badge.verified')}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline" leftSection={<IconCircleDashed size={14} aria-hidden />}>
      {t('verification.badge.unverified')}
    </Badge>
  );
}

export function VerificationCard({
  title,
  titleId,
  status,
  children,
}: {
  title: string;
  titleId: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} id={titleId} fz="lg" c="emerald.9">
            {title}
          </Title>
          {status}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** What a card says after an action: its own words, or the server's (already in the member's language). */
export interface CardMessageProps {
  error?: ReactNode;
  success?: ReactNode;
}

/** A message under a card: an error in red, a confirmation in green (read out either way). */
export function CardMessage({ error, success }: CardMessageProps) {
  if (error) {
    return (
      <Text role="alert" fz="sm" c="red.9">
        {error}
      </Text>
    );
  }
  if (success) {
    return (
      <Text role="status" fz="sm" c="emerald.8">
        {success}
      </Text>
    );
  }
  return null;
}

interface OtpEntryProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  isSubmitting: boolean;
  isResending: boolean;
  resendDisabled?: boolean;
}

/** Spec section 2: Submit OTP and Resend OTP while awaiting; the code is at most 6 characters. */
export function OtpEntry(props: OtpEntryProps) {
  const t = useT();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={props.label}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          maxLength={OTP_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          w={{ base: '100%', xs: 220 }}
          styles={{ input: { letterSpacing: '0.3em', fontWeight: 600 } }}
        />
        <Group gap="sm">
          <Button type="submit" loading={props.isSubmitting}>
            {t('verification.otp.submit')}
          </Button>
          <Button
            variant="subtle"
            color="dark"
            onClick={props.onResend}
            loading={props.isResending}
            disabled={props.resendDisabled}
          >
            {t('verification.otp.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
