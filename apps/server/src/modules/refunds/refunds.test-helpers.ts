import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { members, payments } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestAdmin } from '../admin/admin.test-helpers.js';

/** Thin wrappers over app.inject for the staff refund routes. */
export function refundsApi(t: { app: FastifyInstance }) {
  return {
    list: (who: TestAdmin | TestMember, status = 'pending') =>
      t.app.inject({ method: 'GET', url: `/api/admin/refunds?status=${status}`, headers: who.auth }),
    approve: (who: TestAdmin, id: string, amount: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/approve`, headers: who.auth, payload: { amount } }),
    decline: (who: TestAdmin, id: string, reason: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/decline`, headers: who.auth, payload: { reason } }),
  };
}

/** Moves a purchase `days` into the past: the payment and the membership it bought. */
export async function paidDaysAgo(t: TestApp, member: TestMember, txnid: string, days: number) {
  await t.db
    .update(payments)
    .set({ completedAt: sql`completed_at - make_interval(days => ${days})` })
    .where(eq(payments.txnid, txnid));
  await t.db
    .update(members)
    .set({ premiumUntil: sql`premium_until - make_interval(days => ${days})` })
    .where(eq(members.id, member.id));
}

export async function membershipOf(t: TestApp, member: TestMember) {
  const [row] = await t.db
    .select({ tier: members.membershipTier, plan: members.planId, until: members.premiumUntil })
    .from(members)
    .where(eq(members.id, member.id));
  expect(row).toBeDefined();
  return row as { tier: string; plan: string; until: Date | null };
}

/** The member's payment `txnid` as their history shows it. */
export async function historyPayment(t: TestApp, member: TestMember, txnid: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/payment/history', headers: member.auth });
  return res.json().payments.find((p: { txnid: string }) => p.txnid === txnid);
}
