import { eq } from 'drizzle-orm';
import { selfies } from '../../platform/db/schema.js';
import type { TestApp } from '../../test/test-app.js';

export type SelfieState = 'verified' | 'pending' | 'rejected' | 'recheck';

/**
 * A selfie row as the selfie module leaves it (tests write the table directly; the module is built
 * apart): `recheck` is a verified selfie paused because a new photo awaits comparison.
 */
export async function setSelfie(t: TestApp, memberId: string, state: SelfieState): Promise<void> {
  const status = state === 'recheck' ? 'verified' : state;
  const recheckSince = state === 'recheck' ? new Date() : null;
  await t.db
    .insert(selfies)
    .values({ memberId, status, pose: 'three-fingers', recheckSince })
    .onConflictDoUpdate({ target: selfies.memberId, set: { status, recheckSince } });
}

export const removeSelfie = (t: TestApp, memberId: string) =>
  t.db.delete(selfies).where(eq(selfies.memberId, memberId));
