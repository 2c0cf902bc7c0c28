import { ID_FILE_FIELD, MAX_ID_BYTES, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readUpload, readWholeFile } from '../../lib/upload.js';

export const ID_PART_LIMITS = { fileSize: MAX_ID_BYTES, files: 1, fields: 3, fieldSize: 64, parts: 4, headerPairs: 50 };

/**
 * The document's type from its first bytes, never from the name or the browser's claim: images the
 * browser can show, and PDF.
 */
export function sniffDocumentType(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * Reads `file` and `idType` from the multipart form, in either order. A file over the limit is cut
 * by busboy without failing, so the cut is detected and answered 413: nothing shortened is stored.
 */
export function readIdParts(request: FastifyRequest): Promise<{ idType: string | undefined; file: Buffer }> {
  return readUpload(() => readIdForm(request));
}

async function readIdForm(request: FastifyRequest): Promise<{ idType: string | undefined; file: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.idMissingFile);
  let idType: string | undefined;
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: ID_PART_LIMITS })) {
    if (part.type === 'field') {
      if (part.fieldname === 'idType') idType = String(part.value);
      continue;
    }
    if (part.fieldname !== ID_FILE_FIELD || file) {
      part.file.resume();
      continue;
    }
    file = await readWholeFile(part.file, MAX_ID_BYTES, VERIFICATION_MESSAGES.idTooLarge);
  }
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.idMissingFile);
  return { idType, file };
}
