import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { adminSessions, rateLimitHits, sessions, verificationCodes } from '../../platform/db/schema.js';

/** Member sessions signed out, revoked, or idle since before `idleSince`: none can sign anyone in again. */
export async function deleteEndedSessions(db: Db, idleSince: Date): Promise<number> {
  const { rowCount } = await db
    .delete(sessions)
    .where(or(isNotNull(sessions.revokedAt), lt(sessions.lastSeenAt, idleSince)));
  return rowCount ?? 0;
}

export async function deleteEndedAdminSessions(db: Db, idleSince: Date): Promise<number> {
  const { rowCount } = await db
    .delete(adminSessions)
    .where(or(isNotNull(adminSessions.revokedAt), lt(adminSessions.lastSeenAt, idleSince)));
  return rowCount ?? 0;
}

/** One-time codes past their expiry: they verify nothing and the resend rule no longer looks at them. */
export async function deleteExpiredCodes(db: Db, now: Date): Promise<number> {
  const { rowCount } = await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
  return rowCount ?? 0;
}

/** Rate-limit windows that began before `before` (older than the longest window) count nothing. */
export async function deleteOldRateLimitWindows(db: Db, before: Date): Promise<number> {
  const { rowCount } = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
  return rowCount ?? 0;
}
