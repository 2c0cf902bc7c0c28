import type { AppContext } from '../../lib/context.js';
import type { MemberRow } from '../members/member-row.js';
import { findPhotoAccess } from './media.repo.js';
import { type PhotoSize, visibleVariant } from './photo-privacy.js';
import { type MediaAddress, signedMediaUrl } from './signed-url.js';

/** For the blocks module: a block ends the addresses either member already holds. */
export { revokePhotoAddresses } from './media.repo.js';
/** For the profiles module: the blur toggle is offered to female owners only. */
export { canBlurPhoto } from './photo-privacy.js';

/**
 * The owner's row as read together with the facts it decides on: its photo version must be no newer
 * than those, so an address signed on a fact that has since changed carries a revoked version.
 */
export type PhotoOwner = Pick<MemberRow, 'id' | 'photoId' | 'photoVersion' | 'photoBlurred' | 'accountStatus'>;

/**
 * For each owner, the variant of their current photo this viewer may receive (null: none).
 * One query answers review status, match status and blocks for every owner.
 */
export async function visiblePhotos(
  ctx: AppContext,
  viewerId: string | null,
  owners: PhotoOwner[],
  size: PhotoSize = 'full',
): Promise<Map<string, MediaAddress | null>> {
  const photoIds = owners.flatMap((o) => (o.photoId ? [o.photoId] : []));
  const rows = await findPhotoAccess(ctx.db, viewerId, [...new Set(photoIds)]);
  const byPhoto = new Map(rows.map((r) => [r.photoId, r]));
  const result = new Map<string, MediaAddress | null>();
  for (const owner of owners) {
    const access = owner.photoId ? byPhoto.get(owner.photoId) : undefined;
    // The photo must still belong to the owner: a stale member row cannot borrow another's photo.
    if (!access || access.memberId !== owner.id) {
      result.set(owner.id, null);
      continue;
    }
    const variant = visibleVariant(
      {
        isOwner: owner.id === viewerId,
        isMatched: access.isMatched,
        isBlocked: access.isBlocked,
        ownerActive: owner.accountStatus === 'active',
        photoBlurred: owner.photoBlurred,
        photoStatus: access.status,
      },
      size,
    );
    result.set(owner.id, variant ? { photoId: access.photoId, variant, version: owner.photoVersion } : null);
  }
  return result;
}

async function signedUrls(ctx: AppContext, viewerId: string, owners: PhotoOwner[], size: PhotoSize) {
  const visible = await visiblePhotos(ctx, viewerId, owners, size);
  const urls = new Map<string, string | null>();
  for (const [ownerId, photo] of visible) {
    urls.set(ownerId, photo ? signedMediaUrl(ctx.config.authSecret, photo) : null);
  }
  return urls;
}

/**
 * Photo addresses for cards and profiles as `viewerId` may see them: a signed display URL, a
 * signed blur URL (owner blurred, viewer neither owner nor matched), or null (no visible photo:
 * the client draws the default avatar).
 */
export async function photoUrlsFor(
  ctx: AppContext,
  viewerId: string,
  owners: PhotoOwner[],
): Promise<Map<string, string | null>> {
  return signedUrls(ctx, viewerId, owners, 'full');
}

/** The same rule for 240 px square thumbnails (thumb or blur_thumb). */
export async function thumbUrlsFor(
  ctx: AppContext,
  viewerId: string,
  owners: PhotoOwner[],
): Promise<Map<string, string | null>> {
  return signedUrls(ctx, viewerId, owners, 'thumb');
}
