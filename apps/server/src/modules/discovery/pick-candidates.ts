import { consideredCriteria } from '@mithaq/contracts/partner-criteria';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { partnerOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { rankingScore } from './browse.service.js';
import { fitProfileOf } from './fit.js';
import { passesTheirMusts } from './fit-sql.js';
import { planOf } from './my-matches.service.js';
import { findRecentlyActivePassing } from './search.repo.js';
import { withinKm } from './search-filters.js';

/** Picks are the best-scoring of this many times as many recently active members who pass both sides' musts. */
const POOL_FACTOR = 3;
/** "Nearby" for a member without preferences. */
const NEARBY_KM = 250;

export interface PickChoice {
  /** Best first. */
  ids: string[];
  hasPreferences: boolean;
}

/**
 * Whom to pick for `me` this morning (docs/decisions/0065-coming-back.md "Daily picks"): among the most
 * recently active members of My matches (both sides' musts), the best two-way scores; without
 * preferences, the most recently active of the opposite gender nearby, then anywhere. Never anyone in
 * `excluded` (an array of ids: those picked before), nor anyone search leaves out.
 */
export async function pickCandidates(db: Db, me: MemberRow, count: number, excluded: SQL): Promise<PickChoice> {
  const gender = oppositeGender(me.gender);
  if (!gender || count <= 0) return { ids: [], hasPreferences: false };
  const notPicked = sql`not (${members.id} = any(${excluded}))`;
  const score = rankingScore(me, gender);
  const hasPreferences = consideredCriteria(partnerOf(me), gender).length > 0;
  if (hasPreferences) {
    const plan = planOf(me, gender);
    const pool = await findRecentlyActivePassing(
      db,
      { viewerId: me.id, gender, conditions: [...plan.musts, notPicked], score },
      count * POOL_FACTOR,
    );
    // A stable sort: equal scores keep the pool's most-recently-active order.
    const best = [...pool].sort((a, b) => b.score - a.score).slice(0, count);
    return { ids: best.map((r) => r.id), hasPreferences };
  }
  const base = [passesTheirMusts(fitProfileOf(me)), notPicked];
  const home =
    me.latitude === null || me.longitude === null ? null : { latitude: me.latitude, longitude: me.longitude };
  const near = home
    ? await findRecentlyActivePassing(
        db,
        { viewerId: me.id, gender, conditions: [...base, withinKm(home, NEARBY_KM)], score },
        count,
      )
    : [];
  if (near.length >= count) return { ids: near.map((r) => r.id), hasPreferences };
  const nearIds = near.map((r) => r.id);
  const anywhere = await findRecentlyActivePassing(
    db,
    {
      viewerId: me.id,
      gender,
      conditions: [...base, sql`not (${members.id} = any(${sql.param(nearIds)}::uuid[]))`],
      score,
    },
    count - near.length,
  );
  return { ids: [...nearIds, ...anywhere.map((r) => r.id)], hasPreferences };
}
