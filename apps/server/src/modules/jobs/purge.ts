import { PHOTO_VIEWS_RETENTION_DAYS } from '@mithaq/contracts/photo-access';
import type { Db } from '../../platform/db/client.js';
import { LONGEST_WINDOW_SECONDS } from '../../platform/rate-limiter.js';
import { ADMIN_SESSION_IDLE_LIMIT_MS } from '../admin/admin-auth.service.js';
import { SESSION_IDLE_LIMIT_MS } from '../auth/auth.service.js';
import { deletePhotoViewsBefore } from '../media/index.js';
import { purgeStalePresence } from '../notifications/index.js';
import { purgeOldVisits } from '../visits/index.js';
import * as repo from './purge.repo.js';

/**
 * Rows that can never matter again: ended sessions, expired codes, rate-limit windows that are over,
 * photo views past the 90 days the log keeps (docs/decisions/0030-photo-access.md), and profile visits
 * past the 90 days "Who viewed me" shows (docs/decisions/0065-coming-back.md).
 */
export async function purgeExpiredRows(db: Db, nowMs = Date.now()) {
  return {
    sessions: await repo.deleteEndedSessions(db, new Date(nowMs - SESSION_IDLE_LIMIT_MS)),
    adminSessions: await repo.deleteEndedAdminSessions(db, new Date(nowMs - ADMIN_SESSION_IDLE_LIMIT_MS)),
    codes: await repo.deleteExpiredCodes(db, new Date(nowMs)),
    rateLimitWindows: await repo.deleteOldRateLimitWindows(db, new Date(nowMs - LONGEST_WINDOW_SECONDS * 1000)),
    presence: await purgeStalePresence(db),
    photoViews: await deletePhotoViewsBefore(db, new Date(nowMs - PHOTO_VIEWS_RETENTION_DAYS * 24 * 3_600_000)),
    profileVisits: await purgeOldVisits(db, nowMs),
  };
}
