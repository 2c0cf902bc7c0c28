import type { Db } from '../../platform/db/client.js';
import * as repo from '../membership/index.js';
import { type NotifyContext, notify } from './notifications.service.js';

const DAY_MS = 86_400_000;
/** Members are told this long before their paid membership ends (docs/decisions/0021-durable-jobs.md). */
export const ENDING_NOTICE_MS = 3 * DAY_MS;
/**
 * How far back an end is still told as 'ended': enough to catch up after the worker was away for
 * days, without telling members whose membership ended long before this job existed.
 */
export const ENDED_LOOKBACK_MS = 7 * DAY_MS;
/** Members told per kind and run; the hourly run takes the rest. */
const BATCH = 500;

type EndType = 'membership-ending' | 'membership-ended';

/**
 * The hourly membership check: each member whose dated membership ends within three days is told
 * 'membership-ending', and each whose membership has ended 'membership-ended', once per end (the
 * notification's data.endsAt is the end it told). Safe to run twice and on two instances at once.
 */
export async function notifyMembershipEnds(
  ctx: NotifyContext & { db: Db },
  now: Date,
): Promise<{ ending: number; ended: number }> {
  const ending = await tellEach(ctx, 'membership-ending', {
    from: now,
    to: new Date(now.getTime() + ENDING_NOTICE_MS),
  });
  const ended = await tellEach(ctx, 'membership-ended', {
    from: new Date(now.getTime() - ENDED_LOOKBACK_MS),
    to: now,
  });
  return { ending, ended };
}

async function tellEach(ctx: NotifyContext & { db: Db }, type: EndType, window: { from: Date; to: Date }) {
  let told = 0;
  for (const end of await repo.findUntoldEnds(ctx.db, type, window, BATCH)) {
    const sent = await ctx.db.transaction(async (tx) => {
      // A renewal or refund since the search, or another instance first: nothing to tell.
      if (!(await repo.lockUntoldEnd(tx, type, end, window))) return false;
      await notify(ctx, tx, { memberId: end.memberId, type, data: { endsAt: end.endsAt } });
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
