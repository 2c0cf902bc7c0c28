import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import type { MembershipState } from './membership.js';

export async function lockMembership(db: Executor, memberId: string) {
  const [row] = await db
    .select({ planId: members.planId, membershipTier: members.membershipTier, premiumUntil: members.premiumUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row ?? null;
}

export async function saveMembership(db: Executor, memberId: string, state: MembershipState): Promise<void> {
  await db
    .update(members)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}
