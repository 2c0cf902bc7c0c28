import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRequestCode, useSaveContact, useVerifyCode } from '../api/verification-api';
import { emailSaveError } from '../lib/contact-rules';
import { CardMessage, OtpEntry, VerificationCard, VerifiedBadge } from './verification-parts';

/** Spec section 2 "Email": save the address, then idle → awaiting (code sent) → idle (verified). */
export function EmailCard({ memberId, email, verified }: { memberId: string; email: string; verified: boolean }) {
  const [draft, setDraft] = useState(email);
  const [otp, setOtp] = useState('');
  const [awaiting, setAwaiting] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const save = useSaveContact(memberId);
  const request = useRequestCode('email');
  const verify = useVerifyCode('email');

  const saveEmail = () => {
    const invalid = emailSaveError(draft);
    if (invalid) return setMessage({ error: invalid });
    save.mutate(
      { email: draft.trim() },
      {
        onSuccess: () => {
          setAwaiting(false);
          setMessage({ success: 'Email saved.' });
        },
        onError: (e) => setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.saveEmailFailed) }),
      },
    );
  };
  const sendCode = (isResend: boolean) => {
    if (!email) return setMessage({ error: VERIFICATION_MESSAGES.emailMissing });
    request.mutate(undefined, {
      onSuccess: (sent) => {
        setAwaiting(true);
        setOtp('');
        setMessage({ success: `We sent a 6-digit code to ${sent.sentTo}. It expires in 10 minutes.` });
      },
      onError: (e) =>
        setMessage({
          error: errorMessage(
            e,
            isResend ? VERIFICATION_MESSAGES.resendEmailFailed : VERIFICATION_MESSAGES.emailVerificationFailed,
          ),
        }),
    });
  };
  const submitCode = () => {
    if (!otp.trim()) return setMessage({ error: VERIFICATION_MESSAGES.enterEmailOtp });
    verify.mutate(otp.trim(), {
      onSuccess: () => {
        setAwaiting(false);
        setOtp('');
        setMessage({ success: 'Your email is verified.' });
      },
      onError: (e) => setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.emailVerificationFailed) }),
    });
  };

  return (
    <VerificationCard title="Email" titleId="verify-email-title" status={<VerifiedBadge verified={verified} />}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Email address"
          type="email"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          autoComplete="email"
        />
        <Button variant="light" onClick={saveEmail} loading={save.isPending}>
          Save Email
        </Button>
      </Group>
      {awaiting ? (
        <OtpEntry
          label="Code from your email"
          value={otp}
          onChange={setOtp}
          onSubmit={submitCode}
          onResend={() => sendCode(true)}
          isSubmitting={verify.isPending}
          isResending={request.isPending}
        />
      ) : verified ? (
        <Text fz="sm" c="gray.8">
          This address is confirmed. Changing it will ask you to verify again.
        </Text>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button onClick={() => sendCode(false)} loading={request.isPending}>
            Send OTP
          </Button>
        </Stack>
      )}
      <CardMessage {...message} />
    </VerificationCard>
  );
}
