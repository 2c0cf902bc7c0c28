import { BrowseQuerySchema, DISCOVERY_MESSAGES } from '@mithaq/contracts/discovery';
import { heightToInches } from '@mithaq/contracts/options';
import { educationRank } from '@mithaq/contracts/partner-criteria';
import { SAVED_SEARCH_MESSAGES } from '@mithaq/contracts/saved-searches';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { savedSearches } from '../../platform/db/schema.js';
import type { MemberRow } from '../members/member-row.js';
import { findCityById } from '../places/index.js';

type SearchQuery = z.output<typeof BrowseQuerySchema>;
/** The typed filter columns of `saved_searches`. */
export type FilterColumns = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'memberId' | 'name' | 'query' | 'alerts' | 'createdAt' | 'updatedAt' | 'lastAlertAt' | 'gender'
>;

/** Page and order are not part of what a search asks for. */
const NOT_FILTERS = new Set(['cursor', 'limit', 'sort']);

/**
 * A search's address checked as `GET /api/profiles` checks it (the same schema, the same messages):
 * the accepted parameters in their order, and what they ask. A cursor or page size is dropped.
 */
export function readSavedQuery(text: string): { query: string; filters: SearchQuery } {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (key !== 'cursor' && key !== 'limit' && !kept.has(key)) kept.set(key, value);
  const parsed = BrowseQuerySchema.safeParse(Object.fromEntries(kept));
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? SAVED_SEARCH_MESSAGES.emptySearch);
  const asks = Object.entries(parsed.data).some(
    ([key, value]) => !NOT_FILTERS.has(key) && value !== undefined && value !== 'false',
  );
  if (!asks) throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.emptySearch);
  return { query: kept.toString(), filters: parsed.data };
}

const list = (values: string[] | undefined) => values ?? [];
const lower = (text: string | undefined) => (text ? text.toLowerCase() : null);

/**
 * What the search asks, as the columns a newly fitting member is matched against in SQL. Distances
 * are measured from the chosen city, else from the owner's own, as the search does.
 */
export async function filterColumns(ctx: AppContext, owner: MemberRow, q: SearchQuery): Promise<FilterColumns> {
  let center: { latitude: number; longitude: number } | null = null;
  if (q.withinKm !== undefined) {
    const city = q.cityId === undefined ? null : await findCityById(ctx.db, q.cityId);
    if (q.cityId !== undefined && !city) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.unknownCity);
    center =
      city ??
      (owner.latitude === null || owner.longitude === null
        ? null
        : { latitude: owner.latitude, longitude: owner.longitude });
    if (!center) throw new AppError('BAD_REQUEST', DISCOVERY_MESSAGES.noHomeForDistance);
  }
  return {
    ageMin: q.minAge ?? null,
    ageMax: q.maxAge ?? null,
    heightMinInches: heightToInches(q.minHeight),
    heightMaxInches: heightToInches(q.maxHeight),
    maritalStatuses: list(q.maritalStatus),
    sects: list(q.sect),
    madhabs: list(q.madhab),
    commitments: list(q.commitment),
    professions: list(q.professions),
    languages: list(q.motherTongue),
    countries: list(q.country),
    minEducationRank: educationRank(q.minEducation),
    cityId: q.cityId ?? null,
    withinKm: q.withinKm ?? null,
    centerLatitude: center?.latitude ?? null,
    centerLongitude: center?.longitude ?? null,
    withPhoto: q.withPhoto === 'true',
    verifiedOnly: q.verifiedOnly === 'true',
    joinedThisWeek: q.joinedThisWeek === 'true',
    locationText: lower(q.location),
    professionText: lower(q.profession),
    educationText: lower(q.education),
  };
}
