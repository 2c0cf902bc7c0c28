import { TodayPicksSchema } from '@mithaq/contracts/picks';
import { FREE_DAILY_PICKS, PREMIUM_DAILY_PICKS } from '@mithaq/contracts/plans';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, notifications, pickZoneRuns } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { PLACES } from '../discovery/discovery.test-helpers.js';
import { makePremium } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { planDailyPicks } from './picks-run.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The morning run's clock: a time of an Indian day (members' default zone is Asia/Kolkata). */
const clock = indiaClock(7);
const t = useTestApp({}, { clock: clock.now });
const profiles = profileApi(t);

/** The quarter-hourly planner, run now, and its batches run to the end by the app's worker. */
async function morningRun() {
  const planned = await planDailyPicks({ db: t.db, jobs: t.app.ctx.jobs, now: () => new Date(clock.now()) });
  await jobsSettled(t.db, 30_000);
  return planned;
}

async function picksOf(who: TestMember) {
  const res = await t.app.inject({ method: 'GET', url: '/api/picks/today', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return TodayPicksSchema.parse(res.json());
}
const pickedIds = async (who: TestMember) => (await picksOf(who)).picks.map((p) => p._id);

async function feedTypes(who: TestMember) {
  const rows = await t.db
    .select({ type: notifications.type, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.memberId, who.id));
  return rows.map((r) => r.type);
}

beforeEach(async () => {
  clock.setIndiaTime(7);
  await t.db.update(members).set({ accountStatus: 'deactivated' });
  await t.db.delete(pickZoneRuns);
});

describe('the morning run', () => {
  it("makes picks at 08:00 in each member's own zone, and only once a day", async () => {
    const india = await createMan(t, { prefSects: ['Sunni'], prefMust: ['sect'] });
    const dubai = await createMan(t, { prefSects: ['Sunni'], prefMust: ['sect'], timeZone: 'Asia/Dubai' });
    const women = await Promise.all([1, 2, 3].map(() => createWoman(t, { sect: 'Sunni' })));
    await createWoman(t, { sect: 'Shia' });

    expect((await morningRun()).zones).toBe(0);
    expect((await picksOf(india)).day).toBeNull();

    clock.setIndiaTime(8);
    const planned = await morningRun();
    // Four women and the Indian member are in India's zone.
    expect(planned).toMatchObject({ zones: 1, members: 5, batches: 1 });
    const today = await picksOf(india);
    expect(today.day).not.toBeNull();
    expect(today.perDay).toBe(FREE_DAILY_PICKS);
    expect(today.hasPreferences).toBe(true);
    expect(today.picks.map((p) => p._id).sort()).toEqual(women.map((w) => w.id).sort());
    expect(today.picks[0]?.fit).not.toBeNull();
    expect(await feedTypes(india)).toEqual(['daily-picks']);
    // Dubai's morning has not come: 06:30 there.
    expect((await picksOf(dubai)).day).toBeNull();
    // Running again the same morning changes nothing.
    expect((await morningRun()).zones).toBe(0);
    expect(await feedTypes(india)).toEqual(['daily-picks']);

    // 08:00 in Dubai (UTC+4 all year) is 09:30 in India.
    clock.setIndiaTime(9, 30);
    expect(await morningRun()).toMatchObject({ zones: 1 });
    expect((await pickedIds(dubai)).sort()).toEqual(women.map((w) => w.id).sort());
  });

  it('never picks anyone twice, and gives premium members more', async () => {
    const free = await createMan(t, { prefSects: ['Sunni'] });
    const premium = await createMan(t, { prefSects: ['Sunni'] });
    await makePremium(t, premium);
    const women = [];
    for (let i = 0; i < FREE_DAILY_PICKS + 3; i++) women.push(await createWoman(t, { sect: 'Sunni' }));

    clock.setIndiaTime(8);
    await morningRun();
    const first = await pickedIds(free);
    expect(first).toHaveLength(FREE_DAILY_PICKS);
    expect(await pickedIds(premium)).toHaveLength(Math.min(PREMIUM_DAILY_PICKS, women.length));

    clock.advance(DAY_MS);
    await morningRun();
    const second = await pickedIds(free);
    expect(second).toHaveLength(3);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // The premium member has seen everyone: no picks, and nothing announced.
    expect(await pickedIds(premium)).toEqual([]);
    expect(await feedTypes(premium)).toEqual(['daily-picks']);
  });

  it('leaves out whom the member blocked, marked not interested or is in touch with, and anyone incognito', async () => {
    const man = await createMan(t);
    const [kept, blocked, hidden, sentTo, incognito] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createWoman(t, { ...PLACES.hyderabad })),
    );
    await profiles.block(man, blocked?.id ?? '');
    await t.app.inject({ method: 'PUT', url: `/api/not-interested/${hidden?.id}`, headers: man.auth });
    await profiles.send(man, sentTo?.id ?? '');
    await t.db
      .update(members)
      .set({ incognito: true })
      .where(eq(members.id, incognito?.id ?? ''));
    if (incognito) await makePremium(t, incognito);
    clock.setIndiaTime(8);
    await morningRun();
    expect(await pickedIds(man)).toEqual([kept?.id]);
    // Marked later, the pick leaves today's list at once.
    await t.app.inject({ method: 'PUT', url: `/api/not-interested/${kept?.id}`, headers: man.auth });
    expect(await pickedIds(man)).toEqual([]);
  });

  it('gives a member without preferences the opposite gender nearby first, and invites them to set some', async () => {
    const man = await createMan(t, { ...PLACES.hyderabad });
    const near = await createWoman(t, { ...PLACES.secunderabad });
    const far = await createWoman(t, { ...PLACES.karachi });
    await t.db.update(members).set({ lastActiveAt: sql`now() + interval '1 minute'` }).where(eq(members.id, far.id));
    clock.setIndiaTime(8);
    await morningRun();
    const today = await picksOf(man);
    expect(today.hasPreferences).toBe(false);
    expect(today.picks.map((p) => p._id)).toEqual([near.id, far.id]);
  });

  it('tells a member away for a month once that their picks are kept, then keeps quiet until they are back', async () => {
    const away = await createMan(t, { lastActiveAt: new Date(clock.now() - 40 * DAY_MS) });
    for (let i = 0; i < 3; i++) await createWoman(t);
    await t.db
      .update(members)
      .set({ lastActiveAt: new Date(clock.now() - 40 * DAY_MS) })
      .where(eq(members.id, away.id));
    clock.setIndiaTime(8);
    await morningRun();
    expect(await feedTypes(away)).toEqual(['picks-kept']);
    clock.advance(DAY_MS);
    await morningRun();
    expect(await feedTypes(away)).toEqual(['picks-kept']);
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from daily_picks where member_id = ${away.id}`,
    );
    expect(stored.rows[0]?.n).toBe(3);
    // Back again: the next morning's picks are announced as usual.
    await t.db
      .update(members)
      .set({ lastActiveAt: new Date(clock.now()) })
      .where(eq(members.id, away.id));
    await createWoman(t);
    clock.advance(DAY_MS);
    await morningRun();
    expect(
      (
        await t.db
          .select({ type: notifications.type })
          .from(notifications)
          .where(and(eq(notifications.memberId, away.id), eq(notifications.type, 'daily-picks')))
      ).length,
    ).toBe(1);
  });
});
