import { INTEREST_MESSAGES, InterestsResponseSchema } from '@mithaq/contracts/interests';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests, members } from '../../platform/db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createMan,
  createWoman,
  expectNoPrivateDetails,
  ids,
  makeMatch,
  type ProfileApi,
  profileApi,
} from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const unknownId = '3e0c7a52-8a0f-4d6f-b4c1-0b8f5f2d9e11';
const error = (code: string, message: string) => ({ code, message });

describe('POST /api/profiles/:id/interest', () => {
  it('sends an interest, ignoring fromUserId, and answers the quota left', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const impostor = await createMan(t);
    const res = await api.send(man, woman.id, { fromUserId: impostor.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      interestId: expect.any(String),
      status: 'pending',
      // 2 a day until a phone, ID or selfie is verified (trust-limits.api.test.ts).
      quota: { remainingToday: 1, remainingThisMonth: 9 },
    });
    const [row] = await t.db.select().from(interests).where(eq(interests.id, res.json().interestId));
    expect(row).toMatchObject({ fromId: man.id, toId: woman.id, status: 'pending' });
  });

  it('accepts a request with no body at all', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    expect((await api.send(woman, man.id)).statusCode).toBe(201);
  });

  it('refuses yourself and the same gender with 400', async () => {
    const man = await createMan(t);
    const otherMan = await createMan(t);
    expect((await api.send(man, man.id)).json()).toEqual(error('BAD_REQUEST', INTEREST_MESSAGES.toSelf));
    const same = await api.send(man, otherMan.id);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(error('BAD_REQUEST', INTEREST_MESSAGES.sameGender));
  });

  it('refuses unknown, inactive and blocked (either way) members with the same 404', async () => {
    const man = await createMan(t);
    const off = await createWoman(t, { accountStatus: 'deactivated' });
    const gone = await createWoman(t, { accountStatus: 'deleted' });
    const iBlocked = await createWoman(t);
    const blockedMe = await createWoman(t);
    await api.block(man, iBlocked.id);
    await api.block(blockedMe, man.id);
    for (const id of [unknownId, off.id, gone.id, iBlocked.id, blockedMe.id]) {
      const res = await api.send(man, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(error('NOT_FOUND', INTEREST_MESSAGES.memberNotFound));
    }
    expect(await t.db.select().from(interests).where(eq(interests.fromId, man.id))).toEqual([]);
  });

  it('refuses a second interest with 409, and tells the receiver to accept instead', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await api.send(man, woman.id);
    const again = await api.send(man, woman.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error('CONFLICT', INTEREST_MESSAGES.alreadySent));
    const back = await api.send(woman, man.id);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(INTEREST_MESSAGES.theySentFirst);
  });

  it('refuses a new interest after a match or a decline, either way', async () => {
    const man = await createMan(t);
    const matched = await createWoman(t);
    const declined = await createWoman(t);
    await makeMatch(api, man, matched);
    await api.send(declined, man.id);
    await api.decline(man, declined.id);
    expect((await api.send(matched, man.id)).json().message).toBe(INTEREST_MESSAGES.alreadyMatched);
    expect((await api.send(man, declined.id)).json().message).toBe(INTEREST_MESSAGES.alreadyDeclined);
    expect((await api.send(declined, man.id)).statusCode).toBe(409);
  });

  it('lets two members sending to each other at once end with exactly one interest', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const results = await Promise.all([api.send(man, woman.id), api.send(woman, man.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a malformed id with 400', async () => {
    const man = await createMan(t);
    expect((await api.send(man, 'abc')).statusCode).toBe(400);
  });
});

