import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { govtIds, members } from '../../platform/db/schema.js';

export type GovtIdRow = typeof govtIds.$inferSelect;
export type GovtIdMeta = Omit<GovtIdRow, 'storageKey'>;

const meta = {
  memberId: govtIds.memberId,
  idType: govtIds.idType,
  status: govtIds.status,
  contentType: govtIds.contentType,
  uploadedAt: govtIds.uploadedAt,
  reviewedAt: govtIds.reviewedAt,
  notes: govtIds.notes,
};

/**
 * A new or replaced document, pending review (the verification upload and seed:demo call this); the
 * file of the one it replaced, for deletion after commit.
 */
export async function saveGovtId(
  db: Db,
  values: { memberId: string; idType: string; contentType: string; storageKey: string },
): Promise<{ released: string[] }> {
  const fresh = { ...values, status: 'pending', uploadedAt: new Date(), reviewedAt: null, notes: null };
  return db.transaction(async (tx) => {
    // The member's row, not the document's (there may be none yet): two uploads take turns, so the
    // second sees and releases the first one's file.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, values.memberId)).for('no key update');
    const [old] = await tx
      .select({ key: govtIds.storageKey })
      .from(govtIds)
      .where(eq(govtIds.memberId, values.memberId));
    await tx.insert(govtIds).values(fresh).onConflictDoUpdate({ target: govtIds.memberId, set: fresh });
    return { released: old ? [old.key] : [] };
  });
}

export async function findGovtIdMeta(db: Executor, memberId: string): Promise<GovtIdMeta | null> {
  const [row] = await db.select(meta).from(govtIds).where(eq(govtIds.memberId, memberId));
  return row ?? null;
}

export async function findGovtIdFile(db: Db, memberId: string) {
  const [row] = await db
    .select({ contentType: govtIds.contentType, storageKey: govtIds.storageKey })
    .from(govtIds)
    .where(eq(govtIds.memberId, memberId));
  return row ?? null;
}

/** The file of a member's document, for deletion after the erasure commits. */
export async function govtIdFileKeys(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db.select({ key: govtIds.storageKey }).from(govtIds).where(eq(govtIds.memberId, memberId));
  return rows.map((r) => r.key);
}

/**
 * Submissions of members who still exist, oldest first for the pending queue; without `reviewsWomen`,
 * not those of members who asked for women staff only.
 */
export function listGovtIds(db: Db, status: string | null, reviewsWomen: boolean) {
  return db
    .select({ id: meta, user: { fullName: members.fullName, email: members.email, city: members.city } })
    .from(govtIds)
    .innerJoin(members, eq(members.id, govtIds.memberId))
    .where(
      and(
        status ? eq(govtIds.status, status) : undefined,
        ne(members.accountStatus, 'deleted'),
        reviewsWomen ? undefined : eq(members.womenReviewersOnly, false),
      ),
    )
    .orderBy(status === 'pending' ? asc(govtIds.uploadedAt) : desc(govtIds.uploadedAt))
    .limit(500);
}

/** Records the decision and what it means for the member's Verified badge, together. */
/** The ID's review status, its row held until the transaction ends (concurrent decisions queue). */
export async function lockGovtIdStatus(db: Executor, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ status: govtIds.status })
    .from(govtIds)
    .where(eq(govtIds.memberId, memberId))
    .for('update');
  return row?.status ?? null;
}

export async function decideGovtId(
  db: Executor,
  memberId: string,
  decision: { status: 'verified' | 'rejected'; notes: string | null },
): Promise<GovtIdMeta | null> {
  const [row] = await db
    .update(govtIds)
    .set({ ...decision, reviewedAt: new Date() })
    .where(eq(govtIds.memberId, memberId))
    .returning(meta);
  if (!row) return null;
  const verified = decision.status === 'verified';
  await db
    .update(members)
    .set({ isVerified: verified, verificationStatus: decision.status, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  return row;
}
