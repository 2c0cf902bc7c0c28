import { aliasedTable, and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.js';
import { members, photoAccessGrants, photoAccessRequests } from '../../platform/db/schema.js';
import { nextPhotoVersion } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';

export type PhotoRequestRow = typeof photoAccessRequests.$inferSelect;
export type PhotoGrantRow = typeof photoAccessGrants.$inferSelect;

/** The asker's member row, held until the transaction ends, so two asks at once cannot both pass the limit. */
export async function lockMember(tx: Tx, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('no key update');
  return row;
}

export async function findRequest(db: Executor, ownerId: string, requesterId: string) {
  const [row] = await db
    .select()
    .from(photoAccessRequests)
    .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.requesterId, requesterId)));
  return row;
}

export async function findActiveGrant(db: Executor, ownerId: string, granteeId: string) {
  const [row] = await db
    .select()
    .from(photoAccessGrants)
    .where(
      and(
        eq(photoAccessGrants.ownerId, ownerId),
        eq(photoAccessGrants.granteeId, granteeId),
        isNull(photoAccessGrants.revokedAt),
      ),
    );
  return row;
}

/** Asks made since `since` (a re-ask counts: it moves the request's `created_at`). */
export async function countAsksSince(db: Executor, requesterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photoAccessRequests)
    .where(and(eq(photoAccessRequests.requesterId, requesterId), gte(photoAccessRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** A new request, or the pair's old one asked again (one row per pair): pending from `now`. */
export async function upsertRequest(tx: Tx, ownerId: string, requesterId: string, now: Date): Promise<string> {
  const fresh = { status: 'pending', createdAt: now, decidedAt: null };
  const [row] = await tx
    .insert(photoAccessRequests)
    .values({ ownerId, requesterId, ...fresh })
    .onConflictDoUpdate({ target: [photoAccessRequests.ownerId, photoAccessRequests.requesterId], set: fresh })
    .returning({ id: photoAccessRequests.id });
  if (!row) throw new Error('request not saved');
  return row.id;
}

/** Answers the owner's pending request; null when there is none by that id (or not hers, or answered). */
export async function decidePendingRequest(
  tx: Tx,
  ownerId: string,
  requestId: string,
  status: 'granted' | 'declined',
  now: Date,
): Promise<PhotoRequestRow | null> {
  const [row] = await tx
    .update(photoAccessRequests)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(photoAccessRequests.id, requestId),
        eq(photoAccessRequests.ownerId, ownerId),
        eq(photoAccessRequests.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Grants (or grants again, at a new version: no address of an earlier grant opens again). */
export async function upsertGrant(tx: Tx, ownerId: string, granteeId: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(photoAccessGrants)
    .values({ ownerId, granteeId, version: 1, grantedAt: now })
    .onConflictDoUpdate({
      target: [photoAccessGrants.ownerId, photoAccessGrants.granteeId],
      set: { grantedAt: now, revokedAt: null, version: sql`${photoAccessGrants.version} + 1` },
    })
    .returning({ version: photoAccessGrants.version });
  if (!row) throw new Error('grant not saved');
  return row.version;
}

/**
 * Ends an active grant and raises its version, so the addresses issued on it stop opening at once;
 * the request's `decided_at` moves to now, so asking again waits from the revocation. False: none.
 */
export async function revokeGrant(tx: Tx, ownerId: string, granteeId: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(photoAccessGrants)
    .set({ revokedAt: now, version: sql`${photoAccessGrants.version} + 1` })
    .where(
      and(
        eq(photoAccessGrants.ownerId, ownerId),
        eq(photoAccessGrants.granteeId, granteeId),
        isNull(photoAccessGrants.revokedAt),
      ),
    )
    .returning({ version: photoAccessGrants.version });
  if (revoked.length === 0) return false;
  await tx
    .update(photoAccessRequests)
    .set({ decidedAt: now })
    .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.requesterId, granteeId)));
  return true;
}

/**
 * Saves the matches setting. Turning it off narrows who sees her photo, so it raises her photo
 * version in the same statement (docs/decisions/0005-photos.md "Photo addresses"); turning it on raises nothing.
 */
export async function setMatchesSeePhotos(db: Executor, memberId: string, value: boolean): Promise<void> {
  const narrowing = sql`${members.matchesSeePhotos} and not ${value}`;
  await db
    .update(members)
    .set({ matchesSeePhotos: value, photoVersion: nextPhotoVersion(narrowing), updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

const requester = aliasedTable(members, 'requester');
const owner = aliasedTable(members, 'owner');

/** Pending requests the owner received, newest first, with the asker's row. */
export function listReceived(db: Executor, ownerId: string) {
  return db
    .select({ request: photoAccessRequests, member: requester })
    .from(photoAccessRequests)
    .innerJoin(requester, eq(requester.id, photoAccessRequests.requesterId))
    .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.status, 'pending')))
    .orderBy(desc(photoAccessRequests.createdAt));
}

/** Grants the owner made, active ones only unless `all` (the data export), newest first. */
export function listGrants(db: Executor, ownerId: string, all = false) {
  return db
    .select({ grant: photoAccessGrants, member: members })
    .from(photoAccessGrants)
    .innerJoin(members, eq(members.id, photoAccessGrants.granteeId))
    .where(and(eq(photoAccessGrants.ownerId, ownerId), all ? undefined : isNull(photoAccessGrants.revokedAt)))
    .orderBy(desc(photoAccessGrants.grantedAt));
}

/** Requests the member sent, newest first, with the owner's row and the grant made on it (if any). */
export function listSent(db: Executor, requesterId: string) {
  return db
    .select({ request: photoAccessRequests, member: owner, grant: photoAccessGrants })
    .from(photoAccessRequests)
    .innerJoin(owner, eq(owner.id, photoAccessRequests.ownerId))
    .leftJoin(
      photoAccessGrants,
      and(
        eq(photoAccessGrants.ownerId, photoAccessRequests.ownerId),
        eq(photoAccessGrants.granteeId, photoAccessRequests.requesterId),
      ),
    )
    .where(eq(photoAccessRequests.requesterId, requesterId))
    .orderBy(desc(photoAccessRequests.createdAt));
}

/** Every request the owner received, any state (the data export). */
export function listAllReceived(db: Executor, ownerId: string) {
  return db
    .select({ request: photoAccessRequests, member: requester })
    .from(photoAccessRequests)
    .innerJoin(requester, eq(requester.id, photoAccessRequests.requesterId))
    .where(eq(photoAccessRequests.ownerId, ownerId))
    .orderBy(desc(photoAccessRequests.createdAt));
}
