import fs from 'node:fs/promises';
import path from 'node:path';

/** How long an outbox file is kept: long enough to find a lost code, short enough not to hoard them. */
export const OUTBOX_RETENTION_DAYS = 30;

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
