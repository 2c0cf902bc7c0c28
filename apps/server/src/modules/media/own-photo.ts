import type { AppContext } from '../../platform/context.js';
import type { photos } from '../../platform/db/schema.js';
import { NO_PHOTO, type PhotoView } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { findPhoto } from './media.repo.js';
import { signedMediaUrl } from './signed-url.js';

/** The review facts of a photo the owner sees. */
export type OwnPhotoRow = Pick<typeof photos.$inferSelect, 'id' | 'status' | 'reviewNotes' | 'reviewedAt'>;

/** The owner's view of their current photo, whatever its review status, as a signed display URL. */
export async function describeOwnPhoto(ctx: AppContext, member: MemberRow): Promise<PhotoView> {
  if (!member.photoId) return NO_PHOTO;
  return ownPhotoView(ctx, member, (await findPhoto(ctx.db, member.photoId)) ?? null);
}

/** The same from a photo row read with the member (GET /api/auth/me reads both in one statement). */
export function ownPhotoView(ctx: Pick<AppContext, 'config'>, member: MemberRow, photo: OwnPhotoRow | null): PhotoView {
  if (!member.photoId || !photo) return NO_PHOTO;
  return {
    photoUrl: signedMediaUrl(ctx.config.authSecret, {
      photoId: photo.id,
      variant: 'display',
      version: member.photoVersion,
    }),
    photoStatus: photo.status as PhotoView['photoStatus'],
    photoReviewNotes: photo.reviewNotes,
    photoReviewedAt: photo.reviewedAt,
  };
}
