/**
 * Refusals that keep throwaway and duplicate accounts out (docs/decisions/0066-catching-scammers-early.md):
 * a disposable email address at registration or on an email change, and a phone number already verified
 * on another active account.
 */
export const ACCOUNT_CHECK_MESSAGES = {
  disposableEmail:
    'Please use a permanent email address. Addresses from temporary or disposable email services cannot be used.',
  phoneVerifiedElsewhere:
    'This phone number is already verified on another account. If it is yours, please contact our support team.',
} as const;
