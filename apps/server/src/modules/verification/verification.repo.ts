import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';

type Flags = Partial<Pick<typeof members.$inferInsert, 'emailVerified' | 'phoneVerified'>>;

export async function setVerified(db: Db, memberId: string, flags: Flags): Promise<void> {
  await db
    .update(members)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** Only staff who review women may see and decide this member's selfie and ID. */
export async function setWomenReviewersOnly(db: Db, memberId: string, value: boolean): Promise<void> {
  await db.update(members).set({ womenReviewersOnly: value, updatedAt: new Date() }).where(eq(members.id, memberId));
}
