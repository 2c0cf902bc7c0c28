import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageFingerprints, photoFlags, photos, photoVariants } from '../../platform/db/schema.js';
import { photoFileKey } from '../../platform/storage/file-keys.js';
import { createMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { pngImage } from '../media/test-images.js';
import { distinctPicture } from './photo-fingerprint.test-helpers.js';
import { BACKFILL_BATCH, queuePhotoFingerprintBackfill } from './photo-fingerprint-backfill.js';

/** Photos stored before fingerprinting get one from the job queue (docs/decisions/0066-catching-scammers-early.md). */
const t = useTestApp();

/** A photo row with its display variant, as the app stored photos before fingerprints existed. */
async function storedPhoto(memberId: string, display: Buffer): Promise<string> {
  const id = randomUUID();
  const key = photoFileKey(id, 'display');
  await t.app.ctx.files.database.put(key, display, 'image/webp');
  await t.db.insert(photos).values({ id, memberId, width: 400, height: 500 });
  await t.db
    .insert(photoVariants)
    .values({ photoId: id, variant: 'display', contentType: 'image/webp', storageKey: key });
  return id;
}

describe('the fingerprint backfill', () => {
  it('is queued only while a photo lacks a fingerprint, and fingerprints them all, batch after batch', async () => {
    expect(await queuePhotoFingerprintBackfill(t.app.ctx)).toBe(false);
    const member = await createMember(t.app, t.db);
    const picture = await distinctPicture(5);
    const ids: string[] = [];
    for (let i = 0; i < BACKFILL_BATCH + 5; i++) ids.push(await storedPhoto(member.id, picture));
    // A plain one is read and passed over.
    const plain = await storedPhoto(member.id, await pngImage(400, 500));

    expect(await queuePhotoFingerprintBackfill(t.app.ctx)).toBe(true);
    await jobsSettled(t.db, 30_000);
    const rows = await t.db.select().from(imageFingerprints).where(eq(imageFingerprints.memberId, member.id));
    expect(rows.map((r) => r.photoId).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
    expect(rows.every((r) => r.source === 'photo')).toBe(true);
    expect(rows.find((r) => r.photoId === plain)).toBeUndefined();
    // No photo was flagged: the backfill only fingerprints.
    expect(await t.db.select().from(photoFlags)).toEqual([]);
  });
});
