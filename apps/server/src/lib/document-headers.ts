import type { FastifyReply } from 'fastify';

/** A file a member uploaded, as it is sent back. */
export interface UploadedFile {
  contentType: string;
  body: Buffer;
}

/**
 * Sends a member's uploaded file so it can never act as a page of ours: not sniffed as HTML, and
 * sandboxed with nothing allowed to load or run even when opened directly (an SVG, an HTML "PDF").
 */
export function sendUploadedFile(reply: FastifyReply, file: UploadedFile, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(file.body);
}

/** An ID document, to its owner or to staff: shown in the browser, never kept by any cache. */
export function sendIdDocument(reply: FastifyReply, doc: { contentType: string; file: Buffer }) {
  reply.header('content-disposition', 'inline');
  return sendUploadedFile(reply, { contentType: doc.contentType, body: doc.file }, 'no-store');
}
