import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';

type Flags = Partial<Pick<typeof members.$inferInsert, 'emailVerified' | 'phoneVerified'>>;

export async function setVerified(db: Db, memberId: string, flags: Flags): Promise<void> {
  await db
    .update(members)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** Whether another active account has verified this (normalised) number: one index probe (members_verified_phone_idx). */
export async function isPhoneVerifiedElsewhere(db: Executor, memberId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.phone, phone),
        eq(members.phoneVerified, true),
        eq(members.accountStatus, 'active'),
        ne(members.id, memberId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type PhoneClaim = 'verified' | 'taken' | 'changed';

/**
 * A verified phone belongs to one active account (docs/decisions/0066-catching-scammers-early.md): in one
 * transaction, a lock on the number (transaction-scoped, so two accounts verifying it at once take turns),
 * the check, then the flag, only while the member's saved number is still this one. `taken` and
 * `changed` write nothing.
 */
export function claimVerifiedPhone(db: Db, memberId: string, phone: string): Promise<PhoneClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verified-phone:${phone}`}, 0))`);
    if (await isPhoneVerifiedElsewhere(tx, memberId, phone)) return 'taken';
    const updated = await tx
      .update(members)
      .set({ phoneVerified: true, updatedAt: new Date() })
      .where(and(eq(members.id, memberId), eq(members.phone, phone)))
      .returning({ id: members.id });
    return updated.length > 0 ? 'verified' : 'changed';
  });
}

/** Only staff who review women may see and decide this member's selfie and ID. */
export async function setWomenReviewersOnly(db: Db, memberId: string, value: boolean): Promise<void> {
  await db.update(members).set({ womenReviewersOnly: value, updatedAt: new Date() }).where(eq(members.id, memberId));
}
