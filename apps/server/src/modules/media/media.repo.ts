import type { PhotoVariant } from '@mithaq/contracts/media';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import {
  interests,
  members,
  photoAccessGrants,
  photos,
  photoVariants,
  storageObjects,
} from '../../platform/db/schema.js';
import { blockedEitherWay } from '../blocks/index.js';
import { nextPhotoVersion } from '../members/index.js';
import type { MediaAddress } from './signed-url.js';

export type PhotoRow = typeof photos.$inferSelect;

export interface NewPhoto {
  id: string;
  memberId: string;
  width: number;
  height: number;
  /** Each variant's file, already written under `storageKey` (photo-files.ts). */
  variants: { variant: PhotoVariant; contentType: string; storageKey: string }[];
}

export async function findPhotoVersion(db: Executor, memberId: string): Promise<number | null> {
  const [row] = await db.select({ photoVersion: members.photoVersion }).from(members).where(eq(members.id, memberId));
  return row?.photoVersion ?? null;
}

/** A member's current photo and the photo version its addresses are signed with. */
export interface CurrentPhoto {
  photoId: string;
  photoVersion: number;
}

/** The files of a member's photos (all of them, or all but `keptPhotoId`), for deletion after commit. */
export async function photoFileKeys(db: Executor, memberId: string, keptPhotoId?: string): Promise<string[]> {
  const rows = await db
    .select({ key: photoVariants.storageKey })
    .from(photoVariants)
    .innerJoin(photos, eq(photos.id, photoVariants.photoId))
    .where(and(eq(photos.memberId, memberId), keptPhotoId ? ne(photos.id, keptPhotoId) : undefined));
  return rows.map((r) => r.key);
}

/**
 * Records the photo and its variants' files and makes it the member's current photo, all or nothing.
 * Superseded photos are deleted (variants cascade) and their files returned for deletion after
 * commit: we keep only what a member currently shows. Updating the member row first takes its lock,
 * so two concurrent uploads cannot both survive.
 */
export async function insertCurrentPhoto(
  db: Db,
  photo: NewPhoto,
  alsoInTransaction?: (tx: Executor, photoId: string) => Promise<void>,
): Promise<CurrentPhoto & { released: string[] }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ photoId: photo.id, photoVersion: nextPhotoVersion(), updatedAt: new Date() })
      .where(eq(members.id, photo.memberId))
      .returning({ photoVersion: members.photoVersion });
    if (!member) throw new Error('photo owner missing');
    await tx
      .insert(photos)
      .values({ id: photo.id, memberId: photo.memberId, status: 'pending', width: photo.width, height: photo.height });
    await tx.insert(photoVariants).values(photo.variants.map((v) => ({ ...v, photoId: photo.id })));
    const released = await photoFileKeys(tx, photo.memberId, photo.id);
    await tx.delete(photos).where(and(eq(photos.memberId, photo.memberId), ne(photos.id, photo.id)));
    await alsoInTransaction?.(tx, photo.id);
    return { photoId: photo.id, photoVersion: member.photoVersion, released };
  });
}

export interface PhotoAccessRow {
  photoId: string;
  memberId: string;
  status: string;
  isMatched: boolean;
  isBlocked: boolean;
  /** Whether the owner lets her matches see her photos clearly (docs/decisions/0030-photo-access.md). */
  matchesSeePhotos: boolean;
  /** The version of the owner's active grant to the viewer, null without one. */
  grantVersion: number | null;
  /** The owner's time zone: her view log counts days in it. */
  timeZone: string;
}

const photoAccess = preparedPerDb((db) => {
  const viewerId = sql.placeholder('viewerId');
  const matched = sql<boolean>`exists (
        select 1 from ${interests}
        where ${interests.status} = 'accepted'
          and ((${interests.fromId} = ${viewerId} and ${interests.toId} = ${photos.memberId})
            or (${interests.fromId} = ${photos.memberId} and ${interests.toId} = ${viewerId})))`;
  return db
    .select({
      photoId: photos.id,
      memberId: photos.memberId,
      status: photos.status,
      isMatched: matched,
      isBlocked: blockedEitherWay(viewerId, photos.memberId),
      matchesSeePhotos: members.matchesSeePhotos,
      timeZone: members.timeZone,
      grantVersion: sql<number | null>`(
        select ${photoAccessGrants.version} from ${photoAccessGrants}
        where ${photoAccessGrants.ownerId} = ${photos.memberId}
          and ${photoAccessGrants.granteeId} = ${viewerId}
          and ${photoAccessGrants.revokedAt} is null)`,
    })
    .from(photos)
    .innerJoin(members, eq(members.id, photos.memberId))
    .where(sql`${photos.id} = any(${sql.placeholder('photoIds')}::uuid[])`)
    .prepare('find_photo_access');
});

