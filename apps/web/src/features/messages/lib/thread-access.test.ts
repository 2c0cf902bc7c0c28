import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import { MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';
import { describe, expect, it } from 'vitest';
import { composerBlocker, emptyThreadNote } from './thread-access';

const premium = { canRead: true, canSend: true, cannotSendReason: null, blockedByMe: false, blockedMe: false };
const free = { ...premium, canRead: false, canSend: false, cannotSendReason: MESSAGING_MESSAGES.upgradeToSend };
const notMatched = { ...premium, canSend: false, cannotSendReason: MESSAGING_MESSAGES.matchesOnly };
const verifiedOnly = {
  ...premium,
  canSend: false,
  cannotSendReason: CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly,
};

describe('composerBlocker', () => {
  it('puts the member’s own block first, then the other’s, then premium, then other reasons', () => {
    expect(composerBlocker(premium)).toBeNull();
    expect(composerBlocker({ ...free, blockedByMe: true, blockedMe: true })).toBe('blockedByMe');
    expect(composerBlocker({ ...free, blockedMe: true })).toBe('blockedMe');
    expect(composerBlocker(free)).toBe('premium');
    expect(composerBlocker({ ...premium, canRead: false })).toBe('premium');
    expect(composerBlocker(notMatched)).toBe('other');
  });

  it('tells a member held back by the other’s contact privacy to verify, after blocks and premium', () => {
    expect(composerBlocker(verifiedOnly)).toBe('verify');
    expect(composerBlocker({ ...verifiedOnly, blockedMe: true })).toBe('blockedMe');
    expect(emptyThreadNote(verifiedOnly)).toBe('none');
  });
});

describe('emptyThreadNote', () => {
  it('invites only a member who can send to say salaam', () => {
    expect(emptyThreadNote(premium)).toBe('salaam');
  });

  it('shows a free member the way to Premium instead', () => {
    expect(emptyThreadNote(free)).toBe('upgrade');
  });

  it('says nothing more when a block or another reason stops sending', () => {
    expect(emptyThreadNote({ ...premium, blockedByMe: true })).toBe('none');
    expect(emptyThreadNote({ ...free, blockedMe: true })).toBe('none');
    expect(emptyThreadNote(notMatched)).toBe('none');
  });
});
