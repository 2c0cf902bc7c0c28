import { randomUUID } from 'node:crypto';
import { AdminMemberDetailSchema, AdminProfileListSchema } from '@mithaq/contracts/admin';
import { BrowseResponseSchema } from '@mithaq/contracts/discovery';
import { InterestsResponseSchema } from '@mithaq/contracts/interests';
import { InboxResponseSchema, ThreadResponseSchema } from '@mithaq/contracts/messaging';
import { ViewedProfileSchema } from '@mithaq/contracts/profiles-api';
import type { Trust } from '@mithaq/contracts/trust-checks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createCouple, messagesApi } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, ids, profileApi } from './profiles.test-helpers.js';
import { removeSelfie, setSelfie } from './trust.test-helpers.js';

const t = useTestApp();
const api = profileApi(t);
const FULL: Trust = { email: true, phone: true, govtId: true, photo: true };
const NONE: Trust = { email: false, phone: false, govtId: false, photo: false };
const uniqueCity = () => `Trust${randomUUID().slice(0, 8)}`;

/** A woman in `city` whose checks are as given; the photo check through a selfie row. */
async function womanWith(city: string, trust: Partial<Trust>, createdAt?: Date) {
  const woman = await createWoman(t, {
    city,
    emailVerified: trust.email ?? false,
    phoneVerified: trust.phone ?? false,
    isVerified: trust.govtId ?? false,
    ...(createdAt ? { createdAt } : {}),
  });
  if (trust.photo) await setSelfie(t, woman.id, 'verified');
  return woman;
}

async function browse(who: TestMember, query: string) {
  const res = await api.browse(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return BrowseResponseSchema.parse(res.json());
}

async function browseEveryPage(who: TestMember, query: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const body = await browse(who, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...ids(body.profiles));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination did not end');
}

describe('trust on every profile answer', () => {
  it('browse cards carry the four checks, photo only for a verified selfie with no recheck pending', async () => {
    const viewer = await createMan(t);
    const city = uniqueCity();
    const full = await womanWith(city, FULL);
    const emailOnly = await womanWith(city, { email: true });
    const pending = await womanWith(city, {});
    await setSelfie(t, pending.id, 'pending');
    const paused = await womanWith(city, {});
    await setSelfie(t, paused.id, 'recheck');
    const body = await browse(viewer, `?location=${city}`);
    const trustOf = new Map(body.profiles.map((p) => [p._id, p.trust]));
    expect(trustOf.get(full.id)).toEqual(FULL);
    expect(trustOf.get(emailOnly.id)).toEqual({ ...NONE, email: true });
    expect(trustOf.get(pending.id)).toEqual(NONE);
    expect(trustOf.get(paused.id)).toEqual(NONE);
  });

  it('the photo check follows the selfie as its status changes or it goes', async () => {
    const viewer = await createMan(t);
    const city = uniqueCity();
    const woman = await womanWith(city, { photo: true });
    const photoOf = async () => (await browse(viewer, `?location=${city}`)).profiles[0]?.trust.photo;
    expect(await photoOf()).toBe(true);
    await setSelfie(t, woman.id, 'recheck');
    expect(await photoOf()).toBe(false);
    await setSelfie(t, woman.id, 'verified');
    expect(await photoOf()).toBe(true);
    await setSelfie(t, woman.id, 'rejected');
    expect(await photoOf()).toBe(false);
    await setSelfie(t, woman.id, 'verified');
    await removeSelfie(t, woman.id);
    expect(await photoOf()).toBe(false);
  });

  it('the profile view and the interest lists carry it', async () => {
    const man = await createMan(t, { emailVerified: true, phoneVerified: true });
    const woman = await womanWith(uniqueCity(), { email: true, govtId: true, photo: true });
    const view = await api.view(man, woman.id);
    expect(view.statusCode).toBe(200);
    expect(ViewedProfileSchema.parse(view.json()).trust).toEqual({ ...FULL, phone: false });
    expect((await api.send(man, woman.id)).statusCode).toBe(201);
    const received = InterestsResponseSchema.parse((await api.interests(woman)).json()).received;
    expect(received.map((p) => [p._id, p.trust])).toEqual([[man.id, { ...NONE, email: true, phone: true }]]);
    const sent = InterestsResponseSchema.parse((await api.interests(man)).json()).sent;
    expect(sent.map((p) => [p._id, p.trust])).toEqual([[woman.id, { ...FULL, phone: false }]]);
  });

  it('the inbox and the thread carry the other member’s checks, none while the account is hidden', async () => {
    const { man, woman } = await createCouple(t);
    await t.db.update(members).set({ phoneVerified: true, isVerified: true }).where(eq(members.id, woman.id));
    await setSelfie(t, woman.id, 'verified');
    const msgs = messagesApi(t);
    const inbox = InboxResponseSchema.parse((await msgs.inbox(man)).json());
    const expected = { email: false, phone: true, govtId: true, photo: true };
    expect(inbox.conversations.map((c) => [c.user._id, c.user.trust])).toEqual([[woman.id, expected]]);
    const thread = ThreadResponseSchema.parse((await msgs.thread(man, woman.id)).json());
    expect(thread.otherUser.trust).toEqual(expected);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, woman.id));
    const hidden = InboxResponseSchema.parse((await msgs.inbox(man)).json());
    expect(hidden.conversations.map((c) => [c.available, c.user.trust])).toEqual([[false, NONE]]);
  });

  it('the staff list and member detail carry it', async () => {
    const admin = await createTestAdmin(t);
    const staff = adminApi(t);
    const name = `Trusted ${randomUUID().slice(0, 8)}`;
    const woman = await createWoman(t, { isVerified: true, emailVerified: true }, { fullName: name });
    await setSelfie(t, woman.id, 'verified');
    const list = AdminProfileListSchema.parse(
      (await staff.profiles(admin, `?search=${encodeURIComponent(name)}`)).json(),
    );
    const expected = { email: true, phone: false, govtId: true, photo: true };
    expect(list.data.map((m) => [m.userId, m.trust])).toEqual([[woman.id, expected]]);
    const detail = AdminMemberDetailSchema.parse((await staff.profile(admin, woman.id)).json());
    expect(detail.profile?.trust).toEqual(expected);
  });
});

