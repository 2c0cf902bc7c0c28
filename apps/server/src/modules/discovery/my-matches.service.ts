import {
  DISCOVERY_MESSAGES,
  type MyMatchesQuerySchema,
  type MyMatchesResponse,
  TOO_FEW_MATCHES,
  type Widening,
} from '@mithaq/contracts/discovery';
import { consideredCriteria, type PartnerCriterion, type Preferences } from '@mithaq/contracts/partner-criteria';
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { findMemberById } from '../members/index.js';
import { partnerOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { discovered, nearestWithin, pageOf, rankingScore } from './browse.service.js';
import { fitProfileOf } from './fit.js';
import { candidateMeets, passesTheirMusts } from './fit-sql.js';
import { matchPoolOf } from './match-pool.repo.js';
import { type CandidateQuery, findCandidates, matchPoolStatement, rankMembers } from './search.repo.js';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.js';
import { filteringCriteria, type Step, wideningSteps } from './widening.js';

type Query = z.output<typeof MyMatchesQuerySchema>;

/** What the viewer's preferences ask of a candidate, criterion by criterion, as SQL conditions. */
function preferenceConditions(me: MemberRow, p: Preferences, criteria: PartnerCriterion[]): SQL[] {
  const home = { latitude: me.latitude, longitude: me.longitude };
  return criteria.map((c) => candidateMeets(p, c, home));
}

export interface Plan {
  /** Both sides' musts: who may be in the pool at all. */
  musts: SQL[];
  /** Level 0 is the preferences as asked, then each widening step (widening.ts). */
  levels: SQL[];
  steps: Step[];
}

/** What My matches lists by: both sides' musts, then the viewer's preferences as asked and widened. */
export function planOf(me: MemberRow, gender: string): Plan {
  const prefs = partnerOf(me);
  const setCriteria = consideredCriteria(prefs, gender);
  const mine = preferenceConditions(
    me,
    prefs,
    setCriteria.filter((c) => prefs.must.includes(c)),
  );
  const prefers = (p: Preferences, setAside: Set<PartnerCriterion>) =>
    preferenceConditions(
      me,
      p,
      filteringCriteria(setCriteria, prefs.must, setAside, p).filter((c) => !prefs.must.includes(c)),
    );
  const steps = wideningSteps(prefs, setCriteria);
  const setAside = new Set<PartnerCriterion>();
  const levels = [and(...prefers(prefs, setAside)) ?? sql`true`];
  for (const step of steps) {
    if (step.kind === 'preferences') for (const c of step.criteria) setAside.add(c);
    levels.push(and(...prefers(step.preferences, setAside)) ?? sql`true`);
  }
  return { musts: [passesTheirMusts(fitProfileOf(me)), ...mine], levels, steps };
}

/**
 * The widest level listed: as asked when `strict` or when enough pass as asked, else the first
 * level at which TOO_FEW_MATCHES pass, else the widest. With what each step taken found.
 */
function chooseLevel(pool: { level: number }[], plan: Plan, strict: boolean) {
  const counts = plan.levels.map((_, i) => pool.filter((r) => r.level === i).length);
  let level = 0;
  let passing = counts[0] ?? 0;
  while (!strict && passing < TOO_FEW_MATCHES && level < plan.steps.length) {
    level++;
    passing += counts[level] ?? 0;
  }
  const widened: Widening[] = [];
  plan.steps.slice(0, level).forEach((step, i) => {
    const { preferences: _p, ...shown } = step;
    const added = counts[i + 1] ?? 0;
    const earlier = widened.find((w) => w.kind === step.kind);
    if (earlier) Object.assign(earlier, { ...shown, added: earlier.added + added });
    else widened.push({ ...shown, added } as Widening);
  });
  return { level, widened };
}

/**
 * `GET /api/discovery/matches` (docs/decisions/0064-finding-the-right-person.md "My matches"): members
 * who pass both sides' musts, ranked by the two-way score, ties by recent activity. A member with no
 * preferences gets the opposite gender nearest first (or most recently active without a city).
 */
export async function myMatches(
  ctx: AppContext,
  viewer: Pick<AuthenticatedMember, 'memberId' | 'gender'>,
  query: Query,
): Promise<MyMatchesResponse> {
  const gender = oppositeGender(viewer.gender);
  const me = await findMemberById(ctx.db, viewer.memberId);
  if (!gender || !me) return { profiles: [], nextCursor: null, widened: [], hasPreferences: false };
  const hasPreferences = consideredCriteria(partnerOf(me), gender).length > 0;
  const home =
    me.latitude === null || me.longitude === null ? null : { latitude: me.latitude, longitude: me.longitude };
  const sort = hasPreferences ? 'best' : home ? 'nearest' : 'active';
  const cursorSort = hasPreferences ? 'matches' : sort;
  const after = query.cursor ? decodeSearchCursor(query.cursor, cursorSort) : null;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.invalidCursor);
  const cursorOf = (position: unknown[]) => encodeSearchCursor(cursorSort, position);
  if (!hasPreferences) {
    const candidates: CandidateQuery = {
      viewerId: me.id,
      gender,
      conditions: [passesTheirMusts(fitProfileOf(me))],
      sort,
      score: rankingScore(me, gender),
      center: home,
      after,
      limit: query.limit,
    };
    const rows = home
      ? await nearestWithin(ctx, candidates, home, Number(after?.[0] ?? 0))
      : await findCandidates(ctx.db, candidates);
    const page = pageOf(rows, query.limit, cursorOf);
    return { profiles: await discovered(ctx, me, page.rows), nextCursor: page.nextCursor, widened: [], hasPreferences };
  }
  const plan = planOf(me, gender);
  const statement = matchPoolStatement(ctx.db, { viewerId: me.id, gender, conditions: plan.musts }, plan.levels);
  const pool = await matchPoolOf(ctx, me.id, statement);
  const { level, widened } = chooseLevel(pool, plan, query.strict === 'true');
  const ids = pool.filter((r) => r.level <= level).map((r) => r.id);
  const rows = ids.length
    ? await rankMembers(ctx.db, { ids, score: rankingScore(me, gender), center: home, after, limit: query.limit })
    : [];
  const page = pageOf(rows, query.limit, cursorOf);
  return { profiles: await discovered(ctx, me, page.rows), nextCursor: page.nextCursor, widened, hasPreferences };
}
