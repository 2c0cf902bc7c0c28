import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@mithaq/contracts/media';
import { SELFIE_CHALLENGE_FIELD, SELFIE_FILE_FIELD, SELFIE_MESSAGES } from '@mithaq/contracts/selfie';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readUpload, readWholeFile } from '../../lib/upload.js';

/** The photo rules' size; one file and the challenge's id, nothing more. */
const SELFIE_PART_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 50 };

export interface SelfieForm {
  challengeId: string | undefined;
  file: Buffer;
}

/**
 * Reads `file` and `challengeId`, in either order. A file over the limit is cut by busboy without
 * failing (its `truncated` flag is all that tells), so the cut is detected and answered 413: nothing shortened is kept.
 */
export function readSelfieParts(request: FastifyRequest): Promise<SelfieForm> {
  return readUpload(() => readSelfieForm(request));
}

async function readSelfieForm(request: FastifyRequest): Promise<SelfieForm> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', SELFIE_MESSAGES.missingFile);
  let challengeId: string | undefined;
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: SELFIE_PART_LIMITS })) {
    if (part.type === 'field') {
      if (part.fieldname === SELFIE_CHALLENGE_FIELD) challengeId = String(part.value).trim();
      continue;
    }
    if (part.fieldname !== SELFIE_FILE_FIELD || file) {
      part.file.resume();
      continue;
    }
    file = await readWholeFile(part.file, MAX_PHOTO_BYTES, PHOTO_MESSAGES.tooLarge);
  }
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', SELFIE_MESSAGES.missingFile);
  return { challengeId, file };
}
