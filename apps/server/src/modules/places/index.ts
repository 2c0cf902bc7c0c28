/**
 * The public surface of `places` (the city gazetteer) for other modules: where a member lives and
 * the places of partner preferences and search are read through here, never through
 * `places/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
import type { Db } from '../../platform/db/client.js';
import * as repo from './places.repo.js';
import { gazetteerCountries } from './places.service.js';

export type { CityRow } from './places.repo.js';
export { toCity } from './places.service.js';

/** The gazetteer city of a GeoNames id, with its coordinates; null for an id it does not have. */
export function findCityById(db: Db, id: number): Promise<repo.CityRow | null> {
  return repo.findCityById(db, id);
}

/** The cities of `ids` that the gazetteer has, in the order of `ids` (an unknown id is left out). */
export async function findCitiesByIds(db: Db, ids: readonly number[]): Promise<repo.CityRow[]> {
  const byId = new Map((await repo.findCitiesByIds(db, ids)).map((city) => [city.id, city]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The city a typed text names ("Hyderabad", "Lahore, PK", "Hyderabad, Pakistan"), by the rule that
 * matched the members typed before the gazetteer (platform/db/city-match.ts); null when it names none.
 */
export async function matchCityName(db: Db, text: string): Promise<repo.CityRow | null> {
  if (!text.trim()) return null;
  return repo.matchCityText(db, text, (await gazetteerCountries(db)).names);
}

/** ISO 3166 alpha-2 codes of the countries the gazetteer has a city in (read once, then from memory). */
export async function countryCodesInGazetteer(db: Db): Promise<ReadonlySet<string>> {
  return (await gazetteerCountries(db)).codes;
}
