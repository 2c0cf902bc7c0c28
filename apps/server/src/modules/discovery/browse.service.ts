import { interestNeedsVerification } from '@mithaq/contracts/contact-privacy-rules';
import { type BrowseResponse, DISCOVERY_MESSAGES, type DiscoveredProfile } from '@mithaq/contracts/discovery';
import { consideredCriteria, distanceKm } from '@mithaq/contracts/partner-criteria';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { photoUrlsFor } from '../media/photo-access.js';
import { findMemberById } from '../members/index.js';
import { partnerOf, toPublicProfile, withFields } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { namesSeenBy } from '../members/shown-name.js';
import { findCityById } from '../places/index.js';
import { savedAmong } from '../shortlist/index.js';
import { cardActivity } from '../visits/index.js';
import * as browseRepo from './browse.repo.js';
import { decodeBrowseCursor, encodeBrowseCursor } from './browse-cursor.js';
import { fitProfileOf, fitSummary } from './fit.js';
import { scoreSql, theirCounts, yourMetCount } from './fit-sql.js';
import { type CandidateRow, findAtPoint, findCandidates } from './search.repo.js';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.js';
import { type SearchQuery, searchConditions, withinKm } from './search-filters.js';

type Viewer = Pick<AuthenticatedMember, 'memberId' | 'gender'>;

/** The spec's browse (its filters, newest first) keeps its own prepared statement and cursor. */
const SPEC_FILTERS = new Set([
  'location',
  'profession',
  'education',
  'minAge',
  'maxAge',
  'verifiedOnly',
  'limit',
  'cursor',
]);
function isSpecBrowse(q: SearchQuery): boolean {
  if (q.sort && q.sort !== 'newest') return false;
  const single = (values: string[] | undefined) => values === undefined || values.length <= 1;
  return (
    single(q.sect) &&
    single(q.maritalStatus) &&
    Object.entries(q).every(
      ([key, v]) =>
        v === undefined || SPEC_FILTERS.has(key) || key === 'sect' || key === 'maritalStatus' || key === 'sort',
    )
  );
}

/**
 * Spec section 2 "Browse" and the advanced search (docs/decisions/0064-finding-the-right-person.md
 * "Searching"): active members of the opposite gender, minus anyone either side blocked and anyone
 * with an interest row between the two in any status.
 */
export async function browseProfiles(ctx: AppContext, viewer: Viewer, query: SearchQuery): Promise<BrowseResponse> {
  const gender = oppositeGender(viewer.gender);
  const me = await findMemberById(ctx.db, viewer.memberId);
  if (!gender || !me) return { profiles: [], nextCursor: null };
  const page = isSpecBrowse(query)
    ? await specBrowsePage(ctx, me, gender, query)
    : await searchPage(ctx, me, gender, query);
  return { profiles: await discovered(ctx, me, page.rows), nextCursor: page.nextCursor };
}

interface Page {
  rows: { member: MemberRow; distanceKm: number | null }[];
  nextCursor: string | null;
}

async function specBrowsePage(ctx: AppContext, me: MemberRow, gender: string, query: SearchQuery): Promise<Page> {
  const after = query.cursor ? decodeBrowseCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.invalidCursor);
  const rows = await browseRepo.browseMembers(ctx.db, {
    viewerId: me.id,
    gender,
    location: query.location,
    profession: query.profession,
    education: query.education,
    minAge: query.minAge,
    maxAge: query.maxAge,
    sect: query.sect?.[0],
    maritalStatus: query.maritalStatus?.[0],
    verifiedOnly: query.verifiedOnly === 'true',
    after,
    limit: query.limit,
  });
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) => ({ member: r.member, distanceKm: distanceBetween(me, r.member) })),
    nextCursor:
      rows.length > query.limit && last ? encodeBrowseCursor(last.checks, last.createdAtMicros, last.member.id) : null,
  };
}

/** Where distances are measured from: the chosen city, else the viewer's own. */
async function centerOf(ctx: AppContext, me: MemberRow, query: SearchQuery) {
  if (query.cityId !== undefined) {
    const city = await findCityById(ctx.db, query.cityId);
    if (!city) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.unknownCity);
    return { latitude: city.latitude, longitude: city.longitude };
  }
  return me.latitude === null || me.longitude === null ? null : { latitude: me.latitude, longitude: me.longitude };
}

