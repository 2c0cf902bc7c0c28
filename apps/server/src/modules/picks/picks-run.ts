import { randomUUID } from 'node:crypto';
import { PICKS_DORMANT_DAYS, PICKS_LOCAL_HOUR } from '@mithaq/contracts/picks';
import { zonedDate } from '@mithaq/contracts/time-zone';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue, PicksBatchJob } from '../../platform/jobs/job-queue.js';
import { pickForBatch } from '../discovery/index.js';
import { effectivePlan } from '../membership/membership.js';
import { notify } from '../notifications/notifications.service.js';
import { localMinuteOfDay } from '../notifications/quiet-hours.js';
import * as repo from './picks.repo.js';

/** Members per batch job: small enough that a batch ends in seconds, so jobs spread over the workers. */
export const PICKS_BATCH_SIZE = 200;
const DAY_MS = 24 * 3_600_000;

export interface PicksDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

/** The zone's local date when its morning has come (08:00 or later), else null. */
function morningDay(now: Date, zone: string): string | null {
  try {
    if (localMinuteOfDay(now, zone) < PICKS_LOCAL_HOUR * 60) return null;
    return zonedDate(now, zone);
  } catch {
    return null; // A zone Intl does not know: its members keep the default's picks once they fix it.
  }
}

/**
 * The quarter-hourly planner (docs/decisions/0065-coming-back.md "Daily picks"): each time zone whose
 * morning has come and whose run for that local day is not planned yet is cut into batches of its
 * members, queued as jobs for whichever instances run workers. Returns what it planned.
 */
export async function planDailyPicks(deps: PicksDeps): Promise<{ zones: number; members: number; batches: number }> {
  const now = deps.now();
  const planned = { zones: 0, members: 0, batches: 0 };
  for (const zone of await repo.activeTimeZones(deps.db)) {
    const day = morningDay(now, zone);
    if (day === null || (await repo.zoneRunPlanned(deps.db, zone, day))) continue;
    const { lastIds, members } = await repo.zoneBatches(deps.db, zone, PICKS_BATCH_SIZE);
    const runId = randomUUID();
    const queued = await deps.db.transaction(async (tx) => {
      const run = { timeZone: zone, day, plannedAt: now, members, batches: lastIds.length };
      if (!(await repo.claimZoneRun(tx, run))) return false;
      let afterId: string | null = null;
      for (const lastId of lastIds) {
        await deps.jobs.enqueuePicksBatch({ runId, timeZone: zone, day, afterId, lastId }, { tx });
        afterId = lastId;
      }
      return true;
    });
    if (!queued) continue;
    planned.zones += 1;
    planned.members += members;
    planned.batches += lastIds.length;
  }
  return planned;
}

/** What one member's morning announces: the picks, the one "kept" note to a member away, or nothing. */
function announcement(lastActiveAt: Date, keptNoteAt: Date | null, picked: number, now: Date) {
  if (picked === 0) return { type: null, keptNoteAt };
  const away = now.getTime() - lastActiveAt.getTime() > PICKS_DORMANT_DAYS * DAY_MS;
  if (!away) return { type: 'daily-picks' as const, keptNoteAt: null };
  if (keptNoteAt === null) return { type: 'picks-kept' as const, keptNoteAt: now };
  return { type: null, keptNoteAt };
}

/**
 * One batch: its members' picks for the day, chosen together (discovery's `pickForBatch`), then
 * stored, recorded and announced for the whole batch in one transaction (three statements and one
 * feed item each), so a batch tried again skips nobody half done and picks nobody twice.
 */
export async function makeDailyPicks(deps: PicksDeps, batch: PicksBatchJob): Promise<number> {
  const now = deps.now();
  const batchMembers = await repo.batchMembers(deps.db, batch);
  if (batchMembers.length === 0) return 0;
  const choices = await pickForBatch(deps.db, {
    runKey: batch.runId ?? `${batch.timeZone} ${batch.day}`,
    now: now.getTime(),
    requests: batchMembers.map(({ member }) => ({ member, count: effectivePlan(member, now).dailyPicks })),
    alsoExcluded: repo.everPickedIds,
  });
  const made = batchMembers.map(({ member, keptNoteAt }) => {
    const ids = choices.get(member.id)?.ids ?? [];
    return { memberId: member.id, ids, said: announcement(member.lastActiveAt, keptNoteAt, ids.length, now) };
  });
  await deps.db.transaction(async (tx) => {
    await repo.storePicks(
      tx,
      made.flatMap((m) => m.ids.map((pickId, position) => ({ memberId: m.memberId, pickId, position }))),
      batch.day,
      now,
    );
    await repo.recordPickDays(
      tx,
      made.map((m) => ({ memberId: m.memberId, day: batch.day, picked: m.ids.length, keptNoteAt: m.said.keptNoteAt })),
    );
    for (const { memberId, ids, said } of made) {
      if (said.type) await notify(deps, tx, { memberId, type: said.type, data: { count: ids.length } });
    }
  });
  return made.length;
}
