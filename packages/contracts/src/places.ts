import { z } from 'zod';
import { singleLineString } from './text.js';

/**
 * Cities of the gazetteer: GeoNames' cities of 15,000 people or more (CC BY 4.0, credited on /about;
 * docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
export const CitySchema = /* @__PURE__ */ z.object({
  /** The GeoNames id. */
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166 alpha-2; the web names it in the reader's language with Intl.DisplayNames. */
  countryCode: z.string(),
  /** The first-level division (state, province, emirate) in English, to tell two Hyderabads apart. */
  region: z.string().nullable(),
  population: z.number().int(),
});
export type City = z.infer<typeof CitySchema>;

export const CITY_SUGGESTION_LIMIT = 10;

/** `GET /api/places/cities?q=hyd`: suggestions as the member types, the most populous first. */
export const CitySearchQuerySchema = /* @__PURE__ */ z.object({
  q: singleLineString('City').trim().min(1, 'Type the start of a city name.').max(80),
  /** Only cities of this country (ISO 3166 alpha-2). */
  country: singleLineString('Country')
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code')
    .optional(),
  limit: z.coerce.number().int().min(1).max(CITY_SUGGESTION_LIMIT).default(CITY_SUGGESTION_LIMIT),
});

export const CitySearchResponseSchema = /* @__PURE__ */ z.object({ cities: z.array(CitySchema) });
export type CitySearchResponse = z.infer<typeof CitySearchResponseSchema>;
