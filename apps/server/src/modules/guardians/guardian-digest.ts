import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { namesSeenBy } from '../members/shown-name.js';
import { guardianDigestEmail } from './guardian-email.js';
import { guardianUnsubscribeLink, signUnsubscribe } from './guardian-tokens.js';
import * as repo from './guardians.repo.js';

export interface GuardianDigestDeps {
  db: Db;
  queue: JobQueue;
  publicUrl: string;
  authSecret: string;
  now: () => Date;
}

const HOUR_MS = 3_600_000;
/** A little under a day, so an hourly run that starts a minute late does not skip a day. */
const DIGEST_INTERVAL_MS = 23 * HOUR_MS;

/**
 * The hourly run: each guardian who asked for it gets, at most once a day, the member's new matches and
 * the conversations they may read that moved, as counts and names; never a word of a message
 * (docs/decisions/0031-guardian-wali-with-consent.md). Nothing new, no email. Returns how many went.
 */
export async function sendGuardianDigests(deps: GuardianDigestDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const { guardian, memberName } of await repo.guardiansAwaitingDigest(
    deps.db,
    new Date(now.getTime() - DIGEST_INTERVAL_MS),
  )) {
    const since = guardian.digestSentAt ?? new Date(now.getTime() - 24 * HOUR_MS);
    const [newMatches, counts, acknowledged] = await Promise.all([
      repo.newMatchNames(deps.db, guardian.memberId, since),
      repo.newMessageCounts(deps.db, guardian.memberId, since),
      repo.acknowledgedMemberIds(deps.db, guardian.id),
    ]);
    // Named as the member herself sees them (docs/decisions/0054-short-names.md).
    const nameOf = await namesSeenBy(deps.db, guardian.memberId, counts);
    const conversations = counts
      .filter((c) => acknowledged.has(c.otherId))
      .map((c) => ({ fullName: nameOf(c), count: c.count }));
    if (newMatches.length === 0 && conversations.length === 0) continue;
    const email = guardianDigestEmail(
      guardian,
      { memberName, newMatches, conversations },
      `${deps.publicUrl}${SITE_PATHS.guardian}`,
      guardianUnsubscribeLink(deps.publicUrl, signUnsubscribe(guardian.id, deps.authSecret)),
    );
    await deps.db.transaction(async (tx) => {
      await deps.queue.enqueueEmail(email, { tx });
      await repo.markDigestSent(tx, guardian.id, now);
    });
    sent += 1;
  }
  return sent;
}
