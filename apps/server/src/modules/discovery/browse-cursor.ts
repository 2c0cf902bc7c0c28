import { TRUST_CHECKS } from '@mithaq/contracts/trust-checks';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../../lib/keyset-cursor.js';

/**
 * Where a browse page ends: the last row's trust check count beside its (created_at, id); the join
 * day is read from created_at (docs/decisions/0032-trust-badges.md).
 */
export interface BrowsePosition extends KeysetPosition {
  checks: number;
}

export function encodeBrowseCursor(checks: number, createdAtMicros: string, id: string): string {
  return `${checks}.${encodeKeysetCursor(createdAtMicros, id)}`;
}

/** The position after which the next page starts; null for anything that is not a browse cursor. */
export function decodeBrowseCursor(cursor: string): BrowsePosition | null {
  const match = /^(\d)\.([\w-]+)$/.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  const checks = Number(match[1]);
  if (checks > TRUST_CHECKS.length) return null;
  const position = decodeKeysetCursor(match[2]);
  return position ? { ...position, checks } : null;
}
