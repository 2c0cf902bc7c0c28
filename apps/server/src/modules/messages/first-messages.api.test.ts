import { firstMessageLimitMessage } from '@mithaq/contracts/first-messages';
import { planFor, quotaWindows } from '@mithaq/contracts/quota';
import { describe, expect, it } from 'vitest';
import { conversations, rateLimitHits } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { createMan, createWoman, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';
import { makePremium, messagesApi, sendOk } from './messages.test-helpers.js';

/**
 * docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits": conversations a member may start
 * (their first message to a member) each day of their own time zone: 3 before they verify a phone, ID or
 * selfie, 20 after on Silver and Gold, no limit on Platinum. Replies and later messages never count.
 */
const clock = indiaClock(12);
const t = useTestApp({}, { clock: clock.now });
const api = messagesApi(t);
const profiles = profileApi(t);
const INDIA = 'Asia/Kolkata';

/** A premium man matched with `n` women, each of whom sent him the interest he accepted. */
async function manWithMatches(
  n: number,
  columns: Parameters<typeof createMan>[1] = {},
  plan: 'silver' | 'gold' | 'platinum' = 'gold',
) {
  const man = await createMan(t, columns);
  await makePremium(t, man, plan);
  const women: TestMember[] = [];
  for (let i = 0; i < n; i++) {
    const woman = await createWoman(t);
    await makeMatch(profiles, woman, man);
    women.push(woman);
  }
  return { man, women };
}

const now = () => ({ now: new Date(clock.now()), timeZone: INDIA });

describe('first messages a day', () => {
  it('lets a member with only an email start 3 conversations a day, and says why and how to lift it', async () => {
    const { man, women } = await manWithMatches(4);
    const [a, b, c, d] = women as [TestMember, TestMember, TestMember, TestMember];
    for (const woman of [a, b, c]) await sendOk(api, man, woman, 'Assalamu alaikum');

    const refused = await api.send(man, d.id, 'Assalamu alaikum');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'VERIFY_TO_SEND_MORE',
      message: firstMessageLimitMessage(planFor('gold'), { limit: 3, unverified: true }, now()),
    });
    expect(refused.json().message).toBe(
      'You have started 3 new conversations today, the daily limit for members who have not verified a phone number, ID or selfie. ' +
        'You can start more after midnight (12:00 am IST). ' +
        'Verify your phone number, ID or selfie in the Verification Center to start up to 20 a day.',
    );
    // Nothing was stored for the refused one.
    expect((await api.thread(man, d.id)).json().messages).toEqual([]);

    // Conversations under way go on, and one she starts is his to answer.
    await sendOk(api, man, a, 'How was your day?');
    await makePremium(t, d);
    await sendOk(api, d, man, 'Wa alaikum assalam');
    await sendOk(api, man, d, 'Thank you for writing');
  });

  it('lets a member with a verified phone start more, up to their plan’s 20', async () => {
    const { man, women } = await manWithMatches(5, { phoneVerified: true });
    const [first, ...rest] = women as [TestMember, ...TestMember[]];
    for (const woman of rest) await sendOk(api, man, woman, 'Salaam');
    await t.db
      .insert(rateLimitHits)
      .values({
        key: `first-messages:${man.id}`,
        windowStart: quotaWindows(new Date(clock.now()), INDIA).dayStart,
        hits: 20,
      })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: 20 } });
    const refused = await api.send(man, first.id, 'Salaam');
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: firstMessageLimitMessage(planFor('gold'), { limit: 20, unverified: false }, now()),
    });
    expect(refused.json().message).toContain('the daily limit on the Gold plan.');
  });

  it('sets no limit for a verified Platinum member', async () => {
    const { man, women } = await manWithMatches(4, { photoVerified: true }, 'platinum');
    for (const woman of women) await sendOk(api, man, woman, 'Salaam');
    const counted = await t.db.select().from(rateLimitHits);
    expect(counted.filter((row) => row.key === `first-messages:${man.id}`)).toEqual([]);
  });

  it("counts again from the member's next midnight", async () => {
    clock.setIndiaTime(23);
    const { man, women } = await manWithMatches(4);
    const [a, b, c, d] = women as [TestMember, TestMember, TestMember, TestMember];
    for (const woman of [a, b, c]) await sendOk(api, man, woman, 'Salaam');
    expect((await api.send(man, d.id, 'Salaam')).statusCode).toBe(429);
    clock.advance(3_600_000);
    await sendOk(api, man, d, 'Salaam');
    clock.setIndiaTime(12);
  });

  it('lets exactly 3 of 6 first messages sent at once through', async () => {
    const { man, women } = await manWithMatches(6);
    const results = await Promise.all(women.map((woman) => api.send(man, woman.id, 'Salaam')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const started = (await t.db.select().from(conversations)).filter(
      (row) => row.memberA === man.id || row.memberB === man.id,
    );
    expect(started).toHaveLength(3);
  });
});
