import type { ConversationSummary, InboxResponse } from '@mithaq/contracts/messaging';
import { describe, expect, it } from 'vitest';
import { conversationSummary } from './conversation-fixture';
import { applyConversationChange } from './inbox-patch';

const AISHA = '00000000-0000-4000-8000-000000000002';
const BILAL = '00000000-0000-4000-8000-000000000003';
const ME = '00000000-0000-4000-8000-000000000001';

const summary = (userId: string, overrides: Partial<ConversationSummary> = {}) =>
  conversationSummary(userId, 'Member', { lastActivityAt: '2026-11-20T10:00:00.000Z', ...overrides });

const lastMessage = (createdAt: string, content: string | null = 'Salaam') => ({
  _id: `00000000-0000-4000-8000-${createdAt.slice(-7, -1).replace('.', '0').padStart(12, '0')}`,
  content,
  locked: content === null,
  sender: AISHA,
  createdAt,
});

const inbox: InboxResponse = {
  conversations: [
    summary(BILAL, { lastActivityAt: '2026-11-22T09:00:00.000Z', unreadCount: 2, unreadMessages: true }),
    summary(AISHA, { lastActivityAt: '2026-11-21T09:00:00.000Z' }),
  ],
  unreadCount: 2,
};

describe('applyConversationChange', () => {
  it('moves the conversation with a new message to the top and recounts the badge', () => {
    const at = '2026-11-23T08:00:00.000Z';
    const next = applyConversationChange(inbox, {
      userId: AISHA,
      lastMessage: lastMessage(at),
      lastActivityAt: at,
      unreadCount: 1,
      latestUnreadAt: at,
    });
    expect(next?.conversations.map((c) => c.user._id)).toEqual([AISHA, BILAL]);
    expect(next?.conversations[0]).toMatchObject({ unreadCount: 1, unreadMessages: true, latestUnreadAt: at });
    expect(next?.conversations[0]?.lastMessage?.content).toBe('Salaam');
    expect(next?.unreadCount).toBe(3);
    expect(inbox.conversations[0]?.user._id).toBe(BILAL);
  });

  it("leaves the unread count alone when the change does not carry one (the sender's own message)", () => {
    const at = '2026-11-23T08:00:00.000Z';
    const mine = { ...lastMessage(at), sender: ME };
    const next = applyConversationChange(inbox, { userId: BILAL, lastMessage: mine, lastActivityAt: at });
    expect(next?.conversations[0]).toMatchObject({ unreadCount: 2, lastActivityAt: at });
    expect(next?.unreadCount).toBe(2);
  });

  it('clears the unread count when the conversation was read on another device', () => {
    const next = applyConversationChange(inbox, { userId: BILAL, unreadCount: 0, latestUnreadAt: null });
    expect(next?.conversations[0]).toMatchObject({ unreadCount: 0, unreadMessages: false, latestUnreadAt: null });
    expect(next?.unreadCount).toBe(0);
  });

  it('never lets an older message replace a newer preview', () => {
    const newer = summary(AISHA, {
      lastMessage: lastMessage('2026-11-23T08:00:00.000Z', 'newer'),
      lastActivityAt: '2026-11-23T08:00:00.000Z',
    });
    const old = '2026-11-23T07:59:59.000Z';
    const next = applyConversationChange(
      { conversations: [newer], unreadCount: 0 },
      { userId: AISHA, lastMessage: lastMessage(old, 'older'), lastActivityAt: old },
    );
    expect(next?.conversations[0]?.lastMessage?.content).toBe('newer');
    expect(next?.conversations[0]?.lastActivityAt).toBe('2026-11-23T08:00:00.000Z');
  });

  it('asks for the whole inbox when the conversation is not listed yet', () => {
    expect(applyConversationChange(inbox, { userId: ME, unreadCount: 1 })).toBeUndefined();
  });
});
