import type { RiskDetail, RiskQueueItem } from '@mithaq/contracts/safety/risk';
import { expect } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestAdmin } from '../admin/admin.test-helpers.js';
import { makePremium } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';

/** The staff Risk queue's calls, as staff make them. */
export function riskApi(t: TestApp) {
  return {
    queue: (who: TestAdmin, view = 'open') =>
      t.app.inject({ method: 'GET', url: `/api/admin/risk?view=${view}`, headers: who.auth }),
    detail: (who: TestAdmin, userId: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/risk/${userId}`, headers: who.auth }),
    decide: (who: TestAdmin, userId: string, action: string, notes?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/risk/${userId}/decision`,
        headers: who.auth,
        payload: notes === undefined ? { action } : { action, notes },
      }),
  };
}

/** Waits for what the send path notes after answering (the risk record is written in the background). */
export const settled = (t: TestApp) => t.app.ctx.background.settled();

export async function queueOf(t: TestApp, who: TestAdmin, view = 'open'): Promise<RiskQueueItem[]> {
  await settled(t);
  const res = await riskApi(t).queue(who, view);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { members: RiskQueueItem[] }).members;
}

export async function detailOf(t: TestApp, who: TestAdmin, userId: string): Promise<RiskDetail> {
  await settled(t);
  const res = await riskApi(t).detail(who, userId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RiskDetail;
}

/**
 * A premium man with a verified phone (so the day's first-message limit is the plan's 20) matched with
 * `count` premium women, each of whom sent him interest and had it accepted.
 */
export async function manWithMatches(t: TestApp, count: number): Promise<{ man: TestMember; women: TestMember[] }> {
  const api = profileApi(t);
  const man = await createMan(t, { phoneVerified: true });
  await makePremium(t, man);
  const women: TestMember[] = [];
  for (let i = 0; i < count; i++) {
    const woman = await createWoman(t, { fullName: `Woman Number${i}` });
    await makePremium(t, woman);
    await makeMatch(api, woman, man);
    women.push(woman);
  }
  return { man, women };
}

/** The list's item at `index`, which the test set up. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} of ${list.length}`);
  return item;
}
