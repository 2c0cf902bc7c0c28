import { KNOWN_SCAM_IMAGES_SHOWN } from '@mithaq/contracts/safety/photo-flags';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { admins, knownScamImages } from '../../platform/db/schema.js';

export type KnownScamImageRow = typeof knownScamImages.$inferSelect;

export async function insertKnownImage(
  db: Executor,
  values: { id: string; note: string; contentType: string; storageKey: string; addedBy: string; createdAt: Date },
): Promise<KnownScamImageRow> {
  const [row] = await db.insert(knownScamImages).values(values).returning();
  if (!row) throw new Error('known scam image insert returned nothing');
  return row;
}

/** Newest first (or the one with `id`), with the name of the staff member who added each. */
export function listKnownImages(db: Executor, id?: string) {
  return db
    .select({ image: knownScamImages, addedBy: admins.name })
    .from(knownScamImages)
    .leftJoin(admins, eq(admins.id, knownScamImages.addedBy))
    .where(id ? eq(knownScamImages.id, id) : undefined)
    .orderBy(desc(knownScamImages.createdAt), desc(knownScamImages.id))
    .limit(KNOWN_SCAM_IMAGES_SHOWN);
}

export async function findKnownImage(db: Executor, id: string): Promise<KnownScamImageRow | null> {
  const [row] = await db.select().from(knownScamImages).where(eq(knownScamImages.id, id));
  return row ?? null;
}

/** Deletes the image (its fingerprint goes with it; flags keep their distance); the row as it was, or null. */
export async function deleteKnownImage(db: Executor, id: string): Promise<KnownScamImageRow | null> {
  const [row] = await db.delete(knownScamImages).where(eq(knownScamImages.id, id)).returning();
  return row ?? null;
}
