import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@mithaq/contracts/media';
import {
  KNOWN_SCAM_IMAGE_FIELD,
  KNOWN_SCAM_NOTE_FIELD,
  KNOWN_SCAM_NOTE_MAX,
  PHOTO_FLAG_MESSAGES,
} from '@mithaq/contracts/safety/photo-flags';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readUpload, readWholeFile } from '../../lib/upload.js';

/** The photo rules' size; one image and its note (in bytes, up to four per character), nothing more. */
export const KNOWN_SCAM_FORM_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 2,
  fieldSize: KNOWN_SCAM_NOTE_MAX * 4,
  parts: 3,
  headerPairs: 50,
};

export interface KnownScamForm {
  /** As sent; the service checks it. */
  note: string | undefined;
  image: Buffer;
}

/** Reads `image` and `note`, in either order (413 for an image over the limit, 400 for a broken form). */
export function readKnownScamForm(request: FastifyRequest): Promise<KnownScamForm> {
  return readUpload(async () => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', PHOTO_FLAG_MESSAGES.knownImageMissing);
    let note: string | undefined;
    let image: Buffer | null = null;
    for await (const part of request.parts({ limits: KNOWN_SCAM_FORM_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== KNOWN_SCAM_NOTE_FIELD) continue;
        // busboy cuts a field at `fieldSize` without failing: a cut note must not pass as a short one.
        if (part.valueTruncated) throw new AppError('VALIDATION', PHOTO_FLAG_MESSAGES.knownNoteTooLong);
        note = String(part.value);
        continue;
      }
      if (part.fieldname !== KNOWN_SCAM_IMAGE_FIELD || image) {
        part.file.resume();
        continue;
      }
      image = await readWholeFile(part.file, MAX_PHOTO_BYTES, PHOTO_MESSAGES.tooLarge);
    }
    if (!image || image.length === 0) throw new AppError('BAD_REQUEST', PHOTO_FLAG_MESSAGES.knownImageMissing);
    return { note, image };
  });
}
