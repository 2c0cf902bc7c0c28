import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from './app-error.js';

const isTooLarge = (err: unknown) => (err as { statusCode?: unknown } | null)?.statusCode === 413;

/**
 * Runs the reading of a multipart form. busboy fails on a form it cannot read (no boundary in the
 * content type, a body cut short, a malformed part) with a plain Error, which would be a 500: that is
 * the client's 400. Our own refusals and the parser's size limits (413) pass through as they are.
 * Callers read the whole form before writing anything, so a refusal here leaves nothing behind.
 */
export async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError || isTooLarge(err)) throw err;
    throw new AppError('BAD_UPLOAD', MESSAGES.badUpload);
  }
}

/** A multipart file's stream as @fastify/multipart hands it over: `truncated` once busboy cut it. */
interface FileStream extends AsyncIterable<Buffer> {
  truncated: boolean;
}

/**
 * Reads one uploaded file into memory. busboy cuts a file at the form's `fileSize` limit without
 * failing (its `truncated` flag is all that tells), so the cut is detected here and answered 413 with `tooLarge`: a
 * shortened file is never processed or stored.
 */
export async function readWholeFile(file: FileStream, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (file.truncated || size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  return Buffer.concat(chunks);
}
