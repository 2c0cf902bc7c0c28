import type { ConversationChange, InboxResponse, InterestEvent, MessageEvent } from '@mithaq/contracts/messaging';
import { MESSAGE_MAX_LENGTH } from '@mithaq/contracts/messaging-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import {
  createCouple,
  listen,
  makePremium,
  messagesApi,
  type StreamReader as Reader,
  StreamReader,
  sendOk,
  startSecondInstance,
} from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';

const t = useTestApp({}, { stream: { sessionCheckMs: 200, heartbeatMs: 300 } });
const api = messagesApi(t);
const profiles = profileApi(t);
let baseUrl = '';
const open: Reader[] = [];

beforeAll(async () => {
  baseUrl = await listen(t.app);
});
afterAll(() => {
  for (const s of open) s.close();
});

async function stream(member: Parameters<typeof StreamReader.open>[1], url = baseUrl): Promise<Reader> {
  const s = await StreamReader.open(url, member);
  open.push(s);
  expect(s.status).toBe(200);
  // The first event is the conversation list; after it the stream is registered for live events.
  await s.next('inbox');
  return s;
}

const isMessage = (content: string) => (e: MessageEvent) => e.message.content === content;

describe('GET /api/messages/stream', () => {
  it('needs a bearer session and never takes the token from the URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/stream' })).statusCode).toBe(401);
    const man = await createMan(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/messages/stream?token=${man.token}` });
    expect(res.statusCode).toBe(401);
  });

  it('starts with the conversation list, as an event-stream that is never cached', async () => {
    const { man, woman } = await createCouple(t);
    const res = await fetch(`${baseUrl}/api/messages/stream`, { headers: man.auth });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
    const s = await stream(man);
    const inbox = await s.next<InboxResponse>('inbox');
    expect(inbox.conversations.map((c) => c.user._id)).toEqual([woman.id]);
    expect(s.raw.startsWith('retry: 5000\n\n')).toBe(true);
  });

  it('delivers a message live to the receiver and tells the sender it was delivered, then read', async () => {
    const { man, woman } = await createCouple(t);
    const [his, hers] = [await stream(man), await stream(woman)];
    const sent = await sendOk(api, man, woman, 'Live salaam');

    const arrived = await hers.next<MessageEvent>('message', isMessage('Live salaam'));
    expect(arrived).toMatchObject({ userId: man.id, message: { _id: sent._id, sender: man.id, locked: false } });
    // The changed conversation, not the whole inbox: the new preview and her unread count.
    const change = await hers.next<ConversationChange>('conversation', (c) => c.userId === man.id);
    expect(change).toMatchObject({ lastMessage: { _id: sent._id, content: 'Live salaam' }, unreadCount: 1 });
    const own = await his.next<ConversationChange>('conversation', (c) => c.userId === woman.id);
    expect(own.lastMessage?.content).toBe('Live salaam');
    expect(own.unreadCount).toBeUndefined();

    const delivered = await his.next<MessageEvent>(
      'message',
      (e) => e.message._id === sent._id && !!e.message.deliveredAt,
    );
    expect(delivered.userId).toBe(woman.id);
    await api.thread(woman, man.id);
    const read = await his.next<MessageEvent>('message', (e) => e.message._id === sent._id && !!e.message.readAt);
    expect(read.message.readBy).toEqual([woman.id]);
    // Her other tabs drop the badge.
    await hers.next<ConversationChange>('conversation', (c) => c.userId === man.id && c.unreadCount === 0);
  });

  it('tells every sender, in one batch, when an inbox fetch delivers their messages', async () => {
    const woman = await createWoman(t);
    const [a, b] = [await createMan(t), await createMan(t)];
    for (const man of [a, b]) {
      await profiles.send(man, woman.id);
      await profiles.accept(woman, man.id);
      await makePremium(t, man);
    }
    const [fromA, fromB] = [await sendOk(api, a, woman, 'From A'), await sendOk(api, b, woman, 'From B')];
    const [streamA, streamB] = [await stream(a), await stream(b)];
    await api.inbox(woman);
    await streamA.next<MessageEvent>('message', (e) => e.message._id === fromA._id && !!e.message.deliveredAt);
    await streamB.next<MessageEvent>('message', (e) => e.message._id === fromB._id && !!e.message.deliveredAt);
  });

  it('updates every open tab of a member', async () => {
    const { man, woman } = await createCouple(t);
    const [tab1, tab2] = [await stream(woman), await stream(woman)];
    await sendOk(api, man, woman, 'To both tabs');
    await tab1.next('message', isMessage('To both tabs'));
    await tab2.next('message', isMessage('To both tabs'));
  });

  it('sends a free member the fact of a message, never its content', async () => {
    const secret = 'SECRET-stream-4c1e-account-number';
    const { man, woman } = await createCouple(t, { woman: false });
    const hers = await stream(woman);
    await sendOk(api, man, woman, secret);
    const event = await hers.next<MessageEvent>('message', (e) => e.userId === man.id);
    expect(event.message).toMatchObject({ content: null, locked: true });
    const change = await hers.next<ConversationChange>('conversation', (c) => c.userId === man.id);
    expect(change).toMatchObject({ lastMessage: { content: null, locked: true }, unreadCount: 1 });
    await api.thread(woman, man.id);
    await sendOk(api, man, woman, `${secret} again`);
    await hers.next<MessageEvent>('message', (e) => e.message._id !== event.message._id);
    expect(hers.raw).not.toContain(secret);
    expect(hers.raw).not.toContain('SECRET');
  });

  it('carries the longest message of the widest characters live, whole', async () => {
    const { man, woman } = await createCouple(t);
    const hers = await stream(woman);
    // Three UTF-8 bytes a character, and quotes JSON escapes: the largest event a message can make.
    const longest = 'क"'.repeat(MESSAGE_MAX_LENGTH / 2);
    const sent = await sendOk(api, man, woman, longest);
    const event = await hers.next<MessageEvent>('message', (e) => e.message._id === sent._id);
    expect(event.message.content).toBe(longest);
  });

  it('tells both members of interests sent, accepted and declined, and brings a new match into the inbox', async () => {
    const man = await createMan(t);
    const [woman, other] = [await createWoman(t), await createWoman(t)];
    await makePremium(t, man);
    const [his, hers, others] = [await stream(man), await stream(woman), await stream(other)];

    await profiles.send(man, woman.id);
    expect(await hers.next<InterestEvent>('interest')).toEqual({ action: 'sent', userId: man.id });
    expect(await his.next<InterestEvent>('interest')).toEqual({ action: 'sent', userId: woman.id });
    await profiles.accept(woman, man.id);
    await his.next<InterestEvent>('interest', (e) => e.action === 'accepted' && e.userId === woman.id);
    const inbox = await his.next<InboxResponse>('inbox', (i) => i.conversations.length === 1);
    expect(inbox.conversations[0]).toMatchObject({ user: { _id: woman.id }, lastMessage: null });

    await profiles.send(other, man.id);
    await profiles.decline(man, other.id);
    await others.next<InterestEvent>('interest', (e) => e.action === 'declined' && e.userId === man.id);
  });

  it('shows a block and an unblock in both inboxes at once', async () => {
    const { man, woman } = await createCouple(t);
    const [his, hers] = [await stream(man), await stream(woman)];
    await profiles.block(woman, man.id);
    await his.next<InboxResponse>('inbox', (i) => i.conversations[0]?.blockedMe === true);
    await hers.next<InboxResponse>('inbox', (i) => i.conversations[0]?.blockedByMe === true);
    await profiles.unblock(woman, man.id);
    await his.next<InboxResponse>('inbox', (i) => i.conversations[0]?.blockedMe === false);
  });

  it('keeps idle streams open with a heartbeat comment', async () => {
    const man = await createMan(t);
    const s = await stream(man);
    await expect.poll(() => s.raw.includes(': heartbeat\n\n'), { timeout: 5_000 }).toBe(true);
  });

  it('closes the streams of a session that signs out, within seconds', async () => {
    const man = await createMan(t);
    const s = await stream(man);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: man.auth });
    await s.ended(5_000);
  });
});

describe('two app instances on one database', () => {
  it('delivers a message sent through one instance to a stream held by the other', async () => {
    const second = await startSecondInstance(t);
    try {
      const secondUrl = await listen(second.app);
      const { man, woman } = await createCouple(t);
      const hers = await stream(woman, secondUrl);
      const sent = await sendOk(api, man, woman, 'Across instances');
      const event = await hers.next<MessageEvent>('message', isMessage('Across instances'));
      expect(event.message._id).toBe(sent._id);
      // The other direction: sent through the second instance, received on the first.
      const his = await stream(man);
      await sendOk(messagesApi(second), woman, man, 'And back');
      await his.next('message', isMessage('And back'));
    } finally {
      await second.close();
    }
  });
});
