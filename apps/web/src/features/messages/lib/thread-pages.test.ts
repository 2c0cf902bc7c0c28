import type { Message, ThreadResponse } from '@mithaq/contracts/messaging';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';
import { describe, expect, it } from 'vitest';
import { heldCopyOf, heldMessagesOf, threadMessages, withOwnMessage, withSentMessage } from './thread-pages';

const message = (id: string): Message => ({
  _id: id,
  sender: 'a',
  receiver: 'b',
  content: id,
  locked: false,
  createdAt: '2024-10-01T10:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  readBy: [],
});

const page = (ids: string[], olderCursor: string | null = null): ThreadResponse => ({
  otherUser: { _id: 'b', fullName: 'B', photoUrl: null, trust: NO_TRUST, city: null, profession: null },
  messages: ids.map(message),
  olderCursor,
  canSend: true,
  cannotSendReason: null,
  blockedByMe: false,
  blockedMe: false,
  canRead: true,
  chaperoned: false,
  chaperone: { byMyGuardian: false, otherMemberName: null, acknowledged: true },
});

describe('threadMessages', () => {
  it('puts older pages first and drops repeats', () => {
    const ids = threadMessages([page(['m3', 'm4', 'm5'], 'c'), page(['m1', 'm2', 'm3'])]).map((m) => m._id);
    expect(ids).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });
});

describe('withSentMessage', () => {
  it('appends to the newest page once', () => {
    const data = { pages: [page(['m2']), page(['m1'])], pageParams: [null, 'c'] };
    const next = withSentMessage(data, message('m3'));
    expect(next?.pages[0]?.messages.map((m) => m._id)).toEqual(['m2', 'm3']);
    expect(next?.pages[1]).toBe(data.pages[1]);
    expect(withSentMessage(next, message('m3'))).toBe(next);
  });

  it('leaves an empty cache alone', () => {
    expect(withSentMessage(undefined, message('m1'))).toBeUndefined();
  });
});

describe('withOwnMessage', () => {
  it('moves the ticks of a loaded message wherever its page is', () => {
    const data = { pages: [page(['m3']), page(['m1', 'm2'])], pageParams: [null, 'c'] };
    const read = { ...message('m2'), deliveredAt: '2024-10-01T10:01:00.000Z', readAt: '2024-10-01T10:02:00.000Z' };
    const next = withOwnMessage(data, read);
    expect(next?.pages[1]?.messages[1]).toEqual(read);
    expect(next?.pages[0]).toEqual(data.pages[0]);
  });

  it('adds a message sent from another device to the newest page', () => {
    const data = { pages: [page(['m1'])], pageParams: [null] };
    expect(withOwnMessage(data, message('m2'))?.pages[0]?.messages.map((m) => m._id)).toEqual(['m1', 'm2']);
  });

  it('leaves a thread that is not loaded alone', () => {
    expect(withOwnMessage(undefined, message('m1'))).toBeUndefined();
  });
});

describe('messages held for review', () => {
  const held = (id: string, content = id): Message => ({ ...message(id), content, held: true });
  const underReview = (ids: string[], heldIds: string[]): ThreadResponse => ({
    ...page(ids),
    underReview: true,
    heldMessages: heldIds.map((id) => held(id)),
  });

  it('are read from the newest page', () => {
    expect(heldMessagesOf([underReview(['m2'], ['h1']), page(['m1'])]).map((m) => m._id)).toEqual(['h1']);
    expect(heldMessagesOf([page(['m1'])])).toEqual([]);
  });

  it('a held send joins the held messages once, not the delivered ones, and puts the thread under review', () => {
    const data = { pages: [page(['m1'])], pageParams: [null] };
    const next = withSentMessage(data, held('h1'));
    expect(next?.pages[0]?.messages.map((m) => m._id)).toEqual(['m1']);
    expect(next?.pages[0]?.heldMessages?.map((m) => m._id)).toEqual(['h1']);
    expect(next?.pages[0]?.underReview).toBe(true);
    expect(withSentMessage(next, held('h1'))).toBe(next);
  });

  it('a released message takes the place of its held copy', () => {
    const data = { pages: [underReview(['m1'], ['h1', 'h2'])], pageParams: [null] };
    const released = { ...message('m9'), content: 'h1' };
    expect(heldCopyOf(data, released)?._id).toBe('h1');
    const next = withOwnMessage(data, released);
    expect(next?.pages[0]?.messages.map((m) => m._id)).toEqual(['m1', 'm9']);
    expect(next?.pages[0]?.heldMessages?.map((m) => m._id)).toEqual(['h2']);
  });

  it('a message that is not a held one leaves them alone', () => {
    const data = { pages: [underReview(['m1'], ['h1'])], pageParams: [null] };
    const other = { ...message('m9'), content: 'something else' };
    expect(heldCopyOf(data, other)).toBeUndefined();
    expect(withOwnMessage(data, other)?.pages[0]?.heldMessages?.map((m) => m._id)).toEqual(['h1']);
    expect(heldCopyOf(data, held('h1'))).toBeUndefined();
  });
});
