import { planFor, quotaExceededMessage, unverifiedQuotaMessage } from '@mithaq/contracts/quota';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { grantMembership } from '../membership/membership.service.js';
import { createMan, insertTargetWomen, profileApi } from '../profiles/profiles.test-helpers.js';

/**
 * docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits": a member with no verified phone,
 * ID or selfie sends fewer interests a day than their plan allows; any one of the three lifts it. The
 * clock is injected and stands at noon in India, the members' default day.
 */
const clock = indiaClock(12);
const t = useTestApp({}, { clock: clock.now });
const api = profileApi(t);
const INDIA = 'Asia/Kolkata';
const DAY_MS = 24 * 3_600_000;

/** Sends to `n` new women one after another; the status codes, in order. */
async function sendTo(man: TestMember, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (const woman of await insertTargetWomen(t, n)) codes.push((await api.send(man, woman.id)).statusCode);
  return codes;
}

const sendOne = async (man: TestMember) => api.send(man, (await insertTargetWomen(t, 1))[0]?.id ?? '');
const now = () => ({ now: new Date(clock.now()), timeZone: INDIA });

describe('daily interests before verification', () => {
  it('gives a free member with only an email 2 a day, and says why and how to lift it', async () => {
    clock.setIndiaTime(12);
    const man = await createMan(t);
    const [first] = await insertTargetWomen(t, 1);
    const sent = await api.send(man, first?.id ?? '');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().quota).toEqual({ remainingToday: 1, remainingThisMonth: 9 });
    expect(await sendTo(man, 1)).toEqual([201]);

    const refused = await sendOne(man);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'VERIFY_TO_SEND_MORE',
      message: unverifiedQuotaMessage(planFor('free'), 2, now()),
    });
    expect(refused.json().message).toBe(
      'You have reached your daily limit of 2 interests for members who have not verified a phone number, ID or selfie. ' +
        'You can send more after midnight (12:00 am IST). ' +
        'Verify your phone number, ID or selfie in the Verification Center to send up to 5 a day.',
    );
  });

  it('answers the limit in the reader’s language', async () => {
    const man = await createMan(t, { locale: 'ur' });
    await sendTo(man, 2);
    const refused = await sendOne(man);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('تصدیقی مرکز');
    expect(refused.json().message).toContain('12:00 am IST');
    expect(refused.json().message).not.toMatch(/You have reached|Verify your/);
  });

  it.each([
    ['a verified phone', { phoneVerified: true }],
    ['a verified government ID', { isVerified: true }],
    ['a verified selfie', { photoVerified: true }],
  ])("gives a member with %s the plan's 5 a day, and the plan's message after", async (_, columns) => {
    const man = await createMan(t, columns);
    expect(await sendTo(man, 5)).toEqual([201, 201, 201, 201, 201]);
    const refused = await sendOne(man);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: quotaExceededMessage(planFor('free'), 'day', 5, now()),
    });
  });

  it('holds on premium plans too: 5 a day on Silver until verified, then 20', async () => {
    const man = await createMan(t);
    await grantMembership(t.db, man.id, 'silver');
    expect(await sendTo(man, 5)).toEqual([201, 201, 201, 201, 201]);
    const refused = await sendOne(man);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('VERIFY_TO_SEND_MORE');
    expect(refused.json().message).toContain('to send up to 20 a day.');

    const verified = await createMan(t, { phoneVerified: true });
    await grantMembership(t.db, verified.id, 'silver');
    expect((await sendTo(verified, 6)).every((code) => code === 201)).toBe(true);
  });

  it('limits an unverified Platinum member to 5 a day, lifted to no limit by verifying', async () => {
    const man = await createMan(t);
    await grantMembership(t.db, man.id, 'platinum');
    await sendTo(man, 5);
    const refused = await sendOne(man);
    expect(refused.json()).toEqual({
      code: 'VERIFY_TO_SEND_MORE',
      message: unverifiedQuotaMessage(planFor('platinum'), 5, now()),
    });
    expect(refused.json().message).toContain('to send as many as your plan allows.');
  });

  it("starts again on the member's next day", async () => {
    clock.setIndiaTime(23);
    const man = await createMan(t);
    await sendTo(man, 2);
    expect((await sendOne(man)).statusCode).toBe(429);
    clock.advance(DAY_MS / 24);
    const next = await sendOne(man);
    expect(next.statusCode).toBe(201);
    clock.setIndiaTime(12);
  });

  it('lets exactly 2 of 8 concurrent sends through for an unverified member', async () => {
    const man = await createMan(t);
    const targets = await insertTargetWomen(t, 8);
    const codes = (await Promise.all(targets.map((w) => api.send(man, w.id)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });
});
