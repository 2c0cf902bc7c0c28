import { MESSAGES } from '@mithaq/contracts';
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
