import { randomUUID } from 'node:crypto';
import { IdSchema } from '@mithaq/contracts/common';
import { type KnownScamImage, KnownScamNoteSchema, PHOTO_FLAG_MESSAGES } from '@mithaq/contracts/safety/photo-flags';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { encodeReviewImage, loadSharp, WEBP } from '../../platform/images/image-processing.js';
import { knownScamImageKey } from '../../platform/storage/file-keys.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import * as repo from './known-scam-images.repo.js';
import type { KnownScamForm } from './known-scam-images-form.js';
import { fingerprintImage } from './photo-fingerprint.js';
import { insertFingerprint } from './photo-fingerprints.repo.js';

/** Big enough to compare with a member's photo by eye beside it, small enough to keep many. */
const THUMBNAIL_MAX = 480;

/** Where staff open the thumbnail (with the staff token; never a member, never a bucket address). */
export const knownScamImagePath = (id: string) => `/api/admin/known-scam-images/${id}/image`;

const toKnownScamImage = (image: repo.KnownScamImageRow, addedBy: string | null): KnownScamImage => ({
  id: image.id,
  note: image.note,
  imageRef: knownScamImagePath(image.id),
  addedBy,
  createdAt: image.createdAt.toISOString(),
});

export async function listKnownScamImages(ctx: Pick<AppContext, 'db'>): Promise<KnownScamImage[]> {
  const rows = await repo.listKnownImages(ctx.db);
  return rows.map((r) => toKnownScamImage(r.image, r.addedBy));
}

/** Checked and re-encoded like a member's photo (bytes sniffed, pixels bounded, metadata dropped), then made small. */
async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  const upright = await encodeReviewImage(bytes);
  const sharp = await loadSharp();
  return sharp(upright.bytes)
    .resize({ width: THUMBNAIL_MAX, height: THUMBNAIL_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Keeps an image staff found in a scam (a note saying where is required): its thumbnail in the app's
 * storage, its fingerprint, and the audit entry, all or nothing. New photos that match it are flagged
 * from then on; photos already on the site are not searched again.
 */
export async function addKnownScamImage(
  ctx: AppContext,
  actor: StaffActor,
  readForm: () => Promise<KnownScamForm>,
): Promise<KnownScamImage> {
  const form = await readForm();
  const note = KnownScamNoteSchema.safeParse(form.note);
  if (!note.success) {
    throw new AppError('VALIDATION', note.error.issues[0]?.message ?? PHOTO_FLAG_MESSAGES.knownNoteMissing);
  }
  const thumbnail = await thumbnailOf(form.image);
  const fingerprint = await fingerprintImage(thumbnail);
  if (!fingerprint) throw new AppError('UNPROCESSABLE', PHOTO_FLAG_MESSAGES.tooPlain);
  const id = randomUUID();
  const file = { key: knownScamImageKey(id), bytes: thumbnail, contentType: WEBP };
  const image = await ctx.files.writeThenCommit([file], () =>
    ctx.db.transaction(async (tx) => {
      const row = await repo.insertKnownImage(tx, {
        id,
        note: note.data,
        contentType: WEBP,
        storageKey: file.key,
        addedBy: actor.adminId,
        createdAt: new Date(ctx.clock()),
      });
      await insertFingerprint(tx, { source: 'known-scam', knownImageId: id }, fingerprint.hash);
      await recordAudit(tx, actor, {
        action: 'known_scam_image.added',
        targetType: 'known_scam_image',
        targetId: id,
        after: { note: row.note },
      });
      return { result: row, released: [] };
    }),
  );
  const [listed] = await repo.listKnownImages(ctx.db, image.id);
  return toKnownScamImage(image, listed?.addedBy ?? null);
}

const knownImageId = (id: string) => {
  if (!IdSchema.safeParse(id).success) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.knownImageNotFound);
  return id;
};

/** Forgets the image and its fingerprint; flags it raised stay, with their distance, and read "no longer kept". */
export async function removeKnownScamImage(ctx: AppContext, actor: StaffActor, id: string): Promise<{ ok: true }> {
  knownImageId(id);
  await ctx.files.writeThenCommit([], () =>
    ctx.db.transaction(async (tx) => {
      const removed = await repo.deleteKnownImage(tx, id);
      if (!removed) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.knownImageNotFound);
      await recordAudit(tx, actor, {
        action: 'known_scam_image.removed',
        targetType: 'known_scam_image',
        targetId: id,
        before: { note: removed.note },
      });
      return { result: undefined, released: [removed.storageKey] };
    }),
  );
  return { ok: true };
}

/** The thumbnail, for staff. */
export async function readKnownScamImage(ctx: AppContext, id: string): Promise<{ contentType: string; file: Buffer }> {
  const row = await repo.findKnownImage(ctx.db, knownImageId(id));
  const stored = row ? await ctx.files.get(row.storageKey) : null;
  if (!row || !stored) throw new AppError('NOT_FOUND', PHOTO_FLAG_MESSAGES.knownImageNotFound);
  return { contentType: row.contentType, file: stored.bytes };
}
