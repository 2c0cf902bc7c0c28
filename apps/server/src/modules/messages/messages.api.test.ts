import { ERROR_CATALOGS } from '@mithaq/contracts/error-catalogs';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { InboxResponse } from '@mithaq/contracts/messaging';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE, MESSAGING_MESSAGES } from '@mithaq/contracts/messaging-constants';
import { NO_TRUST } from '@mithaq/contracts/trust-checks';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, messages, rateLimitHits, sessions } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { SESSION_IDLE_LIMIT_MS } from '../auth/auth.service.js';
import { grantMembership } from '../membership/membership.service.js';
import {
  createMan,
  createWoman,
  makeMatch,
  profileApi,
  withoutTrustChecks,
} from '../profiles/profiles.test-helpers.js';
import { insertMessage } from './messages.repo.js';
import { createCouple, messagesApi, sendOk } from './messages.test-helpers.js';

const t = useTestApp();
const api = messagesApi(t);
const profiles = profileApi(t);

const rowsBetween = (a: string) => t.db.select().from(messages).where(eq(messages.senderId, a));

describe('POST /api/messages/:userId', () => {
  it('lets a premium member message a match, trimmed, and answers the message', async () => {
    const { man, woman } = await createCouple(t);
    const res = await api.send(man, woman.id, '  Assalamu alaikum, how was your day?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sender: man.id,
      receiver: woman.id,
      content: 'Assalamu alaikum, how was your day?',
      locked: false,
      deliveredAt: null,
      readAt: null,
      readBy: [],
    });
  });

  it('refuses a free member with 403 and writes nothing', async () => {
    const { man, woman } = await createCouple(t, { man: false });
    const res = await api.send(man, woman.id, 'Salaam');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: MESSAGING_MESSAGES.upgradeToSend });
    expect(await rowsBetween(man.id)).toHaveLength(0);
  });

  it('refuses a lapsed premium member: premium is an active membership', async () => {
    const { man, woman } = await createCouple(t, { man: false });
    await grantMembership(t.db, man.id, 'silver', new Date(Date.now() - 90 * 86_400_000));
    expect((await api.send(man, woman.id, 'Salaam')).statusCode).toBe(403);
    expect((await profiles.me(man)).json()).toMatchObject({ membershipTier: 'free' });
  });

  it.each([
    ['', MESSAGING_MESSAGES.empty],
    ['   \n  ', MESSAGING_MESSAGES.empty],
    ['x'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGING_MESSAGES.tooLong],
    [42, MESSAGING_MESSAGES.empty],
  ])('rejects %j with 400 and a message', async (content, message) => {
    const { man, woman } = await createCouple(t);
    const res = await api.send(man, woman.id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
    expect(await rowsBetween(man.id)).toHaveLength(0);
  });

  it('accepts exactly the longest message, counting characters not bytes', async () => {
    const { man, woman } = await createCouple(t);
    const longest = 'س'.repeat(MESSAGE_MAX_LENGTH);
    expect((await sendOk(api, man, woman, longest)).content).toBe(longest);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then 429 with a message`, async () => {
    const { man, woman } = await createCouple(t);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) await sendOk(api, man, woman, `message ${i}`);
    const res = await api.send(man, woman.id, 'one too many');
    // A minute boundary may fall inside the loop; then the window restarts and this one passes.
    if (res.statusCode !== 201) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: MESSAGING_MESSAGES.tooFast });
    }
  });

  it('stores, queues and announces nothing for a message the rate limit holds back', async () => {
    const { man, woman } = await createCouple(t);
    // The window is full now and in the next minute too, so a boundary between here and the send changes nothing.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await t.db.insert(rateLimitHits).values(
      [minute, minute + 60_000].map((at) => ({
        key: `messages:${man.id}`,
        windowStart: new Date(at),
        hits: MESSAGES_PER_MINUTE,
        lastHitAt: new Date(),
      })),
    );
    const res = await api.send(man, woman.id, 'held back');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: MESSAGING_MESSAGES.tooFast });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsBetween(man.id)).toEqual([]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where key = ${`unread-messages:${woman.id}:${man.id}`}`,
    );
    expect(rows[0]?.n).toBe(0);
    const inbox = (await api.inbox(man)).json() as InboxResponse;
    expect(inbox.conversations[0]?.lastMessage).toBeNull();
  });

  it('queues one unread-messages check per conversation however many messages it holds', async () => {
    const { man, woman } = await createCouple(t);
    for (const text of ['one', 'two', 'three']) await sendOk(api, man, woman, text);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where key = ${`unread-messages:${woman.id}:${man.id}`}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers the same 404 for a non-match, an unknown id, an inactive match and oneself', async () => {
    const { man, woman } = await createCouple(t);
    const stranger = await createWoman(t);
    await grantMembership(t.db, stranger.id, 'gold');
    const unknown = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    const notFound = { code: 'NOT_FOUND', message: MESSAGING_MESSAGES.threadNotFound };
    for (const id of [stranger.id, unknown, man.id]) {
      expect((await api.send(man, id, 'Salaam')).json()).toEqual(notFound);
      expect((await api.thread(man, id)).json()).toEqual(notFound);
      expect((await api.send(stranger, id === stranger.id ? man.id : id, 'Salaam')).statusCode).toBe(404);
    }
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, woman.id));
    expect((await api.send(man, woman.id, 'Salaam')).json()).toEqual(notFound);
    expect((await api.thread(man, woman.id)).json()).toEqual(notFound);
    expect((await api.send(man, 'not-a-uuid', 'Salaam')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const { woman } = await createCouple(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/messages/${woman.id}`, payload: { content: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  // The send reads its session in its own statement (find_send_context): it must refuse what every
  // member route refuses, and keep the session's last use as every member route does.
  it('refuses a forged, revoked, idle or deactivated session with 401 and stores nothing', async () => {
    const expired = { code: 'UNAUTHORIZED', message: MESSAGES.sessionExpired };
    const sendWith = (authorization: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/messages/${to}`,
        headers: { authorization },
        payload: { content: 'x' },
      });
    const forged = await createCouple(t);
    const [sessionId] = forged.man.token.split('.');
    expect((await sendWith(`Bearer ${sessionId}.${'A'.repeat(43)}`, forged.woman.id)).json()).toEqual(expired);

    const revoked = await createCouple(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked.man.auth });
    expect((await api.send(revoked.man, revoked.woman.id, 'Salaam')).json()).toEqual(expired);

    const idle = await createCouple(t);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_LIMIT_MS - 60_000) })
      .where(eq(sessions.memberId, idle.man.id));
    expect((await api.send(idle.man, idle.woman.id, 'Salaam')).json()).toEqual(expired);

    const deactivated = await createCouple(t);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, deactivated.man.id));
    expect((await api.send(deactivated.man, deactivated.woman.id, 'Salaam')).json()).toEqual({
      code: 'UNAUTHORIZED',
      message: MESSAGES.accountDeactivated,
    });

    for (const { man } of [forged, revoked, idle, deactivated]) expect(await rowsBetween(man.id)).toHaveLength(0);
  });

  it("refuses in the sender's saved language, whatever the browser asks for, as every member route does", async () => {
    const { man, woman } = await createCouple(t, { man: false });
    await t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: man.auth, payload: { locale: 'ur' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${woman.id}`,
      headers: { ...man.auth, 'accept-language': 'en' },
      payload: { content: 'Salaam' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: ERROR_CATALOGS.ur['errors.messaging.upgradeToSend'] });
  });

  it("marks the sender's session as used, as every member request does", async () => {
    const { man, woman } = await createCouple(t);
    const longAgo = new Date(Date.now() - 24 * 3_600_000);
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.memberId, man.id));
    expect((await api.send(man, woman.id, 'Salaam')).statusCode).toBe(201);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.memberId, man.id));
    expect(session?.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
  });
});

describe('blocks stop sending and keep the history', () => {
  it('shows each side its own text, refuses both with 403, and lifts on unblock', async () => {
    const { man, woman } = await createCouple(t);
    await sendOk(api, man, woman, 'Before the block');
    expect((await profiles.block(woman, man.id)).statusCode).toBe(200);

    const hers = (await api.thread(woman, man.id)).json();
    expect(hers).toMatchObject({
      canSend: false,
      cannotSendReason: MESSAGING_MESSAGES.youBlocked,
      blockedByMe: true,
      blockedMe: false,
    });
    expect(hers.messages.map((m: { content: string }) => m.content)).toEqual(['Before the block']);
    expect((await api.thread(man, woman.id)).json()).toMatchObject({
      canSend: false,
      cannotSendReason: MESSAGING_MESSAGES.blockedYou,
      blockedByMe: false,
      blockedMe: true,
    });
    expect((await api.send(man, woman.id, 'x')).json()).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGING_MESSAGES.blockedYou,
    });
    expect((await api.send(woman, man.id, 'x')).json()).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGING_MESSAGES.youBlocked,
    });

    const inbox = (await api.inbox(man)).json();
    expect(inbox.conversations).toHaveLength(1);
    expect(inbox.conversations[0]).toMatchObject({ blockedByMe: false, blockedMe: true });

    await profiles.unblock(woman, man.id);
    expect((await api.thread(man, woman.id)).json()).toMatchObject({ canSend: true, cannotSendReason: null });
    await sendOk(api, man, woman, 'After the block');
  });
});

describe('GET /api/messages/inbox', () => {
  it('lists every match, newest activity first, with previews, unread counts and the total', async () => {
    const me = await createMan(t);
    await grantMembership(t.db, me.id, 'platinum');
    const [quiet, chatty, newest] = [await createWoman(t), await createWoman(t), await createWoman(t)];
    for (const w of [quiet, chatty, newest]) await makeMatch(profiles, me, w);
    for (const w of [chatty, newest]) await grantMembership(t.db, w.id, 'gold');
    await sendOk(api, chatty, me, 'First');
    await sendOk(api, chatty, me, 'Second');
    await sendOk(api, newest, me, 'Hello from the newest');

    const res = await api.inbox(me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(3);
    expect(body.conversations.map((c: { user: { _id: string } }) => c.user._id)).toEqual([
      newest.id,
      chatty.id,
      quiet.id,
    ]);
    const [n, c, q] = body.conversations;
    expect(c).toMatchObject({
      user: { _id: chatty.id, fullName: 'Aisha Rahman', photoUrl: null },
      lastMessage: { content: 'Second', locked: false, sender: chatty.id },
      unreadMessages: true,
      unreadCount: 2,
      blockedByMe: false,
      blockedMe: false,
    });
    expect(n.unreadCount).toBe(1);
    expect(q).toMatchObject({ lastMessage: null, unreadMessages: false, unreadCount: 0, latestUnreadAt: null });
    expect(Date.parse(c.latestUnreadAt)).toBeGreaterThan(0);
  });

  it('is empty for a member with no matches', async () => {
    const loner = await createWoman(t);
    expect((await api.inbox(loner)).json()).toEqual({ conversations: [], unreadCount: 0 });
  });

  it("shows a deactivated member as 'Member' with nothing of theirs, and leaves out a deleted one", async () => {
    const { man, woman } = await createCouple(t);
    await sendOk(api, woman, man, 'Words of hers');
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, woman.id));
    const body = (await api.inbox(man)).body;
    expect(body).not.toContain('Words of hers');
    expect(body).not.toContain('Aisha');
    expect(JSON.parse(body).conversations).toEqual([
      expect.objectContaining({
        user: { _id: woman.id, fullName: null, photoUrl: null, trust: NO_TRUST },
        lastMessage: null,
        unreadCount: 0,
        available: false,
      }),
    ]);
    expect(JSON.parse(body).unreadCount).toBe(0);
    await t.db.update(members).set({ accountStatus: 'deleted' }).where(eq(members.id, woman.id));
    expect((await api.inbox(man)).json()).toEqual({ conversations: [], unreadCount: 0 });
  });

  it('marks what reached the device as delivered', async () => {
    const { man, woman } = await createCouple(t);
    const sent = await sendOk(api, man, woman, 'Salaam');
    await api.inbox(woman);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent._id));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.readAt).toBeNull();
  });
});

/** What the inbox must show: each sender's unread messages to `member`, counted from the messages. */
async function unreadFromMessages(member: TestMember): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ senderId: messages.senderId, n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, member.id), isNull(messages.readAt)))
    .groupBy(messages.senderId);
  return Object.fromEntries(rows.map((r) => [r.senderId, r.n]));
}

async function unreadInInbox(member: TestMember): Promise<Record<string, number>> {
  const body = (await api.inbox(member)).json() as InboxResponse;
  const counted = body.conversations.filter((c) => c.unreadCount > 0).map((c) => [c.user._id, c.unreadCount]);
  expect(body.unreadCount).toBe(counted.reduce((n, [, c]) => n + Number(c), 0));
  return Object.fromEntries(counted);
}

async function expectUnreadCountsTrue(...who: TestMember[]) {
  for (const member of who) expect(await unreadInInbox(member)).toEqual(await unreadFromMessages(member));
}

describe('unread counts kept on the conversation row', () => {
  it('count each side apart through sending, reading and blocking', async () => {
    const { man, woman } = await createCouple(t, { woman: true });
    await sendOk(api, man, woman, 'One');
    await sendOk(api, man, woman, 'Two');
    const last = await sendOk(api, woman, man, 'Three');
    expect(await unreadInInbox(woman)).toEqual({ [man.id]: 2 });
    expect(await unreadInInbox(man)).toEqual({ [woman.id]: 1 });
    const hers = (await api.inbox(man)).json() as InboxResponse;
    const [lastRow] = await t.db.select().from(messages).where(eq(messages.id, last._id));
    expect(hers.conversations[0]?.latestUnreadAt).toBe(lastRow?.createdAt.toISOString());

    await api.thread(woman, man.id);
    expect(await unreadInInbox(woman)).toEqual({});
    expect((await api.inbox(woman)).json().conversations[0]).toMatchObject({ latestUnreadAt: null });
    await expectUnreadCountsTrue(man, woman);

    await sendOk(api, man, woman, 'Four');
    await profiles.block(woman, man.id);
    await expectUnreadCountsTrue(man, woman);
    await api.thread(man, woman.id);
    await profiles.unblock(woman, man.id);
    await sendOk(api, man, woman, 'Five');
    expect(await unreadInInbox(woman)).toEqual({ [man.id]: 2 });
    await expectUnreadCountsTrue(man, woman);
  });

  it('keeps a message that commits while the thread is being read counted as unread', async () => {
    const { man, woman } = await createCouple(t, { woman: true });
    await sendOk(api, man, woman, 'Seen by the read');
    let release = () => {};
    let inserted = () => {};
    const upserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The second message holds its conversation row until released, as a slow commit would.
    const slow = t.db.transaction(async (tx) => {
      await insertMessage(tx, man.id, woman.id, 'Committed during the read');
      inserted();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await upserted;
    const reading = api.thread(woman, man.id);
    await waitForLockWait();
    release();
    await Promise.all([slow, reading]);
    expect(await unreadInInbox(woman)).toEqual({ [man.id]: 1 });
    await expectUnreadCountsTrue(woman);
  });

  it("forgets an erased member's unread messages with their conversation, and no one else's", async () => {
    const me = await createMan(t);
    await grantMembership(t.db, me.id, 'platinum');
    const [stays, leaves] = [await createWoman(t), await createWoman(t)];
    for (const w of [stays, leaves]) {
      await makeMatch(profiles, me, w);
      await grantMembership(t.db, w.id, 'gold');
    }
    await sendOk(api, stays, me, 'Still here');
    await sendOk(api, leaves, me, 'Leaving soon');
    await sendOk(api, leaves, me, 'Goodbye');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: leaves.auth,
      payload: { password: leaves.password },
    });
    expect(erased.statusCode).toBe(200);
    expect(await unreadInInbox(me)).toEqual({ [stays.id]: 1 });
    await expectUnreadCountsTrue(me, stays);
  });
});

/** Until some statement waits on a row lock (the read queued behind the uncommitted message). */
async function waitForLockWait() {
  for (let i = 0; i < 200; i++) {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the read never waited for the message being inserted');
}

describe('GET /api/messages/:userId', () => {
  it('answers the other member, messages oldest first, and whether the viewer can send', async () => {
    const { man, woman } = await createCouple(t);
    await sendOk(api, man, woman, 'One');
    await sendOk(api, woman, man, 'Two');
    const res = await api.thread(man, woman.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      otherUser: { _id: woman.id, fullName: 'Aisha Rahman', photoUrl: null, city: 'Hyderabad', profession: 'Engineer' },
      canSend: true,
      cannotSendReason: null,
      blockedByMe: false,
      blockedMe: false,
      canRead: true,
      olderCursor: null,
    });
    expect(body.messages.map((m: { content: string }) => m.content)).toEqual(['One', 'Two']);
    expect(withoutTrustChecks(JSON.stringify(body))).not.toMatch(/"(email|phone|contact|passwordHash)"/);
  });

  it('opens an empty thread for a new match', async () => {
    const { man, woman } = await createCouple(t);
    expect((await api.thread(man, woman.id)).json()).toMatchObject({ messages: [], canSend: true });
  });

  it('reads the thread when a premium receiver opens it: readAt, readBy and delivered', async () => {
    const { man, woman } = await createCouple(t);
    const sent = await sendOk(api, man, woman, 'Salaam');
    const opened = (await api.thread(woman, man.id)).json();
    expect(opened.messages[0]).toMatchObject({ _id: sent._id, readBy: [woman.id] });
    expect(opened.messages[0].readAt).toEqual(expect.any(String));
    expect(opened.messages[0].deliveredAt).toEqual(expect.any(String));
    const seenBySender = (await api.thread(man, woman.id)).json().messages[0];
    expect(seenBySender.readBy).toEqual([woman.id]);
    expect((await api.inbox(woman)).json().unreadCount).toBe(0);
  });

  it('does not turn ticks to read when a free member opens a locked thread', async () => {
    const { man, woman } = await createCouple(t, { woman: false });
    const sent = await sendOk(api, man, woman, 'Salaam');
    const opened = (await api.thread(woman, man.id)).json();
    expect(opened).toMatchObject({
      canSend: false,
      cannotSendReason: MESSAGING_MESSAGES.upgradeToSend,
      canRead: false,
    });
    expect(opened.messages[0]).toMatchObject({ _id: sent._id, content: null, locked: true, readAt: null, readBy: [] });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent._id));
    expect(row?.readAt).toBeNull();
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect((await api.inbox(woman)).json().unreadCount).toBe(1);
  });

  it('pages back through a long conversation with the cursor, 50 at a time, without gaps or repeats', async () => {
    const { man, woman } = await createCouple(t);
    for (let i = 0; i < 120; i++) {
      const [from, to] = i % 3 === 0 ? [woman.id, man.id] : [man.id, woman.id];
      await insertMessage(t.db, from, to, `m${i}`);
    }
    const seen: string[] = [];
    let query = '';
    const sizes: number[] = [];
    for (;;) {
      const body = (await api.thread(man, woman.id, query)).json();
      sizes.push(body.messages.length);
      seen.unshift(...body.messages.map((m: { content: string }) => m.content));
      if (!body.olderCursor) break;
      query = `?before=${encodeURIComponent(body.olderCursor)}`;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
  });

  it('rejects a cursor that is not ours with 400', async () => {
    const { man, woman } = await createCouple(t);
    const res = await api.thread(man, woman.id, '?before=not-a-cursor');
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: MESSAGING_MESSAGES.invalidCursor });
  });
});

describe('a free member receives no message content from any endpoint', () => {
  it('has zero bytes of the secret in inbox, thread and send answers, but keeps their own words', async () => {
    const secret = 'SECRET-7f3a9c-upi-details';
    const { man, woman } = await createCouple(t, { woman: false });
    await grantMembership(t.db, woman.id, 'silver', new Date(Date.now() - 60 * 86_400_000));
    await insertMessage(t.db, woman.id, man.id, 'My own words from when I was premium');
    await sendOk(api, man, woman, secret);
    await sendOk(api, man, woman, `again ${secret}`);

    const bodies = [
      (await api.inbox(woman)).body,
      (await api.thread(woman, man.id)).body,
      (await api.send(woman, man.id, 'reply')).body,
    ];
    for (const body of bodies) expect(body).not.toContain(secret);
    const thread = JSON.parse(bodies[1] as string);
    expect(thread.messages.map((m: { content: string | null; locked: boolean }) => [m.content, m.locked])).toEqual([
      ['My own words from when I was premium', false],
      [null, true],
      [null, true],
    ]);
    const preview = JSON.parse(bodies[0] as string).conversations[0].lastMessage;
    expect(preview).toMatchObject({ content: null, locked: true, sender: man.id });
  });
});
