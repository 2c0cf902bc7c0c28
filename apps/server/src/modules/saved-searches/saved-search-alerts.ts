import { joinedThisWeek } from '@mithaq/contracts/discovery';
import { heightToInches } from '@mithaq/contracts/options';
import { educationRank } from '@mithaq/contracts/partner-criteria';
import { usableTimeZone, zonedDayStart, zonedNextDayStart } from '@mithaq/contracts/time-zone';
import type { Db, Executor } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { findMemberById } from '../members/index.js';
import { currentAge } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { isPremium } from '../membership/membership.js';
import { later } from '../notifications/delivery.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './saved-searches.repo.js';

const HOUR_MS = 3_600_000;
/** A daily alert goes in the owner's 08:00 hour, as the digests do. */
const DAILY_ALERT_HOUR = 8;
/** How long a member's edits settle before they are matched (one match for a burst of saves). */
export const MATCH_SETTLE_MS = 5 * 60_000;

export interface AlertDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

/** A member's values as the searches' filter columns ask them. */
function fitterFacts(m: MemberRow, now: Date): repo.FitterFacts {
  return {
    id: m.id,
    gender: m.gender,
    age: currentAge(m, now),
    inches: heightToInches(m.height),
    maritalStatus: m.maritalStatus,
    sect: m.sect,
    madhab: m.madhab,
    commitment: m.religiousCommitment,
    profession: m.profession,
    language: m.language,
    countryCode: m.countryCode,
    educationRank: educationRank(m.education),
    cityId: m.cityId,
    latitude: m.latitude,
    longitude: m.longitude,
    hasPhoto: m.photoId !== null,
    verified: m.isVerified || m.photoVerified,
    joinedThisWeek: joinedThisWeek(m.createdAt, now),
    city: m.city,
    professionText: m.profession ?? '',
    educationText: m.education ?? '',
  };
}

/**
 * When a search's next alert may go: as it happens, but a day after the last at the soonest (one
 * email a day per search); daily, in the owner's next 08:00 hour, and not within 20 hours of the last.
 */
export function alertTime(
  search: { alerts: string; lastAlertAt: Date | null; ownerTimeZone: string },
  now: Date,
): Date {
  const earliest = search.lastAlertAt
    ? search.lastAlertAt.getTime() + (search.alerts === 'daily' ? 20 : 24) * HOUR_MS
    : 0;
  if (search.alerts !== 'daily') return new Date(Math.max(now.getTime(), earliest));
  const zone = usableTimeZone(search.ownerTimeZone);
  const todayAt = zonedDayStart(now, zone).getTime() + DAILY_ALERT_HOUR * HOUR_MS;
  const next = todayAt > now.getTime() ? todayAt : zonedNextDayStart(now, zone).getTime() + DAILY_ALERT_HOUR * HOUR_MS;
  let at = next;
  while (at < earliest) at += 24 * HOUR_MS;
  return new Date(at);
}

/**
 * A member who may newly fit (registered, completed their profile, had a photo approved, came back):
 * every alerting search they fit and were not yet counted in records them, and queues its alert
 * (docs/decisions/0065-coming-back.md "Saved searches"). Incognito members alert no one.
 */
export async function matchSavedSearches(deps: AlertDeps, memberId: string): Promise<number> {
  const now = deps.now();
  const member = await findMemberById(deps.db, memberId);
  if (member?.accountStatus !== 'active') return 0;
  if (member.incognito && isPremium(member, now)) return 0;
  const fitted = await repo.searchesFittedBy(deps.db, fitterFacts(member, now));
  if (fitted.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const newly = new Set(
      await repo.recordHits(
        tx,
        fitted.map((f) => f.id),
        member.id,
        now,
      ),
    );
    for (const search of fitted.filter((f) => newly.has(f.id))) {
      await deps.jobs.enqueueSearchAlert(search.id, {
        tx,
        replaceKey: `search-alert:${search.id}`,
        keepRunAt: true,
        runAt: later(now, alertTime(search, now)),
      });
    }
    return newly.size;
  });
}

/**
 * One saved search's alert: one feed item (emailed and pushed as its owner's settings and quiet hours
 * say) naming how many newly fit, for everyone untold since the last; who may no longer be shown is
 * counted as told without being named.
 */
export async function sendSearchAlert(deps: AlertDeps, searchId: string): Promise<number> {
  const now = deps.now();
  const search = await repo.findSearch(deps.db, searchId);
  if (!search || search.alerts === 'off') return 0;
  const owner = await findMemberById(deps.db, search.memberId);
  if (owner?.accountStatus !== 'active') return 0;
  const { all, shown } = await repo.untoldHitsFor(deps.db, search);
  if (all.length === 0) return 0;
  await deps.db.transaction(async (tx) => {
    if (shown.length > 0) {
      await notify(deps, tx, {
        memberId: owner.id,
        type: 'search-alert',
        data: { count: shown.length, searchId: search.id, searchName: search.name },
      });
    }
    await repo.markTold(tx, search.id, all, now);
  });
  return shown.length;
}

/** Queues the look at which searches a member newly fits, once their edits have settled. */
export function queueSavedSearchMatch(jobs: JobQueue, memberId: string, now: Date, tx?: Executor) {
  return jobs.enqueueSavedSearchMatch(memberId, {
    tx,
    replaceKey: `saved-search-match:${memberId}`,
    runAt: later(now, new Date(now.getTime() + MATCH_SETTLE_MS)),
  });
}
