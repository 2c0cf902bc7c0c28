import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import { MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';
import { describe, expect, it } from 'vitest';
import { decideCanSend, type SendFacts } from './send-rules.js';

const allowed: SendFacts = {
  senderIsPremium: true,
  receiverIsActive: true,
  isMatched: true,
  blockedByMe: false,
  blockedMe: false,
  firstMessageNeedsVerification: false,
};

describe('decideCanSend', () => {
  it('allows an active premium member to message an active match with no block', () => {
    expect(decideCanSend(allowed)).toEqual({ canSend: true, reason: null });
  });

  it.each([
    [{ senderIsPremium: false }, MESSAGING_MESSAGES.upgradeToSend],
    [{ isMatched: false }, MESSAGING_MESSAGES.matchesOnly],
    [{ receiverIsActive: false }, MESSAGING_MESSAGES.matchesOnly],
    [{ blockedByMe: true }, MESSAGING_MESSAGES.youBlocked],
    [{ blockedMe: true }, MESSAGING_MESSAGES.blockedYou],
    [{ blockedByMe: true, blockedMe: true }, MESSAGING_MESSAGES.youBlocked],
    [{ senderIsPremium: false, blockedMe: true }, MESSAGING_MESSAGES.upgradeToSend],
    [{ isMatched: false, blockedMe: true }, MESSAGING_MESSAGES.matchesOnly],
    [{ firstMessageNeedsVerification: true }, CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly],
    [{ firstMessageNeedsVerification: true, blockedMe: true }, MESSAGING_MESSAGES.blockedYou],
  ] as [Partial<SendFacts>, string][])('refuses %o with the reason', (change, reason) => {
    expect(decideCanSend({ ...allowed, ...change })).toEqual({ canSend: false, reason });
  });
});
