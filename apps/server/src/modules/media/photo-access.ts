import type { AppContext } from '../../platform/context.js';
import type { MemberRow } from '../members/member-row.js';
import { findPhotoAccess, type PhotoAccessRow } from './media.repo.js';
import {
  isClearByGrantOnly,
  isLoggedView,
  type PhotoSize,
  type PhotoVisibilityFacts,
  visibleVariant,
} from './photo-privacy.js';
import { recordPhotoViews } from './photo-views.repo.js';
import { type MediaAddress, signedMediaUrl } from './signed-url.js';

/** For the profiles module: the blur toggle is offered to female owners only. */
export { canBlurPhoto } from './photo-privacy.js';
/** For the profile view: whether an issued address is of a blurred variant. */
export { variantOfUrl } from './signed-url.js';

/**
 * The owner's row as read together with the facts it decides on: its photo version must be no newer
 * than those, so an address signed on a fact that has since changed carries a revoked version.
 */
export type PhotoOwner = Pick<MemberRow, 'id' | 'photoId' | 'photoVersion' | 'photoBlurred' | 'accountStatus'>;

/**
 * For each owner, the variant of their current photo this viewer may receive (null: none).
 * One query answers review status, match status, blocks and grants for every owner, and one
 * statement logs the clear photos of blurred owners given to this viewer (docs/decisions/0030-photo-access.md): issuing
 * the address is the view, whichever screen asked.
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
  const viewed: { ownerId: string; timeZone: string }[] = [];
  for (const owner of owners) {
    const access = owner.photoId ? byPhoto.get(owner.photoId) : undefined;
    // The photo must still belong to the owner: a stale member row cannot borrow another's photo.
    if (!access || access.memberId !== owner.id) {
      result.set(owner.id, null);
      continue;
    }
    const facts = factsOf(owner, access, viewerId);
    const variant = visibleVariant(facts, size);
    const grant =
      viewerId && access.grantVersion !== null && isClearByGrantOnly(facts)
        ? { granteeId: viewerId, version: access.grantVersion }
        : undefined;
    result.set(owner.id, variant ? { photoId: access.photoId, variant, version: owner.photoVersion, grant } : null);
    if (viewerId && isLoggedView(facts, variant)) viewed.push({ ownerId: owner.id, timeZone: access.timeZone });
  }
  if (viewerId && viewed.length > 0) await recordPhotoViews(ctx.db, viewerId, viewed);
  return result;
}

function factsOf(owner: PhotoOwner, access: PhotoAccessRow, viewerId: string | null): PhotoVisibilityFacts {
  return {
    isOwner: owner.id === viewerId,
    isMatched: access.isMatched,
    isBlocked: access.isBlocked,
    ownerActive: owner.accountStatus === 'active',
    photoBlurred: owner.photoBlurred,
    photoStatus: access.status,
    matchesSeePhotos: access.matchesSeePhotos,
    isGranted: access.grantVersion !== null,
  };
}

/**
 * How `viewerId` would be shown the owner's photo, without issuing an address (nor logging a view):
 * for deciding whether asking to see it makes sense.
 */
export async function photoSeenAs(
  ctx: AppContext,
  viewerId: string,
  owner: PhotoOwner,
): Promise<'none' | 'blurred' | 'clear'> {
  const [access] = owner.photoId ? await findPhotoAccess(ctx.db, viewerId, [owner.photoId]) : [];
  if (!access || access.memberId !== owner.id) return 'none';
  const variant = visibleVariant(factsOf(owner, access, viewerId));
  return variant === null ? 'none' : variant === 'blur' ? 'blurred' : 'clear';
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
