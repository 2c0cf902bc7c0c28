import type { ConversationSummary, InboxResponse, Message } from '@mithaq/contracts/messaging';
import { describe, expect, it, vi } from 'vitest';
import { routeStreamEvent } from '../../../lib/live/live-events';
import { conversationSummary } from './conversation-fixture';
import { threadsToRefresh } from './stream-events';

const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';

const message: Message = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  sender: THEM,
  receiver: ME,
  content: 'Salaam',
  locked: false,
  createdAt: '2024-10-01T10:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  readBy: [],
};

const summary = (userId: string, overrides: Partial<ConversationSummary> = {}) =>
  conversationSummary(userId, 'Yusuf', overrides);

const inbox: InboxResponse = { conversations: [summary(THEM)], unreadCount: 0 };

function handlers() {
  return {
    onInbox: vi.fn(),
    onConversation: vi.fn(),
    onMessage: vi.fn(),
    onInterest: vi.fn(),
    onSupport: vi.fn(),
    onNotification: vi.fn(),
  };
}

describe('routeStreamEvent', () => {
  it('routes each kind to its handler with the parsed data', () => {
    const h = handlers();
    expect(routeStreamEvent({ event: 'inbox', data: JSON.stringify(inbox), id: '' }, h)).toBe(true);
    expect(h.onInbox).toHaveBeenCalledWith(inbox);
    const change = { userId: THEM, unreadCount: 0, latestUnreadAt: null };
    expect(routeStreamEvent({ event: 'conversation', data: JSON.stringify(change), id: '' }, h)).toBe(true);
    expect(h.onConversation).toHaveBeenCalledWith(change);
    routeStreamEvent({ event: 'message', data: JSON.stringify({ userId: THEM, message }), id: '' }, h);
    expect(h.onMessage).toHaveBeenCalledWith({ userId: THEM, message });
    routeStreamEvent({ event: 'interest', data: JSON.stringify({ action: 'accepted', userId: THEM }), id: '' }, h);
    expect(h.onInterest).toHaveBeenCalledWith({ action: 'accepted', userId: THEM });
    const ticketId = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    routeStreamEvent({ event: 'support', data: JSON.stringify({ ticketId }), id: '' }, h);
    expect(h.onSupport).toHaveBeenCalledWith({ ticketId });
    routeStreamEvent({ event: 'notification', data: JSON.stringify({ unreadCount: 3 }), id: '' }, h);
    expect(h.onNotification).toHaveBeenCalledWith({ unreadCount: 3 });
  });

  it('ignores unknown kinds, bad JSON and data that breaks the contract', () => {
    const h = handlers();
    expect(routeStreamEvent({ event: 'moderation', data: '{}', id: '' }, h)).toBe(false);
    expect(routeStreamEvent({ event: 'inbox', data: '{not json', id: '' }, h)).toBe(false);
    expect(routeStreamEvent({ event: 'interest', data: '{"action":"waved","userId":"x"}', id: '' }, h)).toBe(false);
    expect(routeStreamEvent({ event: 'notification', data: '{"unreadCount":"many"}', id: '' }, h)).toBe(false);
    expect(h.onNotification).not.toHaveBeenCalled();
    expect(h.onInbox).not.toHaveBeenCalled();
    expect(h.onInterest).not.toHaveBeenCalled();
  });
});

describe('threadsToRefresh', () => {
  const open = { blockedByMe: false, blockedMe: false };

  it('names cached threads whose block state changed', () => {
    const next = { conversations: [summary(THEM, { blockedMe: true }), summary(OTHER)], unreadCount: 0 };
    const cache = new Map([
      [THEM, open],
      [OTHER, open],
    ]);
    expect(threadsToRefresh(next, (id) => cache.get(id))).toEqual([THEM]);
  });

  it('names a cached thread whose member became unavailable, and skips uncached ones', () => {
    const next = {
      conversations: [summary(THEM, { available: false }), summary(OTHER, { blockedByMe: true })],
      unreadCount: 0,
    };
    expect(threadsToRefresh(next, (id) => (id === THEM ? open : undefined))).toEqual([THEM]);
  });
});
