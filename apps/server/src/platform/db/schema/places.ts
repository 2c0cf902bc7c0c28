import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The gazetteer: GeoNames' cities of 15,000 people or more (CC BY 4.0), loaded by modules/places from
 * the data it ships (docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
export const cities = pgTable(
  'cities',
  {
    /** The GeoNames id. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in Latin letters without accents, which suggestions also match. */
    asciiName: text('ascii_name').notNull(),
    countryCode: text('country_code').notNull(),
    /** The first-level division's English name, when GeoNames gives one. */
    region: text('region'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [
    // Suggestions as the member types: a prefix of the name, most populous first.
    index('cities_name_prefix_idx').on(sql`lower(${t.asciiName}) text_pattern_ops`),
    index('cities_local_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('cities_country_idx').on(t.countryCode, t.population.desc()),
  ],
);
