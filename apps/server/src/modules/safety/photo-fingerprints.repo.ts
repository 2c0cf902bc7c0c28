import { PHOTO_MATCH_MAX_DISTANCE } from '@mithaq/contracts/safety/photo-flags';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { imageFingerprints, photos, photoVariants } from '../../platform/db/schema.js';
import { bandsOf, type LookupProbes, SHIFTED_MATCH_MAX_DISTANCE, toSignedHash } from './photo-fingerprint.js';

export type FingerprintSource = 'photo' | 'selfie' | 'known-scam';

/** Whose image it is: a member's photo, a member's selfie or a known scam image (the owner check constraint). */
export type FingerprintOwner =
  | { source: 'photo'; memberId: string; photoId: string }
  | { source: 'selfie'; memberId: string }
  | { source: 'known-scam'; knownImageId: string };

const rowOf = (owner: FingerprintOwner, hash: bigint) => {
  const [band0, band1, band2, band3] = bandsOf(hash);
  return {
    source: owner.source,
    memberId: owner.source === 'known-scam' ? null : owner.memberId,
    photoId: owner.source === 'photo' ? owner.photoId : null,
    knownImageId: owner.source === 'known-scam' ? owner.knownImageId : null,
    hash: toSignedHash(hash),
    band0,
    band1,
    band2,
    band3,
  };
};

export async function insertFingerprint(db: Executor, owner: FingerprintOwner, hash: bigint): Promise<void> {
  await db.insert(imageFingerprints).values(rowOf(owner, hash));
}

/** A member has one selfie: a new one's fingerprint replaces the old one's (none when it is too plain to have one). */
export async function replaceSelfieFingerprint(db: Executor, memberId: string, hash: bigint | null): Promise<void> {
  await db
    .delete(imageFingerprints)
    .where(and(eq(imageFingerprints.memberId, memberId), eq(imageFingerprints.source, 'selfie')));
  if (hash !== null) await insertFingerprint(db, { source: 'selfie', memberId }, hash);
}

/** Erasure: photos' fingerprints go with the photos (cascade); the selfie's row outlives its image, so it goes here. */
export async function deleteMemberFingerprints(db: Executor, memberId: string): Promise<void> {
  await db.delete(imageFingerprints).where(eq(imageFingerprints.memberId, memberId));
}

export interface NearMatch {
  source: FingerprintSource;
  memberId: string | null;
  photoId: string | null;
  knownImageId: string | null;
  distance: number;
}

type RawMatch = {
  source: FingerprintSource;
  member_id: string | null;
  photo_id: string | null;
  known_image_id: string | null;
  distance: number;
};

/**
 * Stored images that match the probes (photo-fingerprint.ts matchDistance), nearest first, other
 * members' and known scam images only: the four band indexes give the candidates (a bitmap OR of
 * `band = any(...)`), and only those are measured (`bit_count` of the XOR, PostgreSQL 14+). At most
 * `limit` rows, one per image even if it was fingerprinted twice.
 */
export async function findNearMatches(
  db: Executor,
  probes: LookupProbes,
  exceptMemberId: string | null,
  limit: number,
): Promise<NearMatch[]> {
  const bitsTo = (hashes: bigint[]) =>
    hashes.length === 0
      ? sql`64`
      : sql`least(${sql.join(
          hashes.map((h) => sql`bit_count((f.hash # ${String(toSignedHash(h))}::bigint)::bit(64))`),
          sql`, `,
        )})`;
  const [b0, b1, b2, b3] = probes.bands;
  const { rows } = await db.execute<RawMatch>(sql`
    select source, member_id, photo_id, known_image_id, least(near, shifted) as distance
      from (
        select distinct on (image) source, member_id, photo_id, known_image_id, near, shifted
          from (
            select f.source, f.member_id, f.photo_id, f.known_image_id,
                   coalesce(f.photo_id, f.known_image_id, f.member_id) as image,
                   ${bitsTo(probes.near)}::int as near, ${bitsTo(probes.shifted)}::int as shifted
              from ${imageFingerprints} f
             where (f.band0 = any(${sql.param(b0)}::int[]) or f.band1 = any(${sql.param(b1)}::int[])
                 or f.band2 = any(${sql.param(b2)}::int[]) or f.band3 = any(${sql.param(b3)}::int[]))
               and f.member_id is distinct from ${exceptMemberId}::uuid
          ) candidates
         where near <= ${PHOTO_MATCH_MAX_DISTANCE} or shifted <= ${SHIFTED_MATCH_MAX_DISTANCE}
         order by image, least(near, shifted)
      ) nearest
     order by distance, source
     limit ${limit}`);
  return rows.map((r) => ({
    source: r.source,
    memberId: r.member_id,
    photoId: r.photo_id,
    knownImageId: r.known_image_id,
    distance: Number(r.distance),
  }));
}

/** A photo the backfill fingerprints: its display variant's file. */
export interface UnprintedPhoto {
  photoId: string;
  memberId: string;
  storageKey: string;
}

/**
 * Photos with no fingerprint after `afterId` (by id, so a photo too plain to have one is passed over
 * once per run, not read again and again).
 */
export async function photosWithoutFingerprint(
  db: Executor,
  afterId: string | null,
  limit: number,
): Promise<UnprintedPhoto[]> {
  return db
    .select({ photoId: photos.id, memberId: photos.memberId, storageKey: photoVariants.storageKey })
    .from(photos)
    .innerJoin(photoVariants, and(eq(photoVariants.photoId, photos.id), eq(photoVariants.variant, 'display')))
    .where(
      and(
        afterId ? sql`${photos.id} > ${afterId}::uuid` : undefined,
        sql`not exists (select 1 from ${imageFingerprints} f where f.photo_id = ${photos.id})`,
      ),
    )
    .orderBy(photos.id)
    .limit(limit);
}

/** Whether any photo has no fingerprint yet (what start-up asks before queuing the backfill). */
export async function hasPhotoWithoutFingerprint(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from ${photos} p
      where not exists (select 1 from ${imageFingerprints} f where f.photo_id = p.id)) as found`);
  return rows[0]?.found === true;
}

/**
 * The backfill's write: only while the photo is still there and still has no fingerprint (it may have
 * been replaced, or fingerprinted by another run, since it was read). False when nothing was written.
 */
export async function insertPhotoFingerprintIfMissing(
  db: Executor,
  photo: { photoId: string; memberId: string },
  hash: bigint,
): Promise<boolean> {
  const row = rowOf({ source: 'photo', ...photo }, hash);
  const { rowCount } = await db.execute(sql`
    insert into ${imageFingerprints} (source, member_id, photo_id, hash, band0, band1, band2, band3)
    select 'photo', ${row.memberId}::uuid, ${row.photoId}::uuid, ${String(row.hash)}::bigint,
           ${row.band0}, ${row.band1}, ${row.band2}, ${row.band3}
     where exists (select 1 from ${photos} where id = ${row.photoId}::uuid)
       and not exists (select 1 from ${imageFingerprints} where photo_id = ${row.photoId}::uuid)`);
  return (rowCount ?? 0) > 0;
}
