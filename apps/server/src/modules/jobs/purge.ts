import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_VIEWS_RETENTION_DAYS } from '@mithaq/contracts';
import type { Db } from '../../db/client.js';
import { LONGEST_WINDOW_SECONDS } from '../../lib/rate-limiter.js';
import { ADMIN_SESSION_IDLE_LIMIT_MS } from '../admin/admin-auth.service.js';
import { SESSION_IDLE_LIMIT_MS } from '../auth/auth.service.js';
import { purgeStalePresence } from '../notifications/presence.repo.js';
import { deletePhotoViewsBefore } from '../photo-sharing/photo-views.repo.js';
import * as repo from './purge.repo.js';

/** How long an outbox file is kept: long enough to find a lost code, short enough not to hoard them. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Rows that can never matter again: ended sessions, expired codes, rate-limit windows that are over,
 * and photo views past the 90 days the log keeps (docs/decisions.md "Photo access").
 */
export async function purgeExpiredRows(db: Db, nowMs = Date.now()) {
  return {
    sessions: await repo.deleteEndedSessions(db, new Date(nowMs - SESSION_IDLE_LIMIT_MS)),
    adminSessions: await repo.deleteEndedAdminSessions(db, new Date(nowMs - ADMIN_SESSION_IDLE_LIMIT_MS)),
    codes: await repo.deleteExpiredCodes(db, new Date(nowMs)),
    rateLimitWindows: await repo.deleteOldRateLimitWindows(db, new Date(nowMs - LONGEST_WINDOW_SECONDS * 1000)),
    presence: await purgeStalePresence(db),
    photoViews: await deletePhotoViewsBefore(db, new Date(nowMs - PHOTO_VIEWS_RETENTION_DAYS * 24 * 3_600_000)),
  };
}

/** Deletes outbox files (emails and texts) last written more than 30 days ago; returns how many. */
export async function purgeOutbox(outboxDir: string, nowMs = Date.now()): Promise<number> {
  const cutoff = nowMs - OUTBOX_RETENTION_DAYS * 24 * 3_600_000;
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  let purged = 0;
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue;
    await fs.rm(file, { force: true });
    purged += 1;
  }
  return purged;
}
