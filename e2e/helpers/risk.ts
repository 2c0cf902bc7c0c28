import type { APIRequestContext } from '@playwright/test';
import { expect, type MemberOverrides, type TestMember } from '../fixtures';
import { adminHeaders, type TestAdmin } from './admin';
import { uniqueTag } from './members';
import { grantPremium, matchMembers, sendMessageViaApi } from './membership';

/**
 * Seeding the staff Risk queue through the real API (docs/decisions/0067-risk-record.md): reports from
 * different members, and money requests the detector flags in conversations with different members.
 */

type CreateMember = (overrides?: MemberOverrides) => Promise<TestMember>;
type ReportReason =
  | 'fake_profile'
  | 'asking_for_money'
  | 'harassment'
  | 'inappropriate_photos'
  | 'married_or_not_serious'
  | 'underage'
  | 'other';

/** Mirrors contracts RiskDetail (the e2e package does not import the contracts); only what tests read. */
export interface RiskCase {
  userId: string;
  status: 'open' | 'restricted' | 'dismissed' | 'warned' | 'released' | 'deactivated';
  reasons: ('patterns' | 'reports' | 'opener')[];
  counts: Record<
    | 'flaggedConversations'
    | 'reporters'
    | 'photoFlags'
    | 'copiedOpeners'
    | 'linkedAccounts'
    | 'heldMessages'
    | 'heldInterests',
    number
  >;
}

/** Messages a scammer sends; the detector flags each (money request, UPI handle, bank details, moving off the app). */
export const MONEY_REQUESTS = [
  'Please send me 5000 rupees on my UPI id rahul@okaxis, my mother is in hospital',
  'I need 20000 urgently for the customs fee of my parcel, transfer to account number 123456789012 IFSC SBIN0001234',
  'Mujhe 3000 rupaye bhej do please, mera paytm number 9876543210 hai, kal lauta dunga',
] as const;

/** `reporter` reports the member `userId` (POST /api/reports). */
export async function reportMember(
  request: APIRequestContext,
  reporter: TestMember,
  userId: string,
  { reason = 'asking_for_money', note }: { reason?: ReportReason; note?: string } = {},
): Promise<void> {
  const res = await request.post('/api/reports', {
    headers: { authorization: `Bearer ${reporter.token}` },
    data: { userId, reason, ...(note ? { note } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Puts the member `userId` in the Risk queue for reports: each of `reporters` (by default two new
 * members, the threshold) reports them. A report enters the queue in its own transaction, so the member
 * is there when this returns.
 */
export async function putInRiskQueueByReports(
  request: APIRequestContext,
  createMember: CreateMember,
  userId: string,
  {
    reporters,
    reason = 'asking_for_money',
    note = 'Asked me for money in our first conversation.',
  }: { reporters?: TestMember[]; reason?: ReportReason; note?: string } = {},
): Promise<TestMember[]> {
  const tag = uniqueTag();
  const who = reporters ?? [
    await createMember({ fullName: `Reporter One ${tag}` }),
    await createMember({ fullName: `Reporter Two ${tag}` }),
  ];
  for (const reporter of who) await reportMember(request, reporter, userId, { reason, note });
  return who;
}

/**
 * `scammer` (made premium here) matches each of `receivers` and sends each one of `messages` in turn: the
 * detector flags them, and with three different members in a week the scammer enters the queue for
 * patterns. Receivers send the interests, so the scammer's daily interest limit is not touched; three
 * receivers stay within an unverified member's three new conversations a day. Returns the receivers' ids.
 */
export async function sendMoneyRequests(
  request: APIRequestContext,
  scammer: TestMember,
  receivers: TestMember[],
  messages: readonly string[] = MONEY_REQUESTS,
): Promise<string[]> {
  const ids: string[] = [];
  for (const receiver of receivers) ids.push((await matchMembers(request, receiver, scammer)).aId);
  await grantPremium(scammer);
  for (const [i, id] of ids.entries()) {
    await sendMessageViaApi(request, scammer, id, messages[i % messages.length] ?? MONEY_REQUESTS[0]);
  }
  return ids;
}

/** The member's case as staff read it (GET /api/admin/risk/:userId); null while they are not in the queue. */
export async function riskCaseOf(
  request: APIRequestContext,
  admin: TestAdmin,
  userId: string,
): Promise<RiskCase | null> {
  const res = await request.get(`/api/admin/risk/${userId}`, { headers: adminHeaders(admin) });
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as RiskCase;
}

/**
 * Waits until the member's case has every reason in `reasons`: a message is noted on the sender's record
 * after the send answers, so a flagged message's signal can come a moment later.
 */
export async function waitForRiskReasons(
  request: APIRequestContext,
  admin: TestAdmin,
  userId: string,
  reasons: RiskCase['reasons'],
): Promise<RiskCase> {
  let found: RiskCase | null = null;
  await expect
    .poll(
      async () => {
        found = await riskCaseOf(request, admin, userId);
        return reasons.every((r) => found?.reasons.includes(r));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`member ${userId} is not in the Risk queue`);
  return found;
}

/** A staff decision through the API (POST /api/admin/risk/:userId/decision), as another staff member would take it. */
export async function decideRiskViaApi(
  request: APIRequestContext,
  admin: TestAdmin,
  userId: string,
  action: 'dismiss' | 'warn' | 'restrict' | 'release' | 'deactivate',
  notes?: string,
): Promise<RiskCase> {
  const res = await request.post(`/api/admin/risk/${userId}/decision`, {
    headers: adminHeaders(admin),
    data: { action, ...(notes ? { notes } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as RiskCase;
}
