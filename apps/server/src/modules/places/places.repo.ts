import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type CountryNames, matchedCitiesSql } from '../../platform/db/city-match.js';
import type { Db } from '../../platform/db/client.js';
import { asciiFold } from '../../platform/db/gazetteer-file.js';
import { cities } from '../../platform/db/schema.js';

/** A gazetteer city with what a member row copies of it (its coordinates). */
export interface CityRow {
  id: number;
  name: string;
  countryCode: string;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
}

const cityColumns = {
  id: cities.id,
  name: cities.name,
  countryCode: cities.countryCode,
  region: cities.region,
  population: cities.population,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/** `text` as the start of a LIKE pattern: its own `%`, `_` and `\` match themselves. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Cities whose name starts with `prefix`, in Latin letters without accents or as GeoNames writes it,
 * case aside, the most populous first. `lower(…) like 'x%'` with a pattern known when the statement
 * is planned uses the `text_pattern_ops` indexes (schema/places.ts); a statement is not prepared here
 * for that reason.
 */
export async function searchCities(
  db: Db,
  query: { prefix: string; country?: string; limit: number },
): Promise<CityRow[]> {
  const text = query.prefix.toLowerCase();
  const names: SQL[] = [
    sql`lower(${cities.asciiName}) like ${prefixPattern(asciiFold(text).toLowerCase())}`,
    sql`lower(${cities.name}) like ${prefixPattern(text)}`,
  ];
  return db
    .select(cityColumns)
    .from(cities)
    .where(and(or(...names), query.country ? eq(cities.countryCode, query.country) : undefined))
    .orderBy(desc(cities.population), asc(cities.id))
    .limit(query.limit);
}

export async function findCityById(db: Db, id: number): Promise<CityRow | null> {
  const [row] = await db.select(cityColumns).from(cities).where(eq(cities.id, id));
  return row ?? null;
}

export async function findCitiesByIds(db: Db, ids: readonly number[]): Promise<CityRow[]> {
  if (!ids.length) return [];
  return db
    .select(cityColumns)
    .from(cities)
    .where(inArray(cities.id, [...new Set(ids)]));
}

export async function listCountryCodes(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ code: cities.countryCode }).from(cities);
  return rows.map((r) => r.code);
}

/** The city `text` names by the rule of platform/db/city-match.ts, or null. */
export async function matchCityText(db: Db, text: string, countries: CountryNames): Promise<CityRow | null> {
  const wanted = sql`select ${text}::text, ${text}::text`;
  const { rows } = await db.execute<{ id: number }>(matchedCitiesSql(wanted, countries));
  const id = rows[0]?.id;
  return id === undefined ? null : findCityById(db, id);
}
