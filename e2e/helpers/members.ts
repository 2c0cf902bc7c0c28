import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, type TestMember } from '../fixtures';

/** A short tag that makes names and cities unique to one test, since tests share one database. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

/** The member's profile id, from GET /api/auth/me. */
export async function memberIdOf(request: APIRequestContext, member: TestMember): Promise<string> {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { _id: string })._id;
}

/** Sends an interest through the API (POST /api/profiles/{id}/interest) from `from` to the profile `toId`. */
export async function sendInterestViaApi(request: APIRequestContext, from: TestMember, toId: string): Promise<void> {
  const res = await request.post(`/api/profiles/${toId}/interest`, {
    headers: { authorization: `Bearer ${from.token}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBe(201);
}
