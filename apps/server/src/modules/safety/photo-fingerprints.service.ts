import { PHOTO_FLAGS_PER_PHOTO } from '@mithaq/contracts/safety/photo-flags';
import type { Executor } from '../../platform/db/client.js';
import { fingerprintImage, type ImageFingerprint, lookupProbes } from './photo-fingerprint.js';
import * as repo from './photo-fingerprints.repo.js';
import { insertFlags } from './photo-flags.repo.js';

/**
 * The fingerprint of an image about to be stored (a photo's display variant, a selfie), computed before
 * its transaction opens: ~10 ms of CPU that no row lock should wait on. Null for an image too plain to
 * have one.
 */
export const fingerprintUpload = (bytes: Buffer): Promise<ImageFingerprint | null> => fingerprintImage(bytes);

/** A foreign key whose row went between the lookup and the insert (another photo replaced meanwhile). */
const isVanishedReference = (err: unknown) =>
  [err, (err as { cause?: unknown } | null)?.cause].some((e) => (e as { code?: unknown } | null)?.code === '23503');

/**
 * A new profile photo's fingerprint, written in the photo's own transaction, and a flag for each of
 * the nearest other images it matches: another member's photo or selfie, or a known scam image (the
 * member's own never count). The flags keep the photo from being approved until staff decide them
 * (docs/decisions/0066-catching-scammers-early.md "Reused photos"). A matched image deleted between
 * the lookup and the insert fails the insert's foreign key: that step runs in a savepoint and is tried
 * once more, so the upload never fails for it.
 */
export async function recordPhotoFingerprint(
  tx: Executor,
  photo: { memberId: string; photoId: string },
  fingerprint: ImageFingerprint | null,
  at: Date,
): Promise<void> {
  if (!fingerprint) return;
  const probes = lookupProbes(fingerprint);
  const flagMatches = async (db: Executor) => {
    const matches = await repo.findNearMatches(db, probes, photo.memberId, PHOTO_FLAGS_PER_PHOTO);
    await insertFlags(db, photo.photoId, matches, at);
  };
  try {
    await tx.transaction(flagMatches);
  } catch (err) {
    if (!isVanishedReference(err)) throw err;
    await tx.transaction(flagMatches);
  }
  await repo.insertFingerprint(tx, { source: 'photo', ...photo }, fingerprint.hash);
}

/** A new selfie's fingerprint replaces the member's old one, in the selfie's own transaction. */
export function recordSelfieFingerprint(
  tx: Executor,
  memberId: string,
  fingerprint: ImageFingerprint | null,
): Promise<void> {
  return repo.replaceSelfieFingerprint(tx, memberId, fingerprint?.hash ?? null);
}

/** Account erasure: the member's fingerprints go with their photos and selfie. */
export const forgetMemberFingerprints = (tx: Executor, memberId: string) => repo.deleteMemberFingerprints(tx, memberId);
