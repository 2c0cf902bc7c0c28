import { Trans } from '@lingui/react';
import type { CodeSent } from '@mithaq/contracts/verification';
import type { CardMessageProps } from './verification-parts';

/**
 * A card opened while a code it sent still works (the status's `emailCode`/`phoneCode`, after a
 * reload): it starts with the code box open and says so, rather than making the member wait out
 * the resend minute for a code they already hold.
 */
export function pendingCodeMessage(code: CodeSent | null): CardMessageProps {
  if (!code) return {};
  return {
    success: (
      <Trans id="verification.otp.stillValid" values={{ sentTo: code.sentTo }} components={{ 0: <bdi dir="ltr" /> }} />
    ),
  };
}
