import { and, asc, desc, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { members, photos, selfieChallenges, selfies } from '../../platform/db/schema.js';

export type SelfieRow = typeof selfies.$inferSelect;
export type ChallengeRow = typeof selfieChallenges.$inferSelect;

/** `created_at` is the database's time, so the newest challenge is told apart even when the app's clock stands still. */
export async function insertChallenge(
  db: Executor,
  values: { memberId: string; pose: string; expiresAt: Date },
): Promise<ChallengeRow> {
  const [row] = await db.insert(selfieChallenges).values(values).returning();
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}

export async function findChallenge(db: Executor, id: string): Promise<ChallengeRow | null> {
  const [row] = await db.select().from(selfieChallenges).where(eq(selfieChallenges.id, id));
  return row ?? null;
}

/** The member's newest challenge: only that one is accepted (a new one supersedes the others). */
export async function newestChallengeId(db: Executor, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: selfieChallenges.id })
    .from(selfieChallenges)
    .where(eq(selfieChallenges.memberId, memberId))
    .orderBy(desc(selfieChallenges.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Uses the challenge once: false when it was used meanwhile. */
export async function useChallenge(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(selfieChallenges)
    .set({ usedAt: at })
    .where(and(eq(selfieChallenges.id, id), isNull(selfieChallenges.usedAt)))
    .returning({ id: selfieChallenges.id });
  return rows.length > 0;
}

/** Challenges whose 10 minutes ended before `before`: they can never be used again. */
export async function deleteOldChallenges(db: Executor, before: Date): Promise<number> {
  const { rowCount } = await db.delete(selfieChallenges).where(lt(selfieChallenges.expiresAt, before));
  return rowCount ?? 0;
}

/** Holds the member's row: two selfies of one member take turns, so the second releases the first one's file. */
export async function lockMemberForSelfie(tx: Executor, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function findSelfie(db: Executor, memberId: string): Promise<SelfieRow | null> {
  const [row] = await db.select().from(selfies).where(eq(selfies.memberId, memberId));
  return row ?? null;
}

/** The selfie, its row held until the transaction ends (concurrent decisions queue). */
export async function lockSelfie(tx: Executor, memberId: string): Promise<SelfieRow | null> {
  const [row] = await tx.select().from(selfies).where(eq(selfies.memberId, memberId)).for('update');
  return row ?? null;
}

/** A new selfie, pending review; the file of the one it replaced, for deletion after commit. */
export async function saveSelfie(
  tx: Executor,
  values: { memberId: string; pose: string; contentType: string; storageKey: string; uploadedAt: Date },
): Promise<string[]> {
  const old = await findSelfie(tx, values.memberId);
  const fresh = {
    ...values,
    status: 'pending',
    reviewedAt: null,
    reviewedBy: null,
    notes: null,
    erasedAt: null,
    recheckSince: null,
  };
  await tx.insert(selfies).values(fresh).onConflictDoUpdate({ target: selfies.memberId, set: fresh });
  return old?.storageKey ? [old.storageKey] : [];
}

/** A staff decision; it ends any re-check. */
export async function decideSelfie(
  tx: Executor,
  memberId: string,
  decision: { status: string; notes: string | null; reviewedAt: Date; reviewedBy: string },
): Promise<SelfieRow | null> {
  const [row] = await tx
    .update(selfies)
    .set({ ...decision, recheckSince: null })
    .where(eq(selfies.memberId, memberId))
    .returning();
  return row ?? null;
}

/** A verified selfie waits for staff to compare it with a new photo (docs/decisions/0033-selfie-verification.md). */
export async function pauseVerifiedSelfie(tx: Executor, memberId: string, at: Date): Promise<void> {
  await tx
    .update(selfies)
    .set({ recheckSince: at })
    .where(and(eq(selfies.memberId, memberId), eq(selfies.status, 'verified'), isNull(selfies.recheckSince)));
}

export interface SelfieListFilter {
  status: string | null;
  /** False for staff who do not review women: members who asked for women staff only are left out. */
  reviewsWomen: boolean;
  memberId?: string;
}

function whereOf({ status, reviewsWomen, memberId }: SelfieListFilter): SQL | undefined {
  const waiting = and(
    or(eq(selfies.status, 'pending'), isNotNull(selfies.recheckSince)),
    isNotNull(selfies.storageKey),
  );
  return and(
    status === 'pending' ? waiting : status ? eq(selfies.status, status) : undefined,
    reviewsWomen ? undefined : eq(members.womenReviewersOnly, false),
    memberId ? eq(selfies.memberId, memberId) : undefined,
    ne(members.accountStatus, 'deleted'),
  );
}

/** Selfies with their member and current photo; the waiting queue oldest first. */
export function listSelfies(db: Db, filter: SelfieListFilter) {
  const waitingSince = sql`coalesce(${selfies.recheckSince}, ${selfies.uploadedAt})`;
  return db
    .select({
      selfie: selfies,
      member: {
        id: members.id,
        fullName: members.fullName,
        email: members.email,
        city: members.city,
        photoVersion: members.photoVersion,
        womenReviewersOnly: members.womenReviewersOnly,
      },
      photo: { id: photos.id, status: photos.status },
    })
    .from(selfies)
    .innerJoin(members, eq(members.id, selfies.memberId))
    .leftJoin(photos, eq(photos.id, members.photoId))
    .where(whereOf(filter))
    .orderBy(filter.status === 'pending' ? asc(waitingSince) : desc(selfies.uploadedAt))
    .limit(500);
}

/** Decided selfies whose image is still kept past `decidedBefore`, and not waiting for a re-check. */
export async function selfiesToErase(db: Db, decidedBefore: Date, limit: number) {
  const rows = await db
    .select({ memberId: selfies.memberId, storageKey: selfies.storageKey })
    .from(selfies)
    .where(
      and(
        isNotNull(selfies.storageKey),
        lt(selfies.reviewedAt, decidedBefore),
        ne(selfies.status, 'pending'),
        isNull(selfies.recheckSince),
      ),
    )
    .limit(limit);
  return rows.flatMap((r) => (r.storageKey ? [{ memberId: r.memberId, storageKey: r.storageKey }] : []));
}

/** Forgets the image's file; false when a new selfie replaced it meanwhile. */
export async function markSelfieErased(db: Db, memberId: string, storageKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(selfies)
    .set({ storageKey: null, contentType: null, erasedAt: at })
    .where(and(eq(selfies.memberId, memberId), eq(selfies.storageKey, storageKey)))
    .returning({ memberId: selfies.memberId });
  return rows.length > 0;
}

/** The selfie's file, for deletion after the account's erasure commits. */
export async function selfieFileKeys(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db.select({ key: selfies.storageKey }).from(selfies).where(eq(selfies.memberId, memberId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

export async function deleteSelfieRows(tx: Executor, memberId: string): Promise<void> {
  await tx.delete(selfies).where(eq(selfies.memberId, memberId));
  await tx.delete(selfieChallenges).where(eq(selfieChallenges.memberId, memberId));
}
