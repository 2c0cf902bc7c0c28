import { SELFIE_RETENTION_DAYS } from '@mithaq/contracts/selfie';
import type { Db } from '../../platform/db/client.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import * as repo from './selfie.repo.js';

const DAY_MS = 24 * 3_600_000;
const BATCH = 200;

export interface SelfieErasureDeps {
  db: Db;
  files: Pick<FileStore, 'discard'>;
}

/**
 * The hourly job (docs/decisions/0033-selfie-verification.md): a selfie's image is erased 30 days after
 * staff decided on it: the row forgets the file (storage_key null, erased_at set), then the file is
 * deleted. The decision stays. A selfie waiting for a re-check is kept until staff compare it. Also
 * drops pose challenges that expired a day ago, which nothing can answer any more.
 */
export async function eraseReviewedSelfies({ db, files }: SelfieErasureDeps, now: Date) {
  const decidedBefore = new Date(now.getTime() - SELFIE_RETENTION_DAYS * DAY_MS);
  let erased = 0;
  for (;;) {
    const due = await repo.selfiesToErase(db, decidedBefore, BATCH);
    for (const { memberId, storageKey } of due) {
      if (!(await repo.markSelfieErased(db, memberId, storageKey, now))) continue;
      await files.discard([storageKey]);
      erased += 1;
    }
    if (due.length < BATCH) break;
  }
  const challenges = await repo.deleteOldChallenges(db, new Date(now.getTime() - DAY_MS));
  return { erased, challenges };
}
