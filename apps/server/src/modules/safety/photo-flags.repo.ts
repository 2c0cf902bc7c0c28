import type { PhotoFlagSource, PhotoFlagStatus } from '@mithaq/contracts/safety/photo-flags';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { knownScamImages, members, photoFlags, photos, selfies } from '../../platform/db/schema.js';
import type { NearMatch } from './photo-fingerprints.repo.js';

/** One flag per matched image, as found (nearest first). */
export async function insertFlags(db: Executor, photoId: string, matches: NearMatch[], at: Date): Promise<void> {
  if (matches.length === 0) return;
  await db.insert(photoFlags).values(
    matches.map((m) => ({
      photoId,
      matchedSource: m.source,
      matchedMemberId: m.memberId,
      matchedPhotoId: m.photoId,
      matchedKnownImageId: m.knownImageId,
      distance: m.distance,
      createdAt: at,
    })),
  );
}

export interface PhotoFlagRow {
  id: string;
  photoId: string;
  status: PhotoFlagStatus;
  distance: number;
  createdAt: Date;
  decidedAt: Date | null;
  matchedSource: PhotoFlagSource;
  matchedPhotoId: string | null;
  matchedKnownImageId: string | null;
  /** The other member, while the row is there (deleted accounts keep their id and `deleted`). */
  member: {
    id: string;
    fullName: string;
    accountStatus: string;
    currentPhotoId: string | null;
    photoVersion: number;
    womenReviewersOnly: boolean;
  } | null;
  /** Whether that member's selfie image is still kept (it is erased after review). */
  selfieKept: boolean;
  knownImageNote: string | null;
}

/** The flags of these photos, each photo's nearest first, with what staff need to show the other image. */
export async function listFlagsOfPhotos(db: Executor, photoIds: string[]): Promise<PhotoFlagRow[]> {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select({
      flag: photoFlags,
      member: {
        id: members.id,
        fullName: members.fullName,
        accountStatus: members.accountStatus,
        currentPhotoId: members.photoId,
        photoVersion: members.photoVersion,
        womenReviewersOnly: members.womenReviewersOnly,
      },
      selfieKept: sql<boolean>`${selfies.storageKey} is not null`,
      knownImageNote: knownScamImages.note,
    })
    .from(photoFlags)
    .leftJoin(members, eq(members.id, photoFlags.matchedMemberId))
    .leftJoin(selfies, eq(selfies.memberId, photoFlags.matchedMemberId))
    .leftJoin(knownScamImages, eq(knownScamImages.id, photoFlags.matchedKnownImageId))
    .where(inArray(photoFlags.photoId, photoIds))
    .orderBy(asc(photoFlags.photoId), asc(photoFlags.distance), asc(photoFlags.createdAt), asc(photoFlags.id));
  return rows.map(({ flag, member, selfieKept, knownImageNote }) => ({
    id: flag.id,
    photoId: flag.photoId,
    status: flag.status as PhotoFlagStatus,
    distance: flag.distance,
    createdAt: flag.createdAt,
    decidedAt: flag.decidedAt,
    matchedSource: flag.matchedSource as PhotoFlagSource,
    matchedPhotoId: flag.matchedPhotoId,
    matchedKnownImageId: flag.matchedKnownImageId,
    member,
    selfieKept: selfieKept === true,
    knownImageNote,
  }));
}

/** The flag and the member whose photo it is on, or null. */
export async function findFlag(db: Executor, flagId: string) {
  const [row] = await db
    .select({ id: photoFlags.id, photoId: photoFlags.photoId, memberId: photos.memberId, status: photoFlags.status })
    .from(photoFlags)
    .innerJoin(photos, eq(photos.id, photoFlags.photoId))
    .where(eq(photoFlags.id, flagId));
  return row ?? null;
}

/** The flag, its row held until the transaction ends (two staff deciding it at once take turns). */
export async function lockFlag(tx: Executor, flagId: string) {
  const [row] = await tx.select().from(photoFlags).where(eq(photoFlags.id, flagId)).for('update');
  return row ?? null;
}

export async function decideFlag(
  tx: Executor,
  flagId: string,
  decision: { status: Exclude<PhotoFlagStatus, 'open'>; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await tx.update(photoFlags).set(decision).where(eq(photoFlags.id, flagId));
}

export async function hasOpenFlags(db: Executor, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photoFlags.id })
    .from(photoFlags)
    .where(and(eq(photoFlags.photoId, photoId), eq(photoFlags.status, 'open')))
    .limit(1);
  return row !== undefined;
}
