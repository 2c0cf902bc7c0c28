import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { govtIds, members } from '../../db/schema.js';

export type GovtIdRow = typeof govtIds.$inferSelect;
export type GovtIdMeta = Omit<GovtIdRow, 'file'>;

const meta = {
  memberId: govtIds.memberId,
  idType: govtIds.idType,
  status: govtIds.status,
  contentType: govtIds.contentType,
  uploadedAt: govtIds.uploadedAt,
  reviewedAt: govtIds.reviewedAt,
  notes: govtIds.notes,
};

/** A new or replaced document, pending review (the verification upload and seed:demo call this). */
export async function saveGovtId(
  db: Executor,
  values: { memberId: string; idType: string; contentType: string; file: Buffer },
): Promise<void> {
  const fresh = { ...values, status: 'pending', uploadedAt: new Date(), reviewedAt: null, notes: null };
  await db.insert(govtIds).values(fresh).onConflictDoUpdate({ target: govtIds.memberId, set: fresh });
}

export async function findGovtIdMeta(db: Executor, memberId: string): Promise<GovtIdMeta | null> {
  const [row] = await db.select(meta).from(govtIds).where(eq(govtIds.memberId, memberId));
  return row ?? null;
}

export async function findGovtIdFile(db: Db, memberId: string) {
  const [row] = await db
    .select({ contentType: govtIds.contentType, file: govtIds.file })
    .from(govtIds)
    .where(eq(govtIds.memberId, memberId));
  return row ?? null;
}

/** Submissions of members who still exist, oldest first for the pending queue. */
export function listGovtIds(db: Db, status: string | null) {
  return db
    .select({ id: meta, user: { fullName: members.fullName, email: members.email, city: members.city } })
    .from(govtIds)
    .innerJoin(members, eq(members.id, govtIds.memberId))
    .where(and(status ? eq(govtIds.status, status) : undefined, ne(members.accountStatus, 'deleted')))
    .orderBy(status === 'pending' ? asc(govtIds.uploadedAt) : desc(govtIds.uploadedAt))
    .limit(500);
}

/** Records the decision and what it means for the member's Verified badge, together. */
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

export async function deleteGovtId(db: Executor, memberId: string): Promise<void> {
  await db.delete(govtIds).where(eq(govtIds.memberId, memberId));
}
