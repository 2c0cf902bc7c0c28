import { MAX_PHOTO_BYTES, PHOTO_FIELD, PHOTO_MESSAGES } from '@mithaq/contracts/media';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readUpload, readWholeFile } from '../../lib/upload.js';

/** One file, a few small fields at most: anything else in the form is refused by busboy. */
export const PHOTO_PART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/** Reads the `photo` field of a multipart request into memory (413 for a file over the limit). */
export function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  return readUpload(() => readPhotoForm(request));
}

async function readPhotoForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.missingPhoto);
  const part = await request.file({ limits: PHOTO_PART_LIMITS, throwFileSizeLimit: false });
  if (!part) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.missingPhoto);
  if (part.fieldname !== PHOTO_FIELD) {
    part.file.resume();
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.missingPhoto);
  }
  const photo = await readWholeFile(part.file, MAX_PHOTO_BYTES, PHOTO_MESSAGES.tooLarge);
  if (photo.length === 0) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.missingPhoto);
  return photo;
}
