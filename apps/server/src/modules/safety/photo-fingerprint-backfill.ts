import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { fingerprintImage } from './photo-fingerprint.js';
import * as repo from './photo-fingerprints.repo.js';

/** Photos one job fingerprints (~15 ms of CPU each) before it queues the next batch and gives the worker back. */
export const BACKFILL_BATCH = 100;
/** One waiting backfill job across the fleet, however many instances start at once. */
export const BACKFILL_JOB_KEY = 'fingerprint-photos';

export interface BackfillDeps {
  db: Db;
  files: Pick<FileStore, 'get'>;
  warn: (details: object, message: string) => void;
}

export interface BackfillBatch {
  fingerprinted: number;
  /** Where the next batch starts; null once no photo after this one lacks a fingerprint. */
  next: string | null;
}

/**
 * Photos stored before fingerprinting existed (or while a fingerprint could not be written) get one
 * from their stored display variant, the image new uploads are fingerprinted from. They are not
 * flagged: most were approved long ago, and their matches surface when a new photo matches them. A
 * photo whose file is missing or unreadable, or too plain to have a fingerprint, is passed over.
 */
export async function fingerprintMissingPhotos(
  { db, files, warn }: BackfillDeps,
  afterId: string | null,
): Promise<BackfillBatch> {
  const batch = await repo.photosWithoutFingerprint(db, afterId, BACKFILL_BATCH);
  let fingerprinted = 0;
  for (const photo of batch) {
    const stored = await files.get(photo.storageKey);
    if (!stored) continue;
    const fingerprint = await fingerprintImage(stored.bytes).catch((err: unknown) => {
      warn({ err, photoId: photo.photoId }, 'a stored photo could not be read to fingerprint it');
      return null;
    });
    if (fingerprint && (await repo.insertPhotoFingerprintIfMissing(db, photo, fingerprint.hash))) fingerprinted += 1;
  }
  const last = batch.at(-1);
  return { fingerprinted, next: batch.length === BACKFILL_BATCH && last ? last.photoId : null };
}

/**
 * At start-up, in the background: queues the backfill when some photo has no fingerprint
 * (docs/decisions/0066-catching-scammers-early.md "Reused photos"). Nothing for an operator to run;
 * a restart in the middle of it queues it again, and it carries on with what is still missing.
 */
export async function queuePhotoFingerprintBackfill(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<boolean> {
  if (!(await repo.hasPhotoWithoutFingerprint(ctx.db))) return false;
  await ctx.jobs.enqueuePhotoFingerprints(null, { replaceKey: BACKFILL_JOB_KEY });
  return true;
}
