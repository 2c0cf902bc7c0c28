import type { MediaAddress } from './signed-url.js';

/**
 * Conditional requests for photo variants (RFC 9110 section 13.1.2). A variant's bytes never change
 * (a new upload is a new photo id), so the address names the content exactly: a strong ETag that
 * needs no hashing and no read of the bytes. The owner's photo version is part of it, so a tag
 * from before a revocation never matches an address issued after it; so is a grant's version.
 */
export function variantEtag({ photoId, variant, version, grant }: MediaAddress): string {
  const granted = grant ? `.${grant.granteeId}.${grant.version}` : '';
  return `"${photoId}.${variant}.${version}${granted}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as the RFC asks for this header). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
