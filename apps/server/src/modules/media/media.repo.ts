import type { PhotoVariant } from '@mithaq/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { interests, members, photos, photoVariants } from '../../db/schema.js';

export type PhotoRow = typeof photos.$inferSelect;

export interface NewPhoto {
  memberId: string;
  width: number;
  height: number;
  variants: { variant: PhotoVariant; contentType: string; bytes: Buffer }[];
}

/**
 * Stores the photo and its variants and makes it the member's current photo, all or nothing.
 * Superseded photos are deleted (variants cascade): we keep only what a member currently shows.
 * Updating the member row first takes its lock, so two concurrent uploads cannot both survive.
 */
export async function insertCurrentPhoto(db: Db, photo: NewPhoto): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(photos)
      .values({ memberId: photo.memberId, status: 'pending', width: photo.width, height: photo.height })
      .returning({ id: photos.id });
    if (!row) throw new Error('photo insert returned nothing');
    await tx.insert(photoVariants).values(photo.variants.map((v) => ({ ...v, photoId: row.id })));
    await tx.update(members).set({ photoId: row.id, updatedAt: new Date() }).where(eq(members.id, photo.memberId));
    await tx.delete(photos).where(and(eq(photos.memberId, photo.memberId), ne(photos.id, row.id)));
    return row.id;
  });
}

export interface PhotoAccessRow {
  photoId: string;
  memberId: string;
  status: string;
  isMatched: boolean;
}

const photoAccess = preparedPerDb((db) => {
  const viewerId = sql.placeholder('viewerId');
  const matched = sql<boolean>`exists (
        select 1 from ${interests}
        where ${interests.status} = 'accepted'
          and ((${interests.fromId} = ${viewerId} and ${interests.toId} = ${photos.memberId})
            or (${interests.fromId} = ${photos.memberId} and ${interests.toId} = ${viewerId})))`;
  return db
    .select({ photoId: photos.id, memberId: photos.memberId, status: photos.status, isMatched: matched })
    .from(photos)
    .where(sql`${photos.id} = any(${sql.placeholder('photoIds')}::uuid[])`)
    .prepare('find_photo_access');
});

/**
 * Review status and match status for many photos in one query (no N+1 on browse pages). One
 * prepared statement whatever the number of photos (an array parameter, not an IN list).
 */
export async function findPhotoAccess(db: Db, viewerId: string | null, photoIds: string[]): Promise<PhotoAccessRow[]> {
  if (photoIds.length === 0) return [];
  // No viewer matches nobody: the nil uuid is no member.
  return photoAccess(db).execute({ viewerId: viewerId ?? NIL_UUID, photoIds });
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const variantQuery = preparedPerDb((db) =>
  db
    .select({ bytes: photoVariants.bytes, contentType: photoVariants.contentType })
    .from(photoVariants)
    .where(
      and(eq(photoVariants.photoId, sql.placeholder('photoId')), eq(photoVariants.variant, sql.placeholder('variant'))),
    )
    .prepare('find_photo_variant'),
);

export async function findVariant(db: Db, photoId: string, variant: PhotoVariant) {
  const [row] = await variantQuery(db).execute({ photoId, variant });
  return row ?? null;
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

export async function updatePhotoReview(
  db: Db,
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
