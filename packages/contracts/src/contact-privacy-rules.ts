import { hasVerifiedIdOrSelfie, type VerificationFlags } from './trust-tier.js';

/**
 * "Who may contact me" (docs/decisions/0066-catching-scammers-early.md "Who may contact me"), apart from
 * its zod schemas (contact-privacy.ts) so the web's thread can read the texts without zod
 * (docs/decisions/0015-speed-on-a-phone.md). Each switch asks a verified ID or selfie of whoever makes
 * first contact: an interest, or the first message of a conversation. A match or a conversation that
 * already exists is never cut off, and the member may always write first herself.
 */
export interface ContactPrivacyFlags {
  interestFromVerifiedOnly: boolean;
  messagesFromVerifiedOnly: boolean;
}

type Sender = Pick<VerificationFlags, 'isVerified' | 'photoVerified'>;

/** Whether `sender` may not send `receiver` an interest until they verify an ID or selfie. */
export function interestNeedsVerification(
  sender: Sender,
  receiver: Pick<ContactPrivacyFlags, 'interestFromVerifiedOnly'>,
) {
  return receiver.interestFromVerifiedOnly && !hasVerifiedIdOrSelfie(sender);
}

/** Whether `sender` may not start a conversation with `receiver` until they verify an ID or selfie. */
export function firstMessageNeedsVerification(
  sender: Sender,
  receiver: Pick<ContactPrivacyFlags, 'messagesFromVerifiedOnly'>,
) {
  return receiver.messagesFromVerifiedOnly && !hasVerifiedIdOrSelfie(sender);
}

/** The 403s, and what the thread says instead of the composer. */
export const CONTACT_PRIVACY_MESSAGES = {
  interestVerifiedOnly:
    'This member accepts interest only from members with a verified ID or selfie. Verify your ID or selfie in the Verification Center to send one.',
  firstMessageVerifiedOnly:
    'This member accepts a first message only from members with a verified ID or selfie. Verify your ID or selfie in the Verification Center, or wait for them to write first.',
} as const;
