import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import { MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';

export interface SendFacts {
  senderIsPremium: boolean;
  receiverIsActive: boolean;
  isMatched: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
  /**
   * No conversation yet, and the receiver takes a first message only from members with a verified ID
   * or selfie, which the sender has not (docs/decisions/0066-catching-scammers-early.md).
   */
  firstMessageNeedsVerification: boolean;
}

export type SendDecision = { canSend: true; reason: null } | { canSend: false; reason: string };

/**
 * The one rule for sending (spec sections 4 to 6): an active premium sender, an active matched
 * receiver, no block either way, and a first message only where the receiver's contact privacy allows it. The thread answer and POST both ask it. The sender's own
 * account is active by the time we get here (auth refuses inactive sessions).
 */
export function decideCanSend(facts: SendFacts): SendDecision {
  if (!facts.senderIsPremium) return { canSend: false, reason: MESSAGING_MESSAGES.upgradeToSend };
  if (!facts.isMatched || !facts.receiverIsActive) return { canSend: false, reason: MESSAGING_MESSAGES.matchesOnly };
  // The member's own block comes first: they are the one who can lift it.
  if (facts.blockedByMe) return { canSend: false, reason: MESSAGING_MESSAGES.youBlocked };
  if (facts.blockedMe) return { canSend: false, reason: MESSAGING_MESSAGES.blockedYou };
  if (facts.firstMessageNeedsVerification)
    return { canSend: false, reason: CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly };
  return { canSend: true, reason: null };
}
