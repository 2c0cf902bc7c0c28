import { Anchor } from '@mantine/core';
import { VERIFICATION_PATH } from '@mithaq/contracts/trust-tier';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from './api-client';

/**
 * A refusal that verifying lifts (docs/decisions/0066-catching-scammers-early.md): a daily limit
 * lowered until the member verifies a phone, ID or selfie, or a member who takes contact only from
 * members with a verified ID or selfie.
 */
export function isVerificationRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'VERIFY_TO_SEND_MORE' || error.code === 'VERIFIED_MEMBERS_ONLY');
}

/** The server's words, then the way to the Verification Center. */
export function WithVerificationLink({ message, label }: { message: string; label: string }) {
  return (
    <>
      {message}{' '}
      <Anchor component={Link} to={VERIFICATION_PATH} fz="inherit" fw={600} c="emerald.9" underline="always">
        {label}
      </Anchor>
    </>
  );
}

/** The message as it is, or with the link when verifying would lift the refusal. */
export function withVerificationLink(error: unknown, message: string, label: string): ReactNode {
  return isVerificationRefusal(error) ? <WithVerificationLink message={message} label={label} /> : message;
}
