import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';

/** A timestamptz in whole microseconds since the epoch, as text: what a keyset cursor carries (lib/keyset-cursor.ts). */
export const epochMicros = (createdAt: AnyColumn): SQL<string> =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

/** Rows before `position` in (created_at, id) order, so a page walks one index range; none without one. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, position: KeysetPosition | null): SQL | undefined {
  if (!position) return undefined;
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}
