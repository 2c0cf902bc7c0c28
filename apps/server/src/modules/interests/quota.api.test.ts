import { planFor, quotaExceededMessage, quotaWindows } from '@mithaq/contracts/quota';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { grantMembership } from '../membership/membership.service.js';
import {
  createMan as createAnyMan,
  insertTargetWomen,
  type ProfileApi,
  profileApi,
} from '../profiles/profiles.test-helpers.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const women = (n: number) => insertTargetWomen(t, n);

/**
 * The plan's own limits are those of a member who verified a phone, ID or selfie; before that the
 * daily ones are lower (trust-limits.api.test.ts, docs/decisions/0066-catching-scammers-early.md).
 */
const createMan = (app: typeof t, columns: Parameters<typeof createAnyMan>[1] = {}) =>
  createAnyMan(app, { phoneVerified: true, ...columns });

/** Interests the sender already sent at `createdAt`, written directly to set up a window. */
async function alreadySent(sender: TestMember, count: number, createdAt: Date) {
  const targets = await women(count);
  await t.db.insert(interests).values(targets.map((w) => ({ fromId: sender.id, toId: w.id, createdAt })));
}

const sentCount = async (m: TestMember) =>
  (await t.db.select().from(interests).where(eq(interests.fromId, m.id))).length;

const INDIA = 'Asia/Kolkata';
/** Where the quota windows stand now for a member in `timeZone`. */
const windowsIn = (timeZone: string) => quotaWindows(new Date(), timeZone);
const oneMsBefore = (d: Date) => new Date(d.getTime() - 1);

describe('interest quotas (spec section 9)', () => {
  it('lets exactly 5 of 20 concurrent sends through on the free plan', async () => {
    const man = await createMan(t);
    const targets = await women(20);
    const results = await Promise.all(targets.map((w) => api.send(man, w.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(await sentCount(man)).toBe(5);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      code: 'RATE_LIMITED',
      message: quotaExceededMessage(planFor('free'), 'day', 5, { now: new Date(), timeZone: INDIA }),
    });
    expect(refused?.json().message).toMatch(
      /daily limit of 5 interests on the Always Free plan\. You can send more after midnight \(12:00 am IST\)\. Upgrade to/,
    );
  });

  it('counts down what is left and reports it', async () => {
    const man = await createMan(t);
    const [a, b] = await women(2);
    if (!a || !b) throw new Error();
    expect((await api.send(man, a.id)).json().quota).toEqual({ remainingToday: 4, remainingThisMonth: 9 });
    expect((await api.send(man, b.id)).json().quota).toEqual({ remainingToday: 3, remainingThisMonth: 8 });
  });

  it('stops the free plan at 10 a month, with the monthly message', async () => {
    const man = await createMan(t);
    await alreadySent(man, 10, windowsIn(INDIA).monthStart);
    const [target] = await women(1);
    const res = await api.send(man, target?.id ?? '');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      quotaExceededMessage(planFor('free'), 'month', 10, { now: new Date(), timeZone: INDIA }),
    );
    expect(res.json().message).toMatch(/You can send more from 1 \w+, 12:00 am IST\./);
  });

  it('applies the silver plan: 20 a day, 60 a month', async () => {
    const man = await createMan(t);
    await grantMembership(t.db, man.id, 'silver');
    await alreadySent(man, 19, new Date());
    const [a, b] = await women(2);
    if (!a || !b) throw new Error();
    const last = await api.send(man, a.id);
    expect(last.statusCode).toBe(201);
    expect(last.json().quota).toEqual({ remainingToday: 0, remainingThisMonth: 40 });
    const over = await api.send(man, b.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('daily limit of 20 interests on the Silver plan');
    expect(over.json().message).toContain('Upgrade to Platinum');
  });

  it('never limits the platinum plan', async () => {
    const man = await createMan(t);
    await grantMembership(t.db, man.id, 'platinum');
    await alreadySent(man, 30, new Date());
    const [target] = await women(1);
    const res = await api.send(man, target?.id ?? '');
    expect(res.statusCode).toBe(201);
    expect(res.json().quota).toEqual({ remainingToday: null, remainingThisMonth: null });
  });

  it('falls back to the free plan once a membership has lapsed', async () => {
    const man = await createMan(t);
    await grantMembership(t.db, man.id, 'silver', new Date(Date.now() - 62 * 86_400_000));
    await alreadySent(man, 5, new Date());
    const [target] = await women(1);
    const res = await api.send(man, target?.id ?? '');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('Always Free');
  });

  it('treats an unknown plan id as the free plan', async () => {
    const man = await createMan(t, { planId: 'legacy-gold' });
    await alreadySent(man, 5, new Date());
    const [target] = await women(1);
    expect((await api.send(man, target?.id ?? '')).statusCode).toBe(429);
  });
});

/** Members whose day is India's (the default) or Los Angeles's; rows are dated around their midnight. */
describe("quota windows follow the member's time zone", () => {
  /**
   * A member whose zone has long been in force: stored as registration stores it, since a change made
   * now would count only from their next day (docs/decisions/0047-time-zone-changes-and-limits.md).
   */
  const manIn = (timeZone?: string) => createMan(t, timeZone ? { timeZone } : undefined);

  async function sendOne(man: TestMember) {
    const [target] = await women(1);
    return api.send(man, target?.id ?? '');
  }

  /** On the 1st of a month, yesterday belongs to last month and does not count either. */
  const leftAfterOne = (yesterday: Date, timeZone: string) =>
    yesterday >= windowsIn(timeZone).monthStart
      ? { remainingToday: 4, remainingThisMonth: 4 }
      : { remainingToday: 4, remainingThisMonth: 9 };

  it('counts from midnight in India by default: one millisecond before it is yesterday', async () => {
    const man = await manIn();
    const yesterday = oneMsBefore(windowsIn(INDIA).dayStart);
    await alreadySent(man, 5, yesterday);
    const res = await sendOne(man);
    expect(res.statusCode).toBe(201);
    expect(res.json().quota).toEqual(leftAfterOne(yesterday, INDIA));
  });

  it("counts an interest sent at India's midnight as today's, and says when the limit resets", async () => {
    const man = await manIn();
    await alreadySent(man, 5, windowsIn(INDIA).dayStart);
    const res = await sendOne(man);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('You can send more after midnight (12:00 am IST).');
  });

  it("moves the boundary to Los Angeles's midnight for a member there, with PST or PDT in the message", async () => {
    const zone = 'America/Los_Angeles';
    const before = await manIn(zone);
    const yesterday = oneMsBefore(windowsIn(zone).dayStart);
    await alreadySent(before, 5, yesterday);
    const allowed = await sendOne(before);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().quota).toEqual(leftAfterOne(yesterday, zone));

    const at = await manIn(zone);
    await alreadySent(at, 5, windowsIn(zone).dayStart);
    const refused = await sendOne(at);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/You can send more after midnight \(12:00 am P[DS]T\)\./);
  });

  it("starts the month at midnight on the 1st in the member's zone", async () => {
    const zone = 'Asia/Dubai';
    const lastMonth = await manIn(zone);
    await alreadySent(lastMonth, 10, oneMsBefore(windowsIn(zone).monthStart));
    const allowed = await sendOne(lastMonth);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().quota).toEqual({ remainingToday: 4, remainingThisMonth: 9 });

    const thisMonth = await manIn(zone);
    await alreadySent(thisMonth, 10, windowsIn(zone).monthStart);
    const refused = await sendOne(thisMonth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /monthly limit of 10 interests.*You can send more from 1 \w+, 12:00 am GST\./,
    );
  });
});