async function searchPage(ctx: AppContext, me: MemberRow, gender: string, query: SearchQuery): Promise<Page> {
  const sort = query.sort ?? 'newest';
  const after = query.cursor ? decodeSearchCursor(query.cursor, sort) : null;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.invalidCursor);
  const center = await centerOf(ctx, me, query);
  if (!center && (query.withinKm !== undefined || sort === 'nearest')) {
    throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.noHomeForDistance);
  }
  const candidates = {
    viewerId: me.id,
    gender,
    conditions: searchConditions(query, center),
    sort,
    score: rankingScore(me, gender),
    center,
    after,
    limit: query.limit,
  };
  const rows =
    sort === 'nearest' && center
      ? await nearestWithin(ctx, candidates, center, Number(after?.[0] ?? 0), query.withinKm === undefined)
      : await findCandidates(ctx.db, candidates);
  return pageOf(rows, query.limit, (position) => encodeSearchCursor(sort, position));
}

/** How far "nearest" looks before looking further (km); past the last, everywhere. */
const NEAREST_RADII_KM = [50, 250, 1000, 5000];

/**
 * A nearest page: from the members at the centre itself when they fill it (search.repo's
 * `findAtPoint`), else, without a distance filter (`widen`), the closest radius that holds a full
 * page past the cursor, each looked up on the location index, so a member in a busy city never has
 * the distance to every member worked out (docs/decisions/0064-finding-the-right-person.md "Distance").
 */
export async function nearestWithin(
  ctx: AppContext,
  q: Parameters<typeof findCandidates>[1],
  center: { latitude: number; longitude: number },
  fromKm: number,
  widen = true,
) {
  if (fromKm === 0) {
    const here = await findAtPoint(ctx.db, q, center);
    if (here.length > q.limit) return here;
  }
  if (!widen) return findCandidates(ctx.db, q);
  for (const km of NEAREST_RADII_KM.filter((radius) => radius > fromKm)) {
    const rows = await findCandidates(ctx.db, { ...q, conditions: [...q.conditions, withinKm(center, km)] });
    if (rows.length > q.limit) return rows;
  }
  return findCandidates(ctx.db, q);
}

/** The two-way score of a candidate row for this viewer, in SQL. */
export function rankingScore(me: MemberRow, gender: string) {
  const prefs = partnerOf(me);
  const home = { latitude: me.latitude, longitude: me.longitude };
  return scoreSql(
    consideredCriteria(prefs, gender).length,
    yourMetCount(prefs, gender, home),
    theirCounts(fitProfileOf(me)),
  );
}

export function pageOf(rows: CandidateRow[], limit: number, cursorOf: (position: unknown[]) => string): Page {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) => ({ member: r.member, distanceKm: r.distanceKm === null ? null : Math.round(r.distanceKm) })),
    nextCursor: rows.length > limit && last ? cursorOf(last.position) : null,
  };
}

function distanceBetween(a: MemberRow, b: MemberRow): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  return Math.round(
    distanceKm({ latitude: a.latitude, longitude: a.longitude }, { latitude: b.latitude, longitude: b.longitude }),
  );
}

/**
 * Rows as the cards show them: the profile as this viewer may see it, the fit line, the distance,
 * whether the viewer saved them, when they joined and were last active, and whether they take interest
 * only from members with a verified ID or selfie the viewer lacks.
 */
export async function discovered(
  ctx: AppContext,
  me: MemberRow,
  rows: { member: MemberRow; distanceKm: number | null }[],
): Promise<DiscoveredProfile[]> {
  const others = rows.map((r) => r.member);
  const [urls, nameOf, saved] = await Promise.all([
    photoUrlsFor(ctx, me.id, others),
    namesSeenBy(ctx.db, me.id, others),
    savedAmong(
      ctx,
      me.id,
      others.map((m) => m.id),
    ),
  ]);
  const now = new Date(ctx.clock());
  return rows.map(({ member, distanceKm: km }) =>
    withFields(toPublicProfile(member, urls.get(member.id) ?? null, nameOf(member)), {
      fit: fitSummary(me, member),
      distanceKm: km ?? distanceBetween(me, member),
      saved: saved.has(member.id),
      ...cardActivity(me, member, now),
      interestNeedsVerification: interestNeedsVerification(me, member),
    }),
  );
}
