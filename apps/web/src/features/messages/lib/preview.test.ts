import type { ConversationSummary } from '@mithaq/contracts/messaging';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';
import { describe, expect, it } from 'vitest';
import { conversationSummary } from './conversation-fixture';
import { conversationPreview, displayName } from './preview';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';

const conversation = (overrides: Partial<ConversationSummary> = {}) =>
  conversationSummary(THEM, 'Yusuf Khan', overrides);

const last = (sender: string, content: string | null, locked = false) => ({
  _id: '00000000-0000-4000-8000-0000000000aa',
  sender,
  content,
  locked,
  createdAt: '2024-10-01T10:00:00.000Z',
});

describe('conversationPreview', () => {
  it('invites a first message when there is none', () => {
    expect(conversationPreview(conversation(), ME, true)).toEqual({ kind: 'start', content: null });
  });

  it('does not invite a free viewer, who cannot send, to start', () => {
    // The inbox item then says 'No messages yet.' rather than 'Start the conversation'.
    expect(conversationPreview(conversation(), ME, false)).toEqual({ kind: 'start', content: null });
  });

  it("hides the other party's message from a viewer without premium", () => {
    const c = conversation({ lastMessage: last(THEM, null, true), unreadCount: 1, unreadMessages: true });
    expect(conversationPreview(c, ME, false)).toEqual({ kind: 'locked', content: null });
  });

  it('never shows content to a free viewer, even if some arrived', () => {
    const c = conversation({ lastMessage: last(THEM, 'Salaam') });
    expect(conversationPreview(c, ME, false)).toEqual({ kind: 'locked', content: null });
  });

  it("shows a free viewer's own last message", () => {
    const c = conversation({ lastMessage: last(ME, 'Salaam, how are you?') });
    expect(conversationPreview(c, ME, false)).toEqual({ kind: 'own', content: 'Salaam, how are you?' });
  });

  it("prefixes an unread message with 'New: '", () => {
    const c = conversation({ lastMessage: last(THEM, 'Assalamu alaikum'), unreadCount: 2, unreadMessages: true });
    expect(conversationPreview(c, ME, true)).toEqual({ kind: 'unread', content: 'Assalamu alaikum' });
  });

  it('shows a read message as it is, on one line', () => {
    const c = conversation({ lastMessage: last(THEM, 'Line one\n\nline   two') });
    expect(conversationPreview(c, ME, true)).toEqual({ kind: 'received', content: 'Line one line two' });
  });

  it('marks a conversation with a deactivated member as unavailable', () => {
    const c = conversation({ available: false, user: { _id: THEM, fullName: null, photoUrl: null, trust: NO_TRUST } });
    expect(conversationPreview(c, ME, true).kind).toBe('unavailable');
  });
});

describe('displayName', () => {
  it("falls back to 'Member'", () => {
    expect(displayName(null, 'Member')).toBe('Member');
    expect(displayName('  ', 'Member')).toBe('Member');
    expect(displayName('Amina', 'Member')).toBe('Amina');
  });
});
