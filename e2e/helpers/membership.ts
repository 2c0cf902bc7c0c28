import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, type MemberInput, type TestMember } from '../fixtures';
import { e2eDataDir, repoRoot } from '../support/paths';
import { memberIdOf, sendInterestViaApi, uniqueTag } from './members';

const run = promisify(execFile);

/**
 * Makes `member` premium the way support would: `npm run membership:grant`, which calls the server's
 * membership module against the app's own database (no SQL written here).
 */
export async function grantPremium(member: TestMember, plan: 'silver' | 'gold' | 'platinum' = 'gold'): Promise<void> {
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/scripts/grant-membership.ts', '--email', member.email, '--plan', plan],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' }, timeout: 60_000 },
  );
}

/** `a` sends an interest and `b` accepts it: a mutual match. Returns both profile ids. */
export async function matchMembers(
  request: APIRequestContext,
  a: TestMember,
  b: TestMember,
): Promise<{ aId: string; bId: string }> {
  const [aId, bId] = await Promise.all([memberIdOf(request, a), memberIdOf(request, b)]);
  await sendInterestViaApi(request, a, bId);
  const res = await request.post(`/api/profiles/${aId}/accept-interest`, {
    headers: { authorization: `Bearer ${b.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { aId, bId };
}

/** Sends a message through the API (POST /api/messages/{userId}). */
export async function sendMessageViaApi(
  request: APIRequestContext,
  from: TestMember,
  toId: string,
  content: string,
): Promise<void> {
  const res = await request.post(`/api/messages/${toId}`, {
    headers: { authorization: `Bearer ${from.token}` },
    data: { content },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Amina and Yusuf, matched and both premium, their names tagged for this test. */
export async function premiumMatch(
  createMember: (overrides?: Partial<MemberInput>) => Promise<TestMember>,
  request: APIRequestContext,
) {
  const tag = uniqueTag();
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female' });
  const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male' });
  const ids = await matchMembers(request, amina, yusuf);
  await Promise.all([grantPremium(amina), grantPremium(yusuf)]);
  return { tag, amina, yusuf, ...ids };
}