describe('GET /api/profiles?verifiedOnly=true', () => {
  it('keeps members whose ID or photo is verified, not a paused photo recheck or email and phone alone', async () => {
    const viewer = await createMan(t);
    const city = uniqueCity();
    const idOnly = await womanWith(city, { govtId: true });
    const photoOnly = await womanWith(city, { photo: true });
    const contactOnly = await womanWith(city, { email: true, phone: true });
    const paused = await womanWith(city, { email: true });
    await setSelfie(t, paused.id, 'recheck');
    const everyone = ids((await browse(viewer, `?location=${city}`)).profiles);
    expect(everyone.sort()).toEqual([idOnly.id, photoOnly.id, contactOnly.id, paused.id].sort());
    const verified = ids((await browse(viewer, `?location=${city}&verifiedOnly=true`)).profiles);
    expect(verified.sort()).toEqual([idOnly.id, photoOnly.id].sort());
    const off = ids((await browse(viewer, `?location=${city}&verifiedOnly=false`)).profiles);
    expect(off.sort()).toEqual(everyone.sort());
  });

  it('refuses a value other than true or false with 400', async () => {
    const viewer = await createMan(t);
    expect((await api.browse(viewer, '?verifiedOnly=yes')).statusCode).toBe(400);
  });
});

describe('browse ranking among equally recent profiles', () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

  it('orders by join day, then more checks, then newest, the same across pages', async () => {
    const viewer = await createMan(t);
    const city = uniqueCity();
    // One UTC day: joining later does not beat more checks.
    const dayNone = await womanWith(city, {}, at('2026-03-10', '23:00:00'));
    const dayTwo = await womanWith(city, { email: true, phone: true }, at('2026-03-10', '12:00:00'));
    const dayTwoEarlier = await womanWith(city, { email: true, govtId: true }, at('2026-03-10', '08:00:00'));
    const dayAll = await womanWith(city, FULL, at('2026-03-10', '00:00:01'));
    // A newer day comes first whatever its checks; an older day after.
    const newerNone = await womanWith(city, {}, at('2026-03-11', '00:00:00'));
    const olderAll = await womanWith(city, FULL, at('2026-03-09', '23:59:59'));
    const expected = [newerNone, dayAll, dayTwo, dayTwoEarlier, dayNone, olderAll].map((w) => w.id);
    expect(ids((await browse(viewer, `?location=${city}`)).profiles)).toEqual(expected);
    expect(await browseEveryPage(viewer, `?location=${city}&limit=1`)).toEqual(expected);
    expect(await browseEveryPage(viewer, `?location=${city}&limit=4`)).toEqual(expected);
  });

  it('a page after a member gains a check neither repeats nor drops the others', async () => {
    const viewer = await createMan(t);
    const city = uniqueCity();
    const day = '2026-04-02';
    const women = [];
    for (const hour of ['10', '11', '12', '13']) women.push(await womanWith(city, {}, at(day, `${hour}:00:00`)));
    const first = await browse(viewer, `?location=${city}&limit=2`);
    expect(ids(first.profiles)).toEqual([women[3]?.id, women[2]?.id]);
    // A member already shown gains a check: she moves up, and the next page still starts after her old place.
    await setSelfie(t, women[3]?.id ?? '', 'verified');
    const rest = await browse(viewer, `?location=${city}&limit=2&cursor=${first.nextCursor}`);
    expect(ids(rest.profiles)).toEqual([women[1]?.id, women[0]?.id]);
  });
});
