import type { NotificationFeed, NotificationSettings } from '@mithaq/contracts/notifications';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const api = profileApi(t);

const feed = async (who: TestMember, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationFeed;
};
const read = (who: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.auth, payload });
const settings = (who: TestMember, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/notifications/settings',
    headers: who.auth,
    ...(payload ? { payload } : {}),
  });

describe('GET /api/notifications', () => {
  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/settings' })).statusCode).toBe(401);
  });

  it('gives the member their own items, newest first, with the other member, a link and read state', async () => {
    const woman = await createWoman(t);
    const first = await createMan(t, {}, { fullName: 'Imran Sheikh', city: 'Pune' });
    const second = await createMan(t, {}, { fullName: 'Tariq Ali' });
    expect((await api.send(first, woman.id)).statusCode).toBe(201);
    expect((await api.send(second, woman.id)).statusCode).toBe(201);
    const page = await feed(woman);
    expect(page.unreadCount).toBe(2);
    expect(page.items.map((i) => i.member?.fullName)).toEqual(['Tariq Ali', 'Imran Sheikh']);
    expect(page.items[1]).toMatchObject({
      type: 'interest-received',
      kind: 'interests',
      read: false,
      link: '/dashboard?tab=interests',
      member: { _id: first.id, city: 'Pune' },
    });
    expect((await feed(first)).items).toEqual([]);
  });

  it('pages with a cursor and rejects a cursor that is not ours', async () => {
    const woman = await createWoman(t);
    for (let i = 0; i < 3; i += 1) expect((await api.send(await createMan(t), woman.id)).statusCode).toBe(201);
    const one = await feed(woman, '?limit=2');
    expect(one.items).toHaveLength(2);
    expect(one.nextCursor).toBeTruthy();
    const two = await feed(woman, `?limit=2&cursor=${one.nextCursor}`);
    expect(two.items).toHaveLength(1);
    expect(two.nextCursor).toBeNull();
    expect(new Set([...one.items, ...two.items].map((i) => i.id)).size).toBe(3);
    const bad = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=500', headers: woman.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the sender when their interest is accepted, never when it is declined', async () => {
    const man = await createMan(t);
    const declined = await createMan(t);
    const woman = await createWoman(t, {}, { fullName: 'Maryam Siddiqui' });
    await api.send(man, woman.id);
    await api.send(declined, woman.id);
    expect((await api.accept(woman, man.id)).statusCode).toBe(200);
    expect((await api.decline(woman, declined.id)).statusCode).toBe(200);
    const [item] = (await feed(man)).items;
    expect(item).toMatchObject({ type: 'interest-accepted', kind: 'matches', member: { fullName: 'Maryam Siddiqui' } });
    expect(item?.link).toBe(`/messages?user=${woman.id}`);
    expect((await feed(declined)).items).toEqual([]);
  });
});

describe('POST /api/notifications/read', () => {
  it("marks some or all of the member's own items read, and nobody else's", async () => {
    const woman = await createWoman(t);
    const other = await createWoman(t);
    const man = await createMan(t);
    await api.send(man, woman.id);
    await api.send(man, other.id);
    await api.send(await createMan(t), woman.id);
    const items = (await feed(woman)).items;
    const othersItem = (await feed(other)).items[0];
    const some = await read(woman, { ids: [items[0]?.id, othersItem?.id] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unreadCount: 1 });
    expect((await feed(other)).unreadCount).toBe(1);
    expect((await read(woman, { all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await feed(woman)).items.every((i) => i.read)).toBe(true);
  });

  it('rejects anything but ids or all', async () => {
    const woman = await createWoman(t);
    for (const payload of [{}, { ids: [] }, { ids: ['not-an-id'] }, { all: false }, { all: true, ids: [] }]) {
      expect((await read(woman, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('notification settings', () => {
  it('starts from the defaults: interests, matches and messages at once, quiet 22:00 to 07:00 in their zone', async () => {
    const woman = await createWoman(t, { timeZone: 'Asia/Dubai' });
    const res = await settings(woman);
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationSettings;
    expect(body.interests).toEqual({ email: 'immediate', push: true });
    expect(body.matches.email).toBe('immediate');
    expect(body.messages.email).toBe('immediate');
    expect(body.quietHours).toEqual({ start: '22:00', end: '07:00', timeZone: 'Asia/Dubai' });
  });

  it('changes only what is sent, and keeps it', async () => {
    const woman = await createWoman(t);
    const res = await settings(woman, {
      messages: { email: 'digest' },
      support: { push: false },
      quietHours: { start: '23:15', end: '06:45', timeZone: 'Europe/London' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await settings(woman)).json() as NotificationSettings;
    expect(saved.messages).toEqual({ email: 'digest', push: true });
    expect(saved.support).toEqual({ email: 'immediate', push: false });
    // Quiet hours keep the member's own zone, whatever zone was sent with them.
    expect(saved.quietHours).toEqual({ start: '23:15', end: '06:45', timeZone: 'Asia/Kolkata' });
    expect((await settings(woman, { quietHours: null })).json().quietHours).toBeNull();
  });

  it("moves quiet hours with the member's time zone, saved under its IANA name", async () => {
    const woman = await createWoman(t);
    const quietHours = { start: '23:00', end: '06:00', timeZone: 'Asia/Kolkata' };
    expect((await settings(woman, { quietHours })).statusCode).toBe(200);
    const setZone = (timeZone: string) =>
      t.app.inject({ method: 'PUT', url: '/api/me/time-zone', headers: woman.auth, payload: { timeZone } });

    expect((await setZone('Asia/Dubai')).json()).toEqual({ timeZone: 'Asia/Dubai' });
    expect((await settings(woman)).json().quietHours).toEqual({ ...quietHours, timeZone: 'Asia/Dubai' });

    // ICU's older name for India's zone is saved as the IANA database names it now.
    expect((await setZone('Asia/Calcutta')).json()).toEqual({ timeZone: 'Asia/Kolkata' });
    expect((await settings(woman)).json().quietHours).toEqual(quietHours);
  });

  it('rejects bad values with a message, and changes nothing', async () => {
    const woman = await createWoman(t);
    for (const payload of [
      { messages: { email: 'weekly' } },
      { interests: { push: 'yes' } },
      { quietHours: { start: '25:00', end: '07:00', timeZone: 'Asia/Kolkata' } },
      { quietHours: { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' } },
      { gossip: { email: 'off' } },
    ]) {
      const res = await settings(woman, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await settings(woman)).json().messages.email).toBe('immediate');
  });
});
