import type { PhotoFlag, PhotoFlagMatch } from '@mithaq/contracts/safety/photo-flags';
import type { AppContext } from '../../platform/context.js';
import type { StaffActor } from '../audit/audit.service.js';
import { signedMediaUrl } from '../media/signed-url.js';
import { knownScamImagePath, listPhotoFlags, type PhotoFlagRow } from '../safety/index.js';
import { selfieImagePath } from './staff-files.js';
import { reviewsWomen } from './women-reviewers.js';

const NOTHING = { photoUrl: null, imageRef: null, note: null } as const;

/**
 * The other image as staff may see it: the member's photo at its current address (whatever its
 * review status), the selfie while it is kept and the reader may see it (docs/decisions/0055-women-
 * reviewers-in-every-staff-answer.md), or the known scam image with its note.
 */
function matchOf(ctx: AppContext, row: PhotoFlagRow, readerReviewsWomen: boolean): PhotoFlagMatch {
  const other = row.member && row.member.accountStatus !== 'deleted' ? row.member : null;
  const member = other ? { userId: other.id, fullName: other.fullName } : null;
  const base = { source: row.matchedSource, member };
  if (row.matchedSource === 'known-scam') {
    return row.matchedKnownImageId
      ? {
          ...base,
          ...NOTHING,
          imageRef: knownScamImagePath(row.matchedKnownImageId),
          note: row.knownImageNote,
          unavailable: null,
        }
      : { ...base, ...NOTHING, unavailable: 'gone' };
  }
  if (!other) return { ...base, ...NOTHING, unavailable: 'gone' };
  if (row.matchedSource === 'selfie') {
    if (other.womenReviewersOnly && !readerReviewsWomen) return { ...base, ...NOTHING, unavailable: 'restricted' };
    return row.selfieKept
      ? { ...base, ...NOTHING, imageRef: selfieImagePath(other.id), unavailable: null }
      : { ...base, ...NOTHING, unavailable: 'gone' };
  }
  if (!row.matchedPhotoId || other.currentPhotoId !== row.matchedPhotoId) {
    return { ...base, ...NOTHING, unavailable: 'gone' };
  }
  const photoUrl = signedMediaUrl(ctx.config.authSecret, {
    photoId: row.matchedPhotoId,
    variant: 'display',
    version: other.photoVersion,
  });
  return { ...base, ...NOTHING, photoUrl, unavailable: null };
}

/** The flags of these photos as the photo queue shows them, by photo, each nearest first. */
export async function photoFlagsOf(
  ctx: AppContext,
  actor: StaffActor,
  photoIds: string[],
): Promise<Map<string, PhotoFlag[]>> {
  const rows = await listPhotoFlags(ctx.db, photoIds);
  const asksWomenReviewer = rows.some((r) => r.matchedSource === 'selfie' && r.member?.womenReviewersOnly);
  const readerReviewsWomen = asksWomenReviewer ? await reviewsWomen(ctx, actor) : true;
  const byPhoto = new Map<string, PhotoFlag[]>();
  for (const row of rows) {
    const flags = byPhoto.get(row.photoId) ?? [];
    flags.push({
      id: row.id,
      status: row.status,
      distance: row.distance,
      matched: matchOf(ctx, row, readerReviewsWomen),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    });
    byPhoto.set(row.photoId, flags);
  }
  return byPhoto;
}
