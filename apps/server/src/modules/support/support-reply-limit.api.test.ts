import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES, SUPPORT_REPLIES_PER_DAY } from '@mithaq/contracts/support';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';

const t = useTestApp();
const staff = adminApi(t);

const openTicket = async (who: TestMember, subject = 'Photo still pending') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: who.auth,
    payload: { subject, message: 'Uploaded two days ago.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};
const reply = (who: TestMember, id: string, message: string) =>
  t.app.inject({ method: 'POST', url: `/api/support/${id}/reply`, headers: who.auth, payload: { message } });
const messageCount = async (ticketId: string) => {
  const [row] = await t.db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.ticketId, ticketId));
  return row?.n;
};

async function replyTimes(who: TestMember, id: string, times: number) {
  for (let i = 1; i <= times; i++) {
    const res = await reply(who, id, `Reply ${i}`);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const tooMany = { code: 'RATE_LIMITED', message: SUPPORT_MESSAGES.tooManyReplies };

describe('member replies a day on one ticket', () => {
  it('allows 30 after the opening message, refuses the 31st with 429 and stores nothing', async () => {
    const member = await createMember(t.app, t.db);
    const id = await openTicket(member);
    await replyTimes(member, id, SUPPORT_REPLIES_PER_DAY);
    const refused = await reply(member, id, 'One more thing');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(await messageCount(id)).toBe(1 + SUPPORT_REPLIES_PER_DAY);
  });

  it("leaves the member's other tickets and staff replies unaffected", async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const busy = await openTicket(member, 'Busy');
    const other = await openTicket(member, 'Other');
    await replyTimes(member, busy, SUPPORT_REPLIES_PER_DAY);
    expect((await reply(member, busy, 'Again')).statusCode).toBe(429);
    expect((await reply(member, other, 'Still fine here')).statusCode).toBe(200);
    expect((await staff.replyTicket(admin, busy, 'We are on it.', 'pending')).statusCode).toBe(200);
    // A staff answer does not give the member more replies that day.
    expect((await reply(member, busy, 'Thanks!')).json()).toEqual(tooMany);
  });

  it('counts the last 24 hours: replies from the day before no longer count', async () => {
    const member = await createMember(t.app, t.db);
    const id = await openTicket(member);
    await replyTimes(member, id, SUPPORT_REPLIES_PER_DAY);
    expect((await reply(member, id, 'Too soon')).statusCode).toBe(429);
    await t.db.execute(
      sql`update support_messages set created_at = created_at - interval '24 hours 1 minute' where ticket_id = ${id}`,
    );
    const next = await reply(member, id, 'Back again the next day');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().messages.at(-1).message).toBe('Back again the next day');
  });

  it('lets only the allowance through when replies arrive together', async () => {
    const member = await createMember(t.app, t.db);
    const id = await openTicket(member);
    await replyTimes(member, id, SUPPORT_REPLIES_PER_DAY - 2);
    const burst = await Promise.all([1, 2, 3, 4, 5].map((i) => reply(member, id, `Burst ${i}`)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await messageCount(id)).toBe(1 + SUPPORT_REPLIES_PER_DAY);
  });

  it("is 404, not 429, on another member's ticket", async () => {
    const [owner, other] = [await createMember(t.app, t.db), await createMember(t.app, t.db)];
    const id = await openTicket(owner);
    expect((await reply(other, id, 'Me too')).json()).toEqual({
      code: 'NOT_FOUND',
      message: SUPPORT_MESSAGES.notFound,
    });
  });
});

describe('reply length', () => {
  const tooLong = { code: 'VALIDATION', message: SUPPORT_MESSAGES.messageTooLong };

  it('takes 5,000 characters and refuses 5,001 with 400, from members and staff alike', async () => {
    const admin = await createTestAdmin(t);
    const member = await createMember(t.app, t.db);
    const id = await openTicket(member);
    const longest = 'x'.repeat(SUPPORT_MESSAGE_MAX);

    const over = await reply(member, id, `${longest}y`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(tooLong);
    const staffOver = await staff.replyTicket(admin, id, `${longest}y`, 'pending');
    expect(staffOver.statusCode).toBe(400);
    expect(staffOver.json()).toEqual(tooLong);
    expect(await messageCount(id)).toBe(1);

    expect((await reply(member, id, longest)).statusCode).toBe(200);
    expect((await staff.replyTicket(admin, id, longest, 'pending')).statusCode).toBe(200);
    expect(await messageCount(id)).toBe(3);
  });
});
