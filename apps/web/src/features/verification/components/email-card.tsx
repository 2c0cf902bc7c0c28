import { Trans } from '@lingui/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CodeSent } from '@mithaq/contracts/verification';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useRequestCode, useVerifyCode } from '../api/verification-api';
import { useContactSave } from '../hooks/use-contact-save';
import { emailSaveError, type VerificationMessageKey } from '../lib/contact-rules';
import { CurrentPasswordModal } from './current-password-modal';
import { pendingCodeMessage } from './pending-code';
import { CardMessage, type CardMessageProps, OtpEntry, VerificationCard, VerifiedBadge } from './verification-parts';

/** Spec section 2 "Email": save the address, then idle → awaiting (code sent) → idle (verified). */
interface EmailCardProps {
  memberId: string;
  email: string;
  verified: boolean;
  /** The code already sent that still works (status `emailCode`): the code box opens with it. */
  pendingCode: CodeSent | null;
}

export function EmailCard({ memberId, email, verified, pendingCode }: EmailCardProps) {
  const t = useT();
  const [draft, setDraft] = useState(email);
  const [otp, setOtp] = useState('');
  const [awaiting, setAwaiting] = useState(pendingCode !== null);
  const [message, setMessage] = useState<CardMessageProps>(() => pendingCodeMessage(pendingCode));
  const request = useRequestCode('email');
  const verify = useVerifyCode('email');
  const text = (key: VerificationMessageKey) => t(`verification.message.${key}`);
  const save = useContactSave(memberId, 'email', email, {
    onSaved: () => {
      setAwaiting(false);
      setMessage({ success: t('verification.email.saved') });
    },
    onFailed: (e) => setMessage({ error: errorMessage(e, text('saveEmailFailed')) }),
  });

  const saveEmail = () => {
    const invalid = emailSaveError(draft);
    if (invalid) return setMessage({ error: text(invalid) });
    save.start(draft.trim());
  };
  const sendCode = (isResend: boolean) => {
    if (!email) return setMessage({ error: text('emailMissing') });
    request.mutate(undefined, {
      onSuccess: (sent) => {
        setAwaiting(true);
        setOtp('');
        setMessage({
          success: (
            <Trans id="verification.email.codeSent" values={{ sentTo: sent.sentTo }} components={{ 0: <bdi /> }} />
          ),
        });
      },
      onError: (e) =>
        setMessage({ error: errorMessage(e, text(isResend ? 'resendEmailFailed' : 'emailVerificationFailed')) }),
    });
  };
  const submitCode = () => {
    if (!otp.trim()) return setMessage({ error: text('enterEmailOtp') });
    verify.mutate(otp.trim(), {
      onSuccess: () => {
        setAwaiting(false);
        setOtp('');
        setMessage({ success: t('verification.email.verified') });
      },
      onError: (e) => setMessage({ error: errorMessage(e, text('emailVerificationFailed')) }),
    });
  };

  return (
    <VerificationCard
      title={t('verification.email.title')}
      titleId="verify-email-title"
      status={<VerifiedBadge verified={verified} />}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('verification.email.label')}
          type="email"
          dir="ltr"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          autoComplete="email"
        />
        <Button variant="light" onClick={saveEmail} loading={save.isSaving}>
          {t('verification.email.save')}
        </Button>
      </Group>
      <CurrentPasswordModal {...save.modal} />
      {awaiting ? (
        <OtpEntry
          label={t('verification.email.codeLabel')}
          value={otp}
          onChange={setOtp}
          onSubmit={submitCode}
          onResend={() => sendCode(true)}
          isSubmitting={verify.isPending}
          isResending={request.isPending}
        />
      ) : verified ? (
        <Text fz="sm" c="gray.8">
          {t('verification.email.confirmed')}
        </Text>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button onClick={() => sendCode(false)} loading={request.isPending}>
            {t('verification.otp.send')}
          </Button>
        </Stack>
      )}
      <CardMessage {...message} />
    </VerificationCard>
  );
}
