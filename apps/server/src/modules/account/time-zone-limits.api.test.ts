import { PHOTO_ACCESS_MESSAGES, PHOTO_ASKS_PER_DAY } from '@mithaq/contracts/photo-access';
import { planFor, quotaExceededMessage } from '@mithaq/contracts/quota';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, photoAccessRequests } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { photoSharingApi } from '../photo-sharing/photo-sharing.test-helpers.js';
import { createMan, insertTargetWomen, profileApi } from '../profiles/profiles.test-helpers.js';

/**
 * docs/decisions/0047-time-zone-changes-and-limits.md: a member who moves their zone past midnight does
 * not get a new day early; the new zone counts from the end of the day in force. Each test starts the
 * clock at 20:00 in India (14:30 UTC); the zones named have no daylight saving.
 */
const clock = indiaClock(20);
const t = useTestApp({}, { clock: clock.now });
const api = profileApi(t);
const photos = photoSharingApi(t);

const HOUR_MS = 3_600_000;
/** UTC+14 all year: at 20:00 in India it is already 04:30 the next day there. */
const FAR_EAST = 'Pacific/Kiritimati';
/** UTC+13 all year: its midnight is 11:00 UTC, 7.5 hours before India's (18:30 UTC). */
const TONGA = 'Pacific/Tongatapu';

const women = (n: number) => insertTargetWomen(t, n);

const setZone = (who: TestMember, timeZone: string) =>
  t.app.inject({ method: 'PUT', url: '/api/me/time-zone', headers: who.auth, payload: { timeZone } });

/** Moves the clock to `minutes` after the next time it is `hour`:00 UTC. */
function moveToUtc(hour: number, minutes = 1) {
  const now = clock.now();
  const dayStart = Math.floor(now / (24 * HOUR_MS)) * 24 * HOUR_MS;
  let at = dayStart + hour * HOUR_MS + minutes * 60_000;
  if (at <= now) at += 24 * HOUR_MS;
  clock.advance(at - now);
}

/**
 * A member with a verified phone: the plan's own 5 a day (before verifying it is fewer, trust-limits.api.test.ts in
 * modules/interests).
 */
const verifiedMan = () => createMan(t, { phoneVerified: true });

const dailyLimitMessage = (timeZone: string) =>
  quotaExceededMessage(planFor('free'), 'day', 5, { now: new Date(clock.now()), timeZone });

describe('changing time zone and the daily interest limit', () => {
  it("refuses the 6th interest after a change to a zone just past midnight, hour after hour, until India's day ends", async () => {
    clock.setIndiaTime(20);
    const man = await verifiedMan();
    const targets = await women(6);
    const sixth = () => api.send(man, targets[5]?.id ?? '');
    for (const target of targets.slice(0, 5)) expect((await api.send(man, target.id)).statusCode).toBe(201);
    expect((await sixth()).statusCode).toBe(429);

    // 15:05 UTC is 00:05 in Tokyo: a day that began after the five sends.
    moveToUtc(15, 5);
    expect((await setZone(man, 'Asia/Tokyo')).json()).toEqual({ timeZone: 'Asia/Tokyo' });
    const refused = await sixth();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(dailyLimitMessage('Asia/Kolkata'));

    // An hour later, 00:05 in Singapore: the change already made still waits for India's midnight.
    moveToUtc(16, 5);
    expect((await setZone(man, 'Asia/Singapore')).statusCode).toBe(200);
    expect((await sixth()).statusCode).toBe(429);

    // India's day has ended: Singapore's day counts, and it holds none of the five.
    moveToUtc(18, 31);
    expect((await sixth()).statusCode).toBe(201);
  });

  it("counts in the new zone's day once the old day ends, even a day that began before the sends", async () => {
    clock.setIndiaTime(20);
    const man = await verifiedMan();
    const targets = await women(6);
    const sixth = () => api.send(man, targets[5]?.id ?? '');
    for (const target of targets.slice(0, 5)) expect((await api.send(man, target.id)).statusCode).toBe(201);
    expect((await setZone(man, TONGA)).statusCode).toBe(200);
    expect(await t.db.query.members.findFirst({ where: eq(members.id, man.id) })).toMatchObject({
      timeZone: TONGA,
      previousTimeZone: 'Asia/Kolkata',
    });

    // After India's midnight Tonga's day is in force; it began at 11:00 UTC, before the five sends.
    moveToUtc(18, 31);
    const refused = await sixth();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(dailyLimitMessage(TONGA));

    // Tonga's next midnight: a new day, while India's would still be hours away.
    moveToUtc(11);
    expect((await sixth()).statusCode).toBe(201);
  });

  it('lets a member who changes back to the zone in force keep it, with nothing pending', async () => {
    clock.setIndiaTime(20);
    const man = await verifiedMan();
    await setZone(man, FAR_EAST);
    await setZone(man, 'Asia/Kolkata');
    expect(await t.db.query.members.findFirst({ where: eq(members.id, man.id) })).toMatchObject({
      timeZone: 'Asia/Kolkata',
      previousTimeZone: null,
      timeZoneChangesAt: null,
    });
  });
});

describe('changing time zone and the daily photo-access asks', () => {
  it('refuses the 11th ask after a change to a zone just past midnight, until the old day has ended', async () => {
    clock.setIndiaTime(20);
    const asker = await photos.newMan();
    const others = await women(PHOTO_ASKS_PER_DAY);
    const askedAt = new Date(clock.now());
    await t.db
      .insert(photoAccessRequests)
      .values(others.map((o) => ({ ownerId: o.id, requesterId: asker.id, createdAt: askedAt })));
    const owner = await photos.blurredWoman();

    moveToUtc(15, 5);
    expect((await setZone(asker, 'Asia/Tokyo')).statusCode).toBe(200);
    const eleventh = await photos.ask(asker, owner.id);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(PHOTO_ACCESS_MESSAGES.tooManyAsks);

    // India's day has ended; Tokyo's day began at 15:00 UTC, after the ten asks.
    moveToUtc(18, 31);
    expect((await photos.ask(asker, owner.id)).statusCode).toBe(201);
  });
});
