import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import type { ThreadResponse } from '@mithaq/contracts/messaging';
import { MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';

type ThreadAccess = Pick<ThreadResponse, 'canRead' | 'canSend' | 'cannotSendReason' | 'blockedByMe' | 'blockedMe'>;

/** Why the viewer has no composer in this thread, or null when they may write. */
export type ComposerBlocker = 'blockedByMe' | 'blockedMe' | 'premium' | 'verify' | 'other' | null;

/**
 * Spec section 4 "Block" and section 6, in the order the thread shows them: the member's own block
 * first (they can lift it), then the other's, then premium, then the other member's wish for a verified
 * ID or selfie before a first message (docs/decisions/0066-catching-scammers-early.md), then any other
 * reason the server gives.
 */
export function composerBlocker(thread: ThreadAccess): ComposerBlocker {
  if (thread.blockedByMe) return 'blockedByMe';
  if (thread.blockedMe) return 'blockedMe';
  if (!thread.canRead || thread.cannotSendReason === MESSAGING_MESSAGES.upgradeToSend) return 'premium';
  if (thread.cannotSendReason === CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly) return 'verify';
  return thread.canSend ? null : 'other';
}

/**
 * What an empty thread says under 'No messages yet.': an invitation to say salaam only to a member
 * who can send; the way to Premium to a free member; nothing more when something else stops them.
 */
export function emptyThreadNote(thread: ThreadAccess): 'salaam' | 'upgrade' | 'none' {
  const blocker = composerBlocker(thread);
  if (blocker === null) return 'salaam';
  return blocker === 'premium' ? 'upgrade' : 'none';
}
