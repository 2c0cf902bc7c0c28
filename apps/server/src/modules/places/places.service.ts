import { MESSAGES } from '@mithaq/contracts/messages';
import type { City, CitySearchResponse } from '@mithaq/contracts/places';
import { sourceAddressKey } from '../../lib/client-address.js';
import type { AppContext } from '../../platform/context.js';
import { type CountryNames, countryNamesOf } from '../../platform/db/city-match.js';
import type { Db } from '../../platform/db/client.js';
import * as repo from './places.repo.js';

/**
 * Suggestions come as a visitor types (about one request a keystroke pause), before there is an
 * account to count by: per source address, a budget no person filling in forms reaches, and a
 * script copying the gazetteer soon does (docs/decisions/0064-finding-the-right-person.md).
 */
export const CITY_SEARCH_RULE = { limit: 300, windowSeconds: 5 * 60, message: MESSAGES.tooManyAttempts };

export const toCity = (row: repo.CityRow): City => ({
  id: row.id,
  name: row.name,
  countryCode: row.countryCode,
  region: row.region,
  population: row.population,
});

/** `GET /api/places/cities`: the cities whose name starts with `q`, the most populous first. */
export async function searchCities(
  ctx: Pick<AppContext, 'db' | 'rateLimiter'>,
  query: { q: string; country?: string; limit: number },
  ip: string,
): Promise<CitySearchResponse> {
  await ctx.rateLimiter.hit(`places:ip:${sourceAddressKey(ip)}`, CITY_SEARCH_RULE);
  const rows = await repo.searchCities(ctx.db, { prefix: query.q, country: query.country, limit: query.limit });
  return { cities: rows.map(toCity) };
}

/**
 * The countries the gazetteer has cities in, and the names that read as them, read once per database
 * and process: the gazetteer changes only with a new build, which loads it before it serves.
 */
const countriesByDb = new WeakMap<Db, Promise<{ codes: ReadonlySet<string>; names: CountryNames }>>();

export function gazetteerCountries(db: Db): Promise<{ codes: ReadonlySet<string>; names: CountryNames }> {
  let pending = countriesByDb.get(db);
  if (!pending) {
    pending = repo.listCountryCodes(db).then((codes) => ({ codes: new Set(codes), names: countryNamesOf(codes) }));
    // A failed read (the database restarting) is asked again next time rather than kept.
    pending.catch(() => countriesByDb.delete(db));
    countriesByDb.set(db, pending);
  }
  return pending;
}
