import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import {
  usePublicConfig,
  useRequestCode,
  useSaveContact,
  useVerifyCode,
  useVerifyFirebaseToken,
} from '../api/verification-api';
import { hasUnsavedPhone, isPhoneSendDisabled, phoneSaveError, phoneSendError } from '../lib/contact-rules';
import { type FirebasePhoneSession, openFirebasePhone, RECAPTCHA_CONTAINER_ID } from '../lib/firebase-phone';
import { CardMessage, OtpEntry, VerificationCard, VerifiedBadge } from './verification-parts';

interface PhoneCardProps {
  memberId: string;
  phone: string | null;
  verified: boolean;
  method: 'firebase' | 'code';
}

/** Keeps one Firebase session for the page; the widget is cleared when the member leaves (spec section 2). */
function useFirebaseSession(method: PhoneCardProps['method']) {
  const config = usePublicConfig();
  const session = useRef<FirebasePhoneSession | null>(null);
  useEffect(() => () => session.current?.dispose(), []);
  return async () => {
    const firebase = config.data?.firebase;
    if (method !== 'firebase' || !firebase) throw new Error(VERIFICATION_MESSAGES.phoneSendFailed);
    session.current ??= await openFirebasePhone(firebase);
    return session.current;
  };
}

/**
 * Spec section 2 "Phone": save the number, then idle → awaiting → idle, through Firebase Phone Auth
 * where the site configures it, else our own SMS code. A send failure returns to idle.
 */
export function PhoneCard({ memberId, phone, verified, method }: PhoneCardProps) {
  const [draft, setDraft] = useState(phone ?? '');
  const [otp, setOtp] = useState('');
  const [awaiting, setAwaiting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const save = useSaveContact(memberId);
  const request = useRequestCode('phone');
  const verify = useVerifyCode('phone');
  const verifyToken = useVerifyFirebaseToken();
  const firebase = useFirebaseSession(method);
  const sendState = { saved: phone, edited: draft, isBusy: busy || request.isPending, isAwaiting: awaiting };

  const savePhone = () => {
    const invalid = phoneSaveError(draft);
    if (invalid) return setMessage({ error: invalid });
    save.mutate(
      { phone: draft.trim() },
      {
        onSuccess: () => {
          setAwaiting(false);
          setMessage({ success: 'Phone number saved.' });
        },
        onError: (e) => setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.savePhoneFailed) }),
      },
    );
  };

  const sendCode = async (isResend: boolean) => {
    const blocked = phoneSendError(sendState, isResend);
    if (blocked || !phone) return setMessage({ error: blocked ?? VERIFICATION_MESSAGES.phoneMissing });
    setBusy(true);
    try {
      if (method === 'firebase') await (await firebase()).sendCode(phone);
      else await request.mutateAsync();
      setAwaiting(true);
      setOtp('');
      setMessage({ success: `We sent a 6-digit code to ${phone}.` });
    } catch (e) {
      if (method === 'firebase') (await firebase().catch(() => null))?.resetCaptcha();
      setAwaiting(false);
      const fallback = VERIFICATION_MESSAGES.phoneSendFailed;
      setMessage({
        error:
          e instanceof Error && e.message === VERIFICATION_MESSAGES.captchaMissing
            ? e.message
            : errorMessage(e, fallback),
      });
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async () => {
    if (!otp.trim()) return setMessage({ error: VERIFICATION_MESSAGES.enterPhoneOtp });
    setBusy(true);
    try {
      if (method === 'firebase') {
        const session = await firebase();
        await verifyToken.mutateAsync(await session.confirm(otp.trim()));
        await session.signOut();
      } else {
        await verify.mutateAsync(otp.trim());
      }
      setAwaiting(false);
      setOtp('');
      setMessage({ success: 'Your phone number is verified.' });
    } catch (e) {
      setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.phoneVerificationFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <VerificationCard title="Phone" titleId="verify-phone-title" status={<VerifiedBadge verified={verified} />}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Phone number"
          type="tel"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          description="Use your country code, for example +91 98765 43210."
          style={{ flex: '1 1 240px' }}
          autoComplete="tel"
        />
        <Button variant="light" onClick={savePhone} loading={save.isPending}>
          Save Phone
        </Button>
      </Group>
      {hasUnsavedPhone(sendState) ? (
        <Text fz="sm" c="gold.9">
          Save the edited number before asking for a code.
        </Text>
      ) : null}
      {awaiting ? (
        <OtpEntry
          label="Code from the text message"
          value={otp}
          onChange={setOtp}
          onSubmit={() => void submitCode()}
          onResend={() => void sendCode(true)}
          isSubmitting={busy}
          isResending={request.isPending}
          resendDisabled={isPhoneSendDisabled(sendState)}
        />
      ) : verified && !hasUnsavedPhone(sendState) ? (
        <Text fz="sm" c="gray.8">
          This number is confirmed. Changing it will ask you to verify again.
        </Text>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button onClick={() => void sendCode(false)} disabled={isPhoneSendDisabled(sendState)} loading={busy}>
            Send OTP
          </Button>
        </Stack>
      )}
      {/* Firebase's invisible reCAPTCHA renders here (spec section 2). */}
      <div id={RECAPTCHA_CONTAINER_ID} />
      <CardMessage {...message} />
    </VerificationCard>
  );
}
