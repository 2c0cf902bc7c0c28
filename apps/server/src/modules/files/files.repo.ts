import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { govtIds, knownScamImages, photoVariants, selfies } from '../../platform/db/schema.js';

/** Which of these keys a row names (a photo variant, an ID document, a selfie or a known scam image). */
export async function namedFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [photos, documents, selfieImages, scamImages] = await Promise.all([
    db.select({ key: photoVariants.storageKey }).from(photoVariants).where(inArray(photoVariants.storageKey, keys)),
    db.select({ key: govtIds.storageKey }).from(govtIds).where(inArray(govtIds.storageKey, keys)),
    db.select({ key: selfies.storageKey }).from(selfies).where(inArray(selfies.storageKey, keys)),
    db
      .select({ key: knownScamImages.storageKey })
      .from(knownScamImages)
      .where(inArray(knownScamImages.storageKey, keys)),
  ]);
  return new Set([...photos, ...documents, ...selfieImages, ...scamImages].flatMap((r) => (r.key ? [r.key] : [])));
}

/**
 * Gives the space of deleted database files back to the operating system. VACUUM FULL rewrites the
 * table under an exclusive lock: brief once its files have moved out (https://www.postgresql.org/docs/current/sql-vacuum.html).
 */
export async function reclaimFileSpace(db: Db): Promise<void> {
  await db.execute(sql`vacuum full storage_objects`);
}
