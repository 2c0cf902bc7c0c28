import { SUPPORT_MESSAGES, type Ticket } from '@mithaq/contracts/support';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin, type TestAdmin } from '../admin/admin.test-helpers.js';

const t = useTestApp();
const staff = adminApi(t);

const label = (n: number) => `msg-${String(n).padStart(3, '0')}`;
const labels = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => label(from + i));
const texts = (ticket: Ticket) => ticket.messages.map((m) => m.message);

/**
 * A ticket of `total` messages, msg-001 (the opening one) to msg-<total>, a minute apart and ending an
 * hour ago; staff wrote `staffAt`, the member the rest.
 */
async function seedTicket(member: TestMember, admin: TestAdmin, total: number, staffAt: number[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: member.auth,
    payload: { subject: 'A long conversation', message: label(1) },
  });
  const ticketId = res.json()._id as string;
  await t.db
    .update(supportMessages)
    .set({ createdAt: sql`now() - make_interval(mins => ${total + 60})` })
    .where(eq(supportMessages.ticketId, ticketId));
  const rest = labels(2, total).map((message, i) => {
    const isStaff = staffAt.includes(i + 2);
    return {
      ticketId,
      message,
      senderType: isStaff ? 'admin' : 'user',
      adminId: isStaff ? admin.id : null,
      createdAt: sql`now() - make_interval(mins => ${total + 59 - i})`,
    };
  });
  if (rest.length) await t.db.insert(supportMessages).values(rest);
  return ticketId;
}

const memberTicket = (who: TestMember, id: string, before?: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/support/${id}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers: who.auth,
  });
const staffTicket = (who: TestAdmin, id: string, before?: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/support/${id}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers: who.auth,
  });

describe('ticket messages a page at a time', () => {
  it.each([
    ['member', 'member'],
    ['staff', 'staff'],
  ])('gives the %s the newest 50, then 50 older, then the first 20 with no cursor', async (_, side) => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const id = await seedTicket(member, admin, 120, [60]);
    const get = (before?: string | null) =>
      side === 'member' ? memberTicket(member, id, before) : staffTicket(admin, id, before);

    const newest = (await get()).json() as Ticket;
    expect(texts(newest)).toEqual(labels(71, 120));
    expect(newest.olderCursor).toEqual(expect.any(String));
    const middle = (await get(newest.olderCursor)).json() as Ticket;
    expect(texts(middle)).toEqual(labels(21, 70));
    expect(middle.messages.find((m) => m.message === label(60))).toMatchObject({
      senderType: 'admin',
      senderName: 'Sara Staff',
    });
    const oldest = (await get(middle.olderCursor)).json() as Ticket;
    expect(texts(oldest)).toEqual(labels(1, 20));
    expect(oldest.olderCursor).toBeNull();
    expect(oldest).toMatchObject({ _id: id, subject: 'A long conversation', status: 'open' });
  });

  it('answers a ticket of exactly 50 in one page, and a reply with the newest page', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const id = await seedTicket(member, admin, 50);
    expect((await memberTicket(member, id)).json()).toMatchObject({ olderCursor: null });
    const replied = (await staff.replyTicket(admin, id, label(51), 'pending')).json() as Ticket;
    expect(texts(replied)).toEqual(labels(2, 51));
    expect(replied.olderCursor).toEqual(expect.any(String));
  });

  it("keeps the lists free of messages and counts waiting from the member's oldest unanswered one", async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const id = await seedTicket(member, admin, 120, [10, 100]);
    const firstUnanswered = (await memberTicket(member, id))
      .json()
      .messages.find((m: { message: string }) => m.message === label(101));

    const mine = (await t.app.inject({ method: 'GET', url: '/api/support', headers: member.auth })).json();
    const inbox = (await staff.tickets(admin)).json().filter((x: { _id: string }) => x._id === id);
    for (const listed of [mine[0], inbox[0]]) {
      expect(listed).not.toHaveProperty('messages');
      expect(listed).toMatchObject({
        _id: id,
        replied: false,
        urgency: { awaitingStaff: true, waitingSince: firstUnanswered.createdAt },
      });
    }
    await staff.replyTicket(admin, id, 'Answered', 'pending');
    expect((await memberTicket(member, id)).json()).toMatchObject({
      replied: true,
      urgency: { awaitingStaff: false, waitingSince: null },
    });
  });

  it("gives no way into another member's ticket, cursor or not", async () => {
    const admin = await createTestAdmin(t);
    const [owner, other] = [await createMember(t.app, t.db), await createMember(t.app, t.db)];
    const theirs = await seedTicket(owner, admin, 60);
    const cursor = (await memberTicket(owner, theirs)).json().olderCursor as string;
    const mine = (
      await t.app.inject({
        method: 'POST',
        url: '/api/support',
        headers: other.auth,
        payload: { subject: 'Mine', message: 'My own question' },
      })
    ).json()._id as string;
    await t.db
      .update(supportMessages)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(supportMessages.ticketId, mine));

    for (const res of [await memberTicket(other, theirs), await memberTicket(other, theirs, cursor)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: SUPPORT_MESSAGES.notFound });
    }
    // Their cursor on my ticket only positions within mine.
    expect(texts((await memberTicket(other, mine, cursor)).json())).toEqual(['My own question']);
  });

  it.each(['not-a-cursor', Buffer.from('123:not-a-uuid').toString('base64url')])(
    'refuses the cursor %s with 400 and a message',
    async (before) => {
      const admin = await createTestAdmin(t);
      const member = await createMember(t.app, t.db);
      const id = await seedTicket(member, admin, 1);
      for (const res of [await memberTicket(member, id, before), await staffTicket(admin, id, before)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: SUPPORT_MESSAGES.invalidCursor });
      }
    },
  );

  it('is 404 for staff on a ticket that does not exist, and 401 without a staff session', async () => {
    const admin = await createTestAdmin(t);
    const missing = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect((await staffTicket(admin, missing)).statusCode).toBe(404);
    const member = await createMember(t.app, t.db);
    const id = await seedTicket(member, admin, 1);
    const asMember = await t.app.inject({ method: 'GET', url: `/api/admin/support/${id}`, headers: member.auth });
    expect(asMember.statusCode).toBe(401);
  });
});
