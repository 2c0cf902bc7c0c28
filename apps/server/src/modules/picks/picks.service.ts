import { consideredCriteria } from '@mithaq/contracts/partner-criteria';
import type { TodayPicks } from '@mithaq/contracts/picks';
import type { AppContext } from '../../platform/context.js';
import { discovered } from '../discovery/index.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { findMemberById } from '../members/index.js';
import { partnerOf } from '../members/member-mapper.js';
import { effectivePlan } from '../membership/membership.js';
import * as repo from './picks.repo.js';

/**
 * `GET /api/picks/today`: the latest morning's picks as cards with their fit line, best first (before
 * today's run, yesterday's) (docs/decisions/0065-coming-back.md "Daily picks").
 */
export async function todaysPicks(ctx: AppContext, memberId: string): Promise<TodayPicks> {
  const now = new Date(ctx.clock());
  const me = await findMemberById(ctx.db, memberId);
  if (!me) return { day: null, picks: [], perDay: 0, hasPreferences: false };
  const perDay = effectivePlan(me, now).dailyPicks;
  const gender = oppositeGender(me.gender);
  const hasPreferences = gender !== null && consideredCriteria(partnerOf(me), gender).length > 0;
  const day = await repo.latestPickDay(ctx.db, me.id);
  if (day === null) return { day: null, picks: [], perDay, hasPreferences };
  const rows = await repo.picksOfDay(ctx.db, me.id, day);
  const picks = await discovered(
    ctx,
    me,
    rows.map((member) => ({ member, distanceKm: null })),
  );
  return { day, picks, perDay, hasPreferences };
}
