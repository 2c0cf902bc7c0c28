import { INTEREST_MESSAGES } from '@mithaq/contracts/interests';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, interests } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createMan, createWoman, ids, type ProfileApi, profileApi } from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const blockRows = (blocker: TestMember, blocked: TestMember) =>
  t.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blocked.id)));

/** Everything through which `a` could see `b`. */
async function sees(a: TestMember, b: TestMember, city: string) {
  const browse = ids((await api.browse(a, `?location=${city}&limit=50`)).json().profiles);
  const lists = (await api.interests(a)).json();
  return {
    browse: browse.includes(b.id),
    view: (await api.view(a, b.id)).statusCode === 200,
    lists: [...lists.received, ...lists.sent, ...lists.accepted].some((p: { _id: string }) => p._id === b.id),
  };
}

describe('POST and DELETE /api/messages/:userId/block', () => {
  it('blocks and unblocks, both idempotently', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    for (let i = 0; i < 2; i++) {
      const res = await api.block(man, woman.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ blockedByMe: true });
    }
    expect(await blockRows(man, woman)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await api.unblock(man, woman.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ blockedByMe: false });
    }
    expect(await blockRows(man, woman)).toHaveLength(0);
  });

  it('refuses yourself with 400, an unknown member with 404 and a bad id with 400', async () => {
    const man = await createMan(t);
    expect((await api.block(man, man.id)).json()).toEqual({
      code: 'BAD_REQUEST',
      message: INTEREST_MESSAGES.blockSelf,
    });
    expect((await api.unblock(man, man.id)).statusCode).toBe(400);
    const unknown = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect((await api.block(man, unknown)).json()).toEqual({
      code: 'NOT_FOUND',
      message: INTEREST_MESSAGES.memberNotFound,
    });
    expect((await api.unblock(man, unknown)).statusCode).toBe(404);
    expect((await api.block(man, 'nope')).statusCode).toBe(400);
  });

  it('may block members of any gender or status', async () => {
    const man = await createMan(t);
    const otherMan = await createMan(t);
    const off = await createWoman(t, { accountStatus: 'deactivated' });
    expect((await api.block(man, otherMan.id)).statusCode).toBe(200);
    expect((await api.block(man, off.id)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const woman = await createWoman(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/messages/${woman.id}/block` });
    expect(res.statusCode).toBe(401);
  });
});

describe('a block hides both members from each other at once', () => {
  it('in browse and profile view, both ways, until unblocked', async () => {
    const man = await createMan(t, { city: 'Blockton' });
    const woman = await createWoman(t, { city: 'Blockton' });
    expect(await sees(man, woman, 'Blockton')).toEqual({ browse: true, view: true, lists: false });
    await api.block(woman, man.id);
    expect(await sees(man, woman, 'Blockton')).toEqual({ browse: false, view: false, lists: false });
    expect(await sees(woman, man, 'Blockton')).toEqual({ browse: false, view: false, lists: false });
    await api.unblock(woman, man.id);
    expect(await sees(man, woman, 'Blockton')).toEqual({ browse: true, view: true, lists: false });
  });

  it('in the interest lists, both ways, keeping the interest row', async () => {
    const man = await createMan(t, { city: 'Listville' });
    const woman = await createWoman(t, { city: 'Listville' });
    await api.send(man, woman.id);
    expect((await sees(man, woman, 'Listville')).lists).toBe(true);
    await api.block(man, woman.id);
    expect(await sees(man, woman, 'Listville')).toEqual({ browse: false, view: false, lists: false });
    expect(await sees(woman, man, 'Listville')).toEqual({ browse: false, view: false, lists: false });
    const rows = await t.db.select().from(interests).where(eq(interests.fromId, man.id));
    expect(rows).toHaveLength(1);
    await api.unblock(man, woman.id);
    expect((await sees(woman, man, 'Listville')).lists).toBe(true);
  });

  it('stops interests in both directions', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await api.block(man, woman.id);
    expect((await api.send(man, woman.id)).statusCode).toBe(404);
    expect((await api.send(woman, man.id)).statusCode).toBe(404);
  });
});
