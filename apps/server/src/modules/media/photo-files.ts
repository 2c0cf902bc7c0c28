import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import type { EncodedPhoto } from '../../platform/images/image-processing.js';
import { photoFileKey } from '../../platform/storage/file-keys.js';
import type { Bucket } from '../../platform/storage/storage.js';
import { type CurrentPhoto, insertCurrentPhoto } from './media.repo.js';

/** The variants' files first, then the rows naming them (FileStore.writeThenCommit). */
export async function saveCurrentPhoto(
  ctx: Pick<AppContext, 'db' | 'files'>,
  memberId: string,
  encoded: EncodedPhoto,
  alsoInTransaction?: (tx: Executor, photoId: string) => Promise<void>,
): Promise<CurrentPhoto> {
  const id = randomUUID();
  const files = encoded.variants.map((v) => ({ ...v, key: photoFileKey(id, v.variant) }));
  const variants = files.map(({ variant, contentType, key }) => ({ variant, contentType, storageKey: key }));
  return ctx.files.writeThenCommit(files, async () => {
    const { released, ...current } = await insertCurrentPhoto(
      ctx.db,
      {
        id,
        memberId,
        width: encoded.width,
        height: encoded.height,
        variants,
      },
      alsoInTransaction,
    );
    return { result: current, released };
  });
}

/** How long a bucket address of a photo opens at most; it is never handed out past our own address. */
export const BUCKET_ADDRESS_SECONDS = 5 * 60;
/**
 * Bucket addresses are signed as of the start of each 4-minute step: within a step a viewer gets
 * the same address again and the browser can use its cached copy; each still opens for 1 to 5 minutes.
 */
const SIGNING_STEP_SECONDS = 4 * 60;

/**
 * A short-lived address of the file in the bucket (AWS Signature Version 4 query string), valid until
 * `validUntil` (seconds since the epoch; our own address's expiry) at the latest. Only called after the caller has decided
 * that this viewer may see this variant (docs/decisions/0020-files-in-object-storage.md).
 */
export function bucketAddress(
  bucket: Bucket,
  file: { storageKey: string; contentType: string },
  validUntil = Number.POSITIVE_INFINITY,
  nowMs = Date.now(),
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  const signedAt = Math.floor(now / SIGNING_STEP_SECONDS) * SIGNING_STEP_SECONDS;
  const expiresIn = Math.min(BUCKET_ADDRESS_SECONDS, validUntil - signedAt);
  return bucket.presignedGetUrl(file.storageKey, expiresIn, {
    contentType: file.contentType,
    cacheControl: `private, max-age=${BUCKET_ADDRESS_SECONDS}`,
    signedAt: new Date(signedAt * 1000),
  });
}
