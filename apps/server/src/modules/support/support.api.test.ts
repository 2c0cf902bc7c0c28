import { SUPPORT_MESSAGES } from '@mithaq/contracts/support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { listen, StreamReader } from '../messages/messages.test-helpers.js';

const t = useTestApp();
const staff = adminApi(t);
let baseUrl = '';
const streams: StreamReader[] = [];
beforeAll(async () => {
  baseUrl = await listen(t.app);
});
afterAll(() => {
  for (const s of streams) s.close();
});

const open = (who: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/support', headers: who.auth, payload });
const list = (who: TestMember) => t.app.inject({ method: 'GET', url: '/api/support', headers: who.auth });
const reply = (who: TestMember, id: string, message: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/support/${id}/reply`, headers: who.auth, payload: { message } });

describe('member support', () => {
  it('opens a ticket, lists it, and replies on it', async () => {
    const member = await createMember(t.app, t.db);
    const res = await open(member, { subject: '  Photo still pending  ', message: ' Uploaded two days ago. ' });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      subject: 'Photo still pending',
      status: 'open',
      user: { _id: member.id, fullName: 'Aisha Rahman', email: member.email },
      messages: [{ senderType: 'user', message: 'Uploaded two days ago.', senderName: null }],
      replied: false,
      urgency: { awaitingStaff: true, replyOverdue: false, resolutionOverdue: false },
    });
    const replied = (await reply(member, ticket._id, 'Any news?')).json();
    expect(replied.messages).toHaveLength(2);
    expect((await list(member)).json().map((x: { _id: string }) => x._id)).toEqual([ticket._id]);
  });

  it.each([
    [{ subject: ' ', message: 'x' }, SUPPORT_MESSAGES.required],
    [{ subject: 'x', message: '   ' }, SUPPORT_MESSAGES.required],
    [{ subject: 'x'.repeat(151), message: 'x' }, SUPPORT_MESSAGES.subjectTooLong],
    [{ subject: 'x', message: 'x'.repeat(5001) }, SUPPORT_MESSAGES.messageTooLong],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const member = await createMember(t.app, t.db);
    const res = await open(member, payload);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
    expect((await list(member)).json()).toEqual([]);
  });

  it("keeps each member to their own tickets: another's is 404", async () => {
    const [owner, other] = [await createMember(t.app, t.db), await createMember(t.app, t.db)];
    const ticket = (await open(owner, { subject: 'Mine', message: 'Private' })).json();
    expect((await reply(other, ticket._id, 'Me too')).json()).toEqual({
      code: 'NOT_FOUND',
      message: SUPPORT_MESSAGES.notFound,
    });
    expect((await list(other)).json()).toEqual([]);
    expect((await reply(owner, 'not-a-uuid', 'x')).statusCode).toBe(400);
  });
});

describe('staff support', () => {
  it('answers with a status, the member sees it live and marked Replied, and a member reply reopens it', async () => {
    const admin = await createTestAdmin(t, 'Support Sam');
    const member = await createMember(t.app, t.db);
    const ticket = (await open(member, { subject: 'Refund', message: 'I bought Gold by mistake.' })).json();
    const stream = await StreamReader.open(baseUrl, member);
    streams.push(stream);
    await stream.next('inbox');

    const answered = await staff.replyTicket(admin, ticket._id, 'We have refunded it.', 'resolved');
    expect(answered.json()).toMatchObject({ status: 'resolved', replied: true });
    expect(await stream.next('support')).toEqual({ ticketId: ticket._id });
    expect((await list(member)).json()[0]).toMatchObject({ status: 'resolved', replied: true });
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/support/${ticket._id}`, headers: member.auth })
    ).json();
    expect(seen.messages[1]).toMatchObject({
      senderType: 'admin',
      message: 'We have refunded it.',
      senderName: 'Support Sam',
    });

    const reopened = (await reply(member, ticket._id, 'Thank you, one more question.')).json();
    expect(reopened).toMatchObject({ status: 'open', replied: false, urgency: { awaitingStaff: true } });
    const audit = (await staff.audit(admin)).json().data;
    expect(audit[0]).toMatchObject({ action: 'ticket.replied', targetId: ticket._id, after: { status: 'resolved' } });
  });

  it('lists tickets by status, the most overdue first, marking ones past the promised times', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const fresh = (await open(member, { subject: 'Fresh', message: 'Just now' })).json();
    const old = (await open(member, { subject: 'Old', message: 'Two days ago' })).json();
    await t.db.execute(
      sql`update support_messages set created_at = now() - interval '2 days' where ticket_id = ${old._id}`,
    );
    await t.db.execute(sql`update support_tickets set created_at = now() - interval '16 days' where id = ${old._id}`);

    const inbox = (await staff.tickets(admin, 'open')).json();
    const ours = inbox.filter((x: { _id: string }) => [fresh._id, old._id].includes(x._id));
    expect(ours.map((x: { subject: string }) => x.subject)).toEqual(['Old', 'Fresh']);
    expect(ours[0].urgency).toMatchObject({ replyOverdue: true, resolutionOverdue: true });
    expect(ours[1].urgency).toMatchObject({ replyOverdue: false, resolutionOverdue: false });
    expect((await staff.tickets(admin, 'resolved')).json().some((x: { _id: string }) => x._id === old._id)).toBe(false);
    expect((await staff.replyTicket(admin, '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'x', 'open')).statusCode).toBe(404);
    expect((await staff.replyTicket(admin, old._id, 'x', 'closed')).statusCode).toBe(400);
  });
});
