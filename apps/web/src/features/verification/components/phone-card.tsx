import { Trans } from '@lingui/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type CodeSent, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePublicConfig, useRequestCode, useVerifyCode, useVerifyFirebaseToken } from '../api/verification-api';
import { useContactSave } from '../hooks/use-contact-save';
import {
  hasUnsavedPhone,
  isPhoneSendDisabled,
  phoneSaveError,
  phoneSendError,
  type VerificationMessageKey,
} from '../lib/contact-rules';
import { type FirebasePhoneSession, openFirebasePhone, RECAPTCHA_CONTAINER_ID } from '../lib/firebase-phone';
import { CurrentPasswordModal } from './current-password-modal';
import { pendingCodeMessage } from './pending-code';
import { CardMessage, type CardMessageProps, OtpEntry, VerificationCard, VerifiedBadge } from './verification-parts';

interface PhoneCardProps {
  memberId: string;
  phone: string | null;
  verified: boolean;
  method: 'firebase' | 'code';
  /** The SMS code already sent that still works (status `phoneCode`): the code box opens with it. */
  pendingCode: CodeSent | null;
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
export function PhoneCard({ memberId, phone, verified, method, pendingCode }: PhoneCardProps) {
  const t = useT();
  const [draft, setDraft] = useState(phone ?? '');
  const [otp, setOtp] = useState('');
  const [awaiting, setAwaiting] = useState(pendingCode !== null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CardMessageProps>(() => pendingCodeMessage(pendingCode));
  const request = useRequestCode('phone');
  const verify = useVerifyCode('phone');
  const verifyToken = useVerifyFirebaseToken();
  const firebase = useFirebaseSession(method);
  const text = (key: VerificationMessageKey) => t(`verification.message.${key}`);
  const sendState = { saved: phone, edited: draft, isBusy: busy || request.isPending, isAwaiting: awaiting };

  const save = useContactSave(memberId, 'phone', phone, {
    onSaved: () => {
      setAwaiting(false);
      setMessage({ success: t('verification.phone.saved') });
    },
    onFailed: (e) => setMessage({ error: errorMessage(e, text('savePhoneFailed')) }),
  });

  const savePhone = () => {
    const invalid = phoneSaveError(draft);
    if (invalid) return setMessage({ error: text(invalid) });
    save.start(draft.trim());
  };

  const sendCode = async (isResend: boolean) => {
    const blocked = phoneSendError(sendState, isResend);
    if (blocked || !phone) return setMessage({ error: text(blocked ?? 'phoneMissing') });
    setBusy(true);
    try {
      if (method === 'firebase') await (await firebase()).sendCode(phone);
      else await request.mutateAsync();
      setAwaiting(true);
      setOtp('');
      setMessage({
        success: <Trans id="verification.phone.codeSent" values={{ phone }} components={{ 0: <bdi dir="ltr" /> }} />,
      });
    } catch (e) {
      if (method === 'firebase') (await firebase().catch(() => null))?.resetCaptcha();
      setAwaiting(false);
      setMessage({
        error:
          e instanceof Error && e.message === VERIFICATION_MESSAGES.captchaMissing
            ? text('captchaMissing')
            : errorMessage(e, text('phoneSendFailed')),
      });
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async () => {
    if (!otp.trim()) return setMessage({ error: text('enterPhoneOtp') });
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
      setMessage({ success: t('verification.phone.verified') });
    } catch (e) {
      setMessage({ error: errorMessage(e, text('phoneVerificationFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <VerificationCard
      title={t('verification.phone.title')}
      titleId="verify-phone-title"
      status={<VerifiedBadge verified={verified} />}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('verification.phone.label')}
          type="tel"
          dir="ltr"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          description={<Trans id="verification.phone.hint" components={{ 0: <bdi dir="ltr" /> }} />}
          style={{ flex: '1 1 240px' }}
          autoComplete="tel"
        />
        <Button variant="light" onClick={savePhone} loading={save.isSaving}>
          {t('verification.phone.save')}
        </Button>
      </Group>
      <CurrentPasswordModal {...save.modal} />
      {hasUnsavedPhone(sendState) ? (
        <Text fz="sm" c="gold.9">
          {t('verification.phone.unsaved')}
        </Text>
      ) : null}
      {awaiting ? (
        <OtpEntry
          label={t('verification.phone.codeLabel')}
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
          {t('verification.phone.confirmed')}
        </Text>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button onClick={() => void sendCode(false)} disabled={isPhoneSendDisabled(sendState)} loading={busy}>
            {t('verification.otp.send')}
          </Button>
        </Stack>
      )}
      {/* Firebase's invisible reCAPTCHA renders here (spec section 2). */}
      <div id={RECAPTCHA_CONTAINER_ID} />
      <CardMessage {...message} />
    </VerificationCard>
  );
}
