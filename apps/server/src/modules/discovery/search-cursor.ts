import type { SearchSort } from '@mithaq/contracts/discovery';

/**
 * The cursor of a search page that is not the plain newest-first browse (browse-cursor.ts): the order
 * and the last row's values in it, as base64url JSON. Opaque to clients; anything else decodes to null.
 */
export function encodeSearchCursor(sort: SearchSort | 'matches', position: unknown[]): string {
  return `s.${Buffer.from(JSON.stringify([sort, ...position])).toString('base64url')}`;
}

export function decodeSearchCursor(cursor: string, sort: SearchSort | 'matches'): unknown[] | null {
  if (!cursor.startsWith('s.')) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor.slice(2), 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed[0] !== sort) return null;
    const values = parsed.slice(1);
    return values.every((v) => typeof v === 'string' || typeof v === 'number') ? values : null;
  } catch {
    return null;
  }
}
