import type { NotificationItem } from '@mithaq/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** `GET /api/notifications` as the member: their feed, newest first (one page of 50). */
export async function feedOf(t: { app: FastifyInstance }, who: { auth: { authorization: string } }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as NotificationItem[];
}

/** The member's feed items of `type`. */
export async function feedItemsOf(
  t: { app: FastifyInstance },
  who: { auth: { authorization: string } },
  type: NotificationItem['type'],
) {
  return (await feedOf(t, who)).filter((item) => item.type === type);
}
