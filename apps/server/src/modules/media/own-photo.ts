import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import { type MemberRow, NO_PHOTO, type PhotoView } from '../members/member-mapper.js';

/** The owner's view of their current photo, whatever its review status. */
export async function describeOwnPhoto(db: Db, member: MemberRow): Promise<PhotoView> {
  if (!member.photoId) return NO_PHOTO;
  const photo = await db.query.photos.findFirst({ where: eq(photos.id, member.photoId) });
  if (!photo) return NO_PHOTO;
  return {
    photoUrl: `/api/upload/${member.id}?v=${photo.id}`,
    photoStatus: photo.status as PhotoView['photoStatus'],
    photoReviewNotes: photo.reviewNotes,
    photoReviewedAt: photo.reviewedAt,
  };
}