describe('accept and decline', () => {
  it('accepting makes a match, visible in /api/auth/me and the accepted lists of both', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const sent = (await api.send(man, woman.id)).json();
    const res = await api.accept(woman, man.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ interestId: sent.interestId, status: 'accepted' });
    expect((await api.me(woman)).json().acceptedInterests).toEqual([man.id]);
    expect((await api.me(man)).json().acceptedInterests).toEqual([woman.id]);
    expect(ids((await api.interests(man)).json().accepted)).toEqual([woman.id]);
    expect(ids((await api.interests(woman)).json().accepted)).toEqual([man.id]);
  });

  it('declining removes it from both pending lists and makes no match', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await api.send(man, woman.id);
    const res = await api.decline(woman, man.id);
    expect(res.json()).toMatchObject({ status: 'declined' });
    for (const who of [man, woman]) {
      expect(InterestsResponseSchema.parse((await api.interests(who)).json())).toEqual({
        received: [],
        sent: [],
        accepted: [],
      });
    }
    expect((await api.me(man)).json().acceptedInterests).toEqual([]);
  });

  it('only the receiver decides: not the sender, not a third member, not twice', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const other = await createWoman(t);
    await api.send(man, woman.id);
    const noPending = error('NOT_FOUND', INTEREST_MESSAGES.noPending);
    expect((await api.accept(man, woman.id)).json()).toEqual(noPending);
    expect((await api.accept(other, man.id)).json()).toEqual(noPending);
    expect((await api.decline(other, man.id)).statusCode).toBe(404);
    expect((await api.accept(woman, unknownId)).json()).toEqual(noPending);
    expect((await api.accept(woman, woman.id)).statusCode).toBe(404);
    expect((await api.accept(woman, man.id)).statusCode).toBe(200);
    expect((await api.accept(woman, man.id)).json()).toEqual(noPending);
    expect((await api.decline(woman, man.id)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(interests)
      .where(and(eq(interests.fromId, man.id), eq(interests.toId, woman.id)));
    expect(row?.status).toBe('accepted');
  });

  it('cannot decide an interest from a member who is blocked or deactivated', async () => {
    const woman = await createWoman(t);
    const blocked = await createMan(t);
    const off = await createMan(t);
    await api.send(blocked, woman.id);
    await api.send(off, woman.id);
    await api.block(woman, blocked.id);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, off.id));
    expect((await api.accept(woman, blocked.id)).statusCode).toBe(404);
    expect((await api.accept(woman, off.id)).statusCode).toBe(404);
  });
});

describe('GET /api/profiles/interests', () => {
  it('lists received and sent (pending) and accepted (either way), newest first', async () => {
    const me = await createWoman(t);
    const [from1, from2, to1, matchA, matchB] = await Promise.all([1, 2, 3, 4, 5].map(() => createMan(t)));
    if (!from1 || !from2 || !to1 || !matchA || !matchB) throw new Error();
    await api.send(from1, me.id);
    await api.send(from2, me.id);
    await api.send(me, to1.id);
    await makeMatch(api, me, matchA);
    await makeMatch(api, matchB, me);
    const res = await api.interests(me);
    expect(res.statusCode).toBe(200);
    const body = InterestsResponseSchema.parse(res.json());
    expect(ids(body.received)).toEqual([from2.id, from1.id]);
    expect(ids(body.sent)).toEqual([to1.id]);
    expect(ids(body.accepted)).toEqual([matchB.id, matchA.id]);
    expect(body.received[0]).toMatchObject({ interestId: expect.any(String), gender: 'Male', photoUrl: null });
    await expectNoPrivateDetails(t, res.body, [from1, from2, to1, matchA, matchB]);
  });

  it('hides inactive members and blocked members (either way) at once', async () => {
    const me = await createWoman(t);
    const [iBlock, blocksMe, leaves, stays] = await Promise.all([1, 2, 3, 4].map(() => createMan(t)));
    if (!iBlock || !blocksMe || !leaves || !stays) throw new Error();
    await api.send(iBlock, me.id);
    await makeMatch(api, blocksMe, me);
    await api.send(me, leaves.id);
    await api.send(me, stays.id);
    await api.block(me, iBlock.id);
    await api.block(blocksMe, me.id);
    await t.db.update(members).set({ accountStatus: 'deleted' }).where(eq(members.id, leaves.id));
    const body = (await api.interests(me)).json();
    expect({ received: ids(body.received), sent: ids(body.sent), accepted: ids(body.accepted) }).toEqual({
      received: [],
      sent: [stays.id],
      accepted: [],
    });
    expect(ids((await api.interests(iBlock)).json().sent)).toEqual([]);
    expect(ids((await api.interests(blocksMe)).json().accepted)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/interests' })).statusCode).toBe(401);
  });
});