/**
 * Review status, match status, blocks and grants for many photos in one query (no N+1 on browse pages). One
 * prepared statement whatever the number of photos (an array parameter, not an IN list).
 */
export async function findPhotoAccess(db: Db, viewerId: string | null, photoIds: string[]): Promise<PhotoAccessRow[]> {
  if (photoIds.length === 0) return [];
  // No viewer matches nobody: the nil uuid is no member.
  return photoAccess(db).execute({ viewerId: viewerId ?? NIL_UUID, photoIds });
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * For an address issued under a grant: the grant is still active at the version signed (revoking
 * raises it). Null placeholders for an address without one (docs/decisions/0030-photo-access.md).
 */
function grantStillActive() {
  const grantee = sql.placeholder('granteeId');
  return sql`(${grantee}::uuid is null or exists (
    select 1 from ${photoAccessGrants}
    where ${photoAccessGrants.ownerId} = ${photos.memberId}
      and ${photoAccessGrants.granteeId} = ${grantee}::uuid
      and ${photoAccessGrants.version} = ${sql.placeholder('grantVersion')}::int
      and ${photoAccessGrants.revokedAt} is null))`;
}

const grantParams = ({ grant }: MediaAddress) => ({
  granteeId: grant?.granteeId ?? null,
  grantVersion: grant?.version ?? null,
});

const variantQuery = preparedPerDb((db) =>
  db
    .select({
      contentType: photoVariants.contentType,
      storageKey: photoVariants.storageKey,
      bytes: storageObjects.bytes,
    })
    .from(photoVariants)
    .innerJoin(photos, eq(photos.id, photoVariants.photoId))
    .innerJoin(members, eq(members.id, photos.memberId))
    .leftJoin(storageObjects, eq(storageObjects.key, photoVariants.storageKey))
    .where(
      and(
        eq(photoVariants.photoId, sql.placeholder('photoId')),
        eq(photoVariants.variant, sql.placeholder('variant')),
        eq(members.photoVersion, sql.placeholder('version')),
        grantStillActive(),
      ),
    )
    .prepare('find_photo_variant'),
);

/**
 * The file an address opens, or null once its photo is gone or its version was raised. `bytes` is
 * set when the file is in the database: the database storage's table is joined here so that serving
 * a photo stays one statement (bench/load); null bytes mean the file is in the bucket.
 */
export async function findVariant(db: Db, address: MediaAddress) {
  const { photoId, variant, version } = address;
  const [row] = await variantQuery(db).execute({ photoId, variant, version, ...grantParams(address) });
  return row ?? null;
}

const addressQuery = preparedPerDb((db) =>
  db
    .select({ photoId: photos.id })
    .from(photos)
    .innerJoin(members, eq(members.id, photos.memberId))
    .where(
      and(
        eq(photos.id, sql.placeholder('photoId')),
        eq(members.photoVersion, sql.placeholder('version')),
        grantStillActive(),
      ),
    )
    .prepare('find_current_address'),
);

/** Whether an address still opens, without reading its bytes (two primary-key lookups, three with a grant). */
export async function isCurrentAddress(db: Db, address: MediaAddress): Promise<boolean> {
  const { photoId, version } = address;
  const rows = await addressQuery(db).execute({ photoId, version, ...grantParams(address) });
  return rows.length > 0;
}

const photoById = preparedPerDb((db) =>
  db.query.photos.findFirst({ where: eq(photos.id, sql.placeholder('photoId')) }).prepare('find_photo_by_id'),
);

export function findPhoto(db: Db, photoId: string) {
  return photoById(db).execute({ photoId });
}

export function findMember(db: Db, memberId: string) {
  return db.query.members.findFirst({ where: eq(members.id, memberId) });
}

/** The photo's review status, its row held until the transaction ends (concurrent decisions queue). */
export async function lockPhotoStatus(tx: Executor, photoId: string): Promise<string | null> {
  const [row] = await tx.select({ status: photos.status }).from(photos).where(eq(photos.id, photoId)).for('update');
  return row?.status ?? null;
}

export async function updatePhotoReview(
  db: Executor,
  photoId: string,
  review: { status: string; reviewNotes: string | null },
): Promise<PhotoRow | null> {
  const [row] = await db
    .update(photos)
    .set({ ...review, reviewedAt: new Date() })
    .where(eq(photos.id, photoId))
    .returning();
  return row ?? null;
}
