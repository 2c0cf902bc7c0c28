/**
 * Opaque keyset cursor (browse, message threads): the last row's created_at in whole microseconds since the epoch
 * (PostgreSQL's precision; a JS Date would drop the last three digits and repeat or skip rows) and
 * its id, base64url-encoded.
 */
export interface KeysetPosition {
  /** ISO-8601 UTC with six fractional digits, ready for `::timestamptz`. */
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICROS = /^\d{1,16}$/;

export function encodeKeysetCursor(createdAtMicros: string, id: string): string {
  return Buffer.from(`${createdAtMicros}:${id}`).toString('base64url');
}

/** The position after which the next page starts; null for anything that is not our cursor. */
export function decodeKeysetCursor(cursor: string): KeysetPosition | null {
  if (!/^[\w-]+$/.test(cursor)) return null;
  const [micros, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  if (rest.length || !micros || !id || !MICROS.test(micros) || !UUID.test(id)) return null;
  const value = BigInt(micros);
  const millis = Number(value / 1000n);
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return null;
  const fraction = (value % 1_000_000n).toString().padStart(6, '0');
  return { createdAt: `${date.toISOString().slice(0, 19)}.${fraction}Z`, id };
}
