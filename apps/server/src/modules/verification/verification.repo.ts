import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';

type Flags = Partial<Pick<typeof members.$inferInsert, 'emailVerified' | 'phoneVerified'>>;

export async function setVerified(db: Db, memberId: string, flags: Flags): Promise<void> {
  await db
    .update(members)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

export async function emailUsedByAnother(db: Db, memberId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, ne(members.id, memberId)));
  return Boolean(row);
}

/** Saves a changed address and clears its verification; false when the unique email index refuses it. */
export async function saveContact(
  db: Db,
  memberId: string,
  change: { email: string; emailVerified: false } | { phone: string; phoneVerified: false },
): Promise<boolean> {
  try {
    await db
      .update(members)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(members.id, memberId));
    return true;
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '23505') return false;
    throw err;
  }
}

/** Only staff who review women may see and decide this member's selfie and ID. */
export async function setWomenReviewersOnly(db: Db, memberId: string, value: boolean): Promise<void> {
  await db.update(members).set({ womenReviewersOnly: value, updatedAt: new Date() }).where(eq(members.id, memberId));
}
