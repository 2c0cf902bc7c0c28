import {
  distanceKm,
  isCriterionMet,
  type PartnerCriterion,
  type Preferences,
  twoWayScore,
} from '@mithaq/contracts/partner-criteria';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { oppositeGender } from '../interests/interest-rules.js';
import type { MemberRow } from '../members/member-row.js';
import type { ViewerFacts } from './fit-sql.js';
import { fitSideOf, pickWindow, type WindowMember } from './pick-window.js';
import { excludedPerViewer } from './search.repo.js';

/** Picks are the best-scoring of this many times as many recently active members who pass both sides' musts. */
const POOL_FACTOR = 3;
/** "Nearby" for a member without preferences. */
const NEARBY_KM = 250;

export interface PickChoice {
  /** Best first. */
  ids: string[];
  hasPreferences: boolean;
}

export interface PicksBatch {
  /** The run the batch belongs to: its members are chosen among one window (pick-window.ts). */
  runKey: string;
  now: number;
  /** Each member and how many picks they get. */
  requests: { member: MemberRow; count: number }[];
  /** Whom else a member may not be picked, as an array subquery of the member's id (those picked before). */
  alsoExcluded: (viewerId: SQL) => SQL;
}

/** The viewer's side of the fit, worked out once per member, and whom they may not be shown. */
interface Viewer extends WindowMember {
  excluded: Set<string>;
}

const metCount = (p: Preferences, criteria: PartnerCriterion[], other: ViewerFacts, home: Viewer['home']) =>
  criteria.reduce((n, c) => (isCriterionMet(p, c, other, home) ? n + 1 : n), 0);

/** Both sides' musts, and nobody the viewer may not be shown (search.repo.ts `eligible`). */
const passesMusts = (v: Viewer, c: WindowMember) =>
  v.musts.every((k) => isCriterionMet(v.prefs, k, c.profile, v.home)) && passesTheirMusts(v, c);

/** Their musts, and nobody the viewer may not be shown. */
const passesTheirMusts = (v: Viewer, c: WindowMember) =>
  !v.excluded.has(c.id) && c.id !== v.id && c.musts.every((k) => isCriterionMet(c.prefs, k, v.profile, c.home));

/** The two-way score (contracts `twoWayScore`), as fit.ts `fitBetween` and fit-sql.ts `scoreSql` give it. */
const scoreOf = (v: Viewer, c: WindowMember) =>
  twoWayScore(
    { met: metCount(v.prefs, v.criteria, c.profile, v.home), considered: v.criteria.length },
    { met: metCount(c.prefs, c.criteria, v.profile, c.home), considered: c.criteria.length },
  );

/** The first `count` of the window, in its order (most recently active first), that `passes`. */
function firstPassing(window: WindowMember[], count: number, passes: (c: WindowMember) => boolean) {
  const found: WindowMember[] = [];
  for (const c of window) {
    if (found.length >= count) break;
    if (passes(c)) found.push(c);
  }
  return found;
}

function choose(v: Viewer, window: WindowMember[], count: number): PickChoice {
  if (v.criteria.length > 0) {
    const pool = firstPassing(window, count * POOL_FACTOR, (c) => passesMusts(v, c));
    // A stable sort: equal scores keep the pool's most-recently-active order.
    const best = pool
      .map((c) => ({ id: c.id, score: scoreOf(v, c) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, count);
    return { ids: best.map((c) => c.id), hasPreferences: true };
  }
  const { latitude, longitude } = v.home;
  const home = latitude === null || longitude === null ? null : { latitude, longitude };
  const isNear = (c: WindowMember) => {
    const { latitude: lat, longitude: lon } = c.profile;
    return (
      home !== null && lat !== null && lon !== null && distanceKm(home, { latitude: lat, longitude: lon }) <= NEARBY_KM
    );
  };
  const near = home ? firstPassing(window, count, (c) => isNear(c) && passesTheirMusts(v, c)) : [];
  const nearIds = new Set(near.map((c) => c.id));
  const anywhere = firstPassing(window, count - near.length, (c) => !nearIds.has(c.id) && passesTheirMusts(v, c));
  return { ids: [...near, ...anywhere].map((c) => c.id), hasPreferences: false };
}

/**
 * Whom to pick this morning for each member of a batch (docs/decisions/0065-coming-back.md "Daily picks"):
 * among the most recently active members of My matches (both sides' musts), the best two-way scores;
 * without preferences, the most recently active of the opposite gender nearby, then anywhere. Never
 * anyone search leaves out for the member, nor anyone `alsoExcluded` names. The rules are the
 * TypeScript fit (contracts partner-criteria.ts), which fit-sql.ts's tests hold the SQL to; the
 * candidates are read once per run (pick-window.ts) and what each member may not see once per batch.
 */
export async function pickForBatch(db: Db, batch: PicksBatch): Promise<Map<string, PickChoice>> {
  const chosen = new Map<string, PickChoice>();
  const asked = batch.requests.filter((r) => r.count > 0 && oppositeGender(r.member.gender) !== null);
  for (const r of batch.requests) chosen.set(r.member.id, { ids: [], hasPreferences: false });
  if (asked.length === 0) return chosen;
  const excluded = await excludedPerViewer(
    db,
    asked.map((r) => r.member.id),
    batch.alsoExcluded,
  );
  for (const { member, count } of asked) {
    const gender = oppositeGender(member.gender) as string;
    const window = await pickWindow(db, batch.runKey, gender, batch.now);
    const viewer: Viewer = { ...fitSideOf(member, gender), excluded: excluded.get(member.id) ?? new Set() };
    chosen.set(member.id, choose(viewer, window, count));
  }
  return chosen;
}
